import type { ServicePage } from "../schemas/service-page";
import { closingCta, serviceHero } from "./shared";

export const procurementPage: ServicePage = {
  id: "procurement",
  hero: serviceHero,
  gateImages: [serviceHero],
  intro: {
    title: "The right equipment, certified and on site when you need it",
    paragraphs: [
      "Late or non-conforming materials are one of the most common causes of project overruns. Our procurement team buys equipment and materials for oil and gas projects the way an engineer would: against the specification, from qualified manufacturers, with inspection built into every order.",
      "From valves and line pipe to compressor packages and metering skids, we manage the whole chain from enquiry to delivery at your site, including expediting, third-party inspection, freight, customs clearance and the certification dossier your operations team needs.",
    ],
    image: "/art/services/procurement-detail.svg",
    imageAlt: "Crates of equipment and pipe being prepared for delivery to site",
  },
  sections: [
    {
      kind: "steps",
      id: "phases",
      eyebrow: "How we work",
      title: "Six phases of procurement",
      lead: "Every order follows the same controlled sequence, with clear hold points and a single buyer accountable from start to finish.",
      steps: [
        {
          title: "Requirements and sourcing strategy",
          description: "We review the specification and data sheets with your engineers, confirm quantities and agree a sourcing plan and delivery dates.",
        },
        {
          title: "Vendor qualification and enquiry",
          description: "Enquiries go only to qualified manufacturers and authorised distributors, with Nigerian content requirements planned in from the start.",
        },
        {
          title: "Technical and commercial evaluation",
          description: "Bids are checked line by line against the specification, then compared on price, delivery, warranty and total cost of ownership.",
        },
        {
          title: "Purchase order and expediting",
          description: "We place the order, then follow manufacturing progress with regular vendor visits and reports, so delays surface early.",
        },
        {
          title: "Inspection and quality assurance",
          description: "Factory acceptance tests and inspection at source confirm materials, dimensions and test certificates before anything ships.",
        },
        {
          title: "Logistics, clearance and delivery",
          description: "We arrange freight, insurance, customs clearance and final delivery to site, and hand over a complete documentation pack.",
        },
      ],
    },
    {
      kind: "features",
      id: "key-strengths",
      eyebrow: "Why clients buy through us",
      title: "Key strengths",
      style: "cards",
      features: [
        {
          title: "Approved manufacturer network",
          icon: "package-search",
          description: "Long relationships with manufacturers of valves, pipe, rotating equipment, instruments and electrical gear in Europe, Asia and the Americas.",
        },
        {
          title: "Inspection at source",
          icon: "shield-check",
          description: "Our inspectors witness tests at the factory, so problems are fixed before shipment rather than discovered on site.",
        },
        {
          title: "Local content compliance",
          icon: "clipboard-list",
          description: "We plan Nigerian content into each package and document it for your compliance reporting.",
        },
        {
          title: "Engineering-led buying",
          icon: "drafting-compass",
          description: "Buyers work with our own engineers, who check technical queries and vendor documents rather than passing them on.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "what-we-supply",
      eyebrow: "Scope of supply",
      title: "What we source",
      items: [
        "Valves, actuators and wellhead components",
        "Line pipe, fittings, flanges and gaskets",
        "Pumps, compressors and rotating equipment",
        "Gas processing and metering skids",
        "Instruments, analysers and control systems",
        "Electrical equipment, cables and switchgear",
        "Safety, fire and gas detection equipment",
        "Operating spares and consumables",
      ],
    },
    closingCta(
      "Need equipment sourced and delivered?",
      "Send us your material requisition or a list of items, and we will return a priced offer with delivery dates and inspection plans.",
    ),
  ],
};
