import type { ServicePage } from "../schemas/service-page";
import { closingCta, serviceHero } from "./shared";

const tradingImage = "/art/services/trading-detail.svg";

export const tradingPage: ServicePage = {
  id: "trading",
  hero: serviceHero,
  // Spec §4: the Trading page's loader waits for two image loads, the banner and the intro picture.
  gateImages: [serviceHero, tradingImage],
  intro: {
    title: "Reliable supply of petroleum products across Nigeria and West Africa",
    paragraphs: [
      "Our trading division markets and supplies refined petroleum products to filling stations, industrial users, aviation customers, marine operators and distributors. We source from refineries and approved import cargoes, store in licensed depots and deliver by truck and vessel across Nigeria and to neighbouring West African markets.",
      "Every delivery is quality-tested and correctly documented, and our order desk and support team are available 24/7, so your tanks, generators and fleets never run dry.",
    ],
    image: tradingImage,
    imageAlt: "A tanker truck loading petroleum products at a depot gantry",
  },
  sections: [
    {
      kind: "groups",
      id: "offerings",
      eyebrow: "What we supply",
      title: "Core offerings",
      lead: "PMS, AGO, DPK, ATK, LPFO, base oils and lubricants, supplied in bulk across Nigeria and West Africa.",
      groups: [
        {
          title: "Transport fuels",
          icon: "fuel",
          items: [
            "Premium Motor Spirit (PMS)",
            "Automotive Gas Oil (AGO, diesel)",
            "Dual Purpose Kerosene (DPK)",
            "Supply to retail stations and fleets",
          ],
        },
        {
          title: "Aviation fuel",
          icon: "gauge",
          items: [
            "Aviation Turbine Kerosene (ATK, Jet A-1)",
            "Quality-controlled storage and handling",
            "Into-plane and depot supply",
            "Batch certificates with every delivery",
          ],
        },
        {
          title: "Industrial and marine fuels",
          icon: "factory",
          items: [
            "Low Pour Fuel Oil (LPFO)",
            "AGO for power generation",
            "Supply to factories and plants",
            "Marine bunkering support",
          ],
        },
        {
          title: "Base oils and lubricants",
          icon: "settings",
          items: [
            "Base oils for blenders",
            "Engine and industrial lubricants",
            "Greases and hydraulic oils",
            "Bulk and packaged supply",
          ],
        },
      ],
    },
    {
      kind: "media",
      id: "supply-network",
      eyebrow: "Coverage",
      title: "A supply network across Nigeria and West Africa",
      paragraphs: [
        "We supply from depots in Lagos, Port Harcourt, Calabar and Warri, with a fleet of tanker trucks and chartered vessels for larger cargoes. Regional deliveries reach customers in Ghana, Benin, Togo and beyond.",
        "Our depot operations and laboratory teams check every batch, and our logistics team tracks each truck from loading to discharge.",
      ],
      image: "/art/services/trading.svg",
      imageAlt: "Storage tanks and a tanker truck at a petroleum products depot",
    },
    {
      kind: "features",
      id: "why-choose",
      eyebrow: "Why Deltaforge",
      title: "Why choose us for petroleum products",
      style: "numbered",
      features: [
        {
          title: "Consistent availability",
          description: "Access to refinery allocations, import cargoes and depot stocks keeps supply steady when the market is tight.",
        },
        {
          title: "Guaranteed quality",
          description: "Laboratory testing of every batch, sealed compartments and certificates of quality on each delivery.",
        },
        {
          title: "Competitive pricing",
          description: "Transparent pricing linked to market benchmarks, with contract terms for regular volume customers.",
        },
        {
          title: "Licensed and compliant",
          description: "Products handled and transported under the licences and safety standards Nigerian regulators require.",
        },
        {
          title: "Regional reach",
          description: "Delivery across Nigeria and to West African markets by road and sea, from a single point of contact.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "support-services",
      eyebrow: "Customer support",
      title: "Support services",
      badge: "24/7",
      lead: "Our order desk and support team are available 24/7, every day of the year.",
      items: [
        "24/7 order desk and customer support",
        "Scheduled and emergency deliveries",
        "Real-time truck tracking and delivery updates",
        "Quality testing and certificates of quality",
        "Storage and throughput arrangements",
        "Dedicated account managers for contract customers",
      ],
    },
    closingCta(
      "Need a reliable supply of fuel or lubricants?",
      "Tell us the product, volume and delivery location, and our trading desk will send you a price and delivery schedule.",
    ),
  ],
};
