import type { HeroSlide } from "./schemas/hero-slide";

// The home page's five hero slides (spec §2). The first title is the page's h1 and its image the LCP
// element, so keep slide 1 the company's strongest one-line statement.
/** Slide 1's artwork, the home page's LCP image: the route preloads it without shipping the slides. */
export const firstHeroImage = "/art/hero/slide-1.svg";

export const heroSlides: HeroSlide[] = [
  {
    id: "energy-partner",
    title: "Your indigenous partner in energy services",
    subtitle: "Upstream · Midstream · Downstream",
    description:
      "Engineering, procurement, fabrication, commissioning and operations support for oil and gas operators, onshore and offshore, across Nigeria and West Africa.",
    image: firstHeroImage,
  },
  {
    id: "engineering-commissioning",
    title: "From design to start-up, engineered right",
    subtitle: "Engineering & Commissioning",
    description:
      "Conceptual, front-end (FEED) and detailed engineering, then commissioning teams that take process, utility and instrumentation systems safely to first production.",
    image: "/art/hero/slide-2.svg",
  },
  {
    id: "fabrication-yard",
    title: "A fabrication yard built for heavy work",
    subtitle: "Fabrication & Construction",
    description:
      "Over 6,989 m² with 10 and 20 tonne overhead cranes, a CNC machine shop linked to 3D CAD and welders coded to ASME IX, BS 4870 and BS EN 288.",
    image: "/art/hero/slide-3.svg",
  },
  {
    id: "operations-maintenance",
    title: "Keeping pipelines and plants running safely",
    subtitle: "Operations & Maintenance",
    description:
      "Planned, preventive and corrective maintenance and certified technical manpower that keep facilities safe, available and compliant with ISO 45001:2018.",
    image: "/art/hero/slide-4.svg",
  },
  {
    id: "products-trading",
    title: "Reliable petroleum supply, around the clock",
    subtitle: "Petroleum Products Trading",
    description:
      "Marketing, supply and trading of PMS, AGO, DPK, ATK, LPFO, base oils and lubricants across Nigeria and West Africa, with 24/7 support.",
    image: "/art/hero/slide-5.svg",
  },
];
