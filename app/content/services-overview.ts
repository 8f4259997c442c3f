import { paths } from "../../contract/site-paths";
import type { SectionOf } from "./schemas/service-page";

// The text of the /services page around its seven cards and stats band.
export const servicesOverview: {
  cards: { eyebrow: string; title: string; lead: string };
  statsTitle: string;
  workshop: SectionOf<"media">;
  cta: SectionOf<"cta">;
} = {
  cards: {
    eyebrow: "Seven service lines",
    title: "What we deliver",
    lead: "Take one service or the whole chain: every line is run by specialists and backed by our own engineering team, workshop and certified people.",
  },
  statsTitle: "Our track record",
  workshop: {
    kind: "media",
    id: "workshop",
    eyebrow: "Our facility",
    title: "Backed by our own workshop and fabrication yard",
    paragraphs: [
      "Fabrication, machining, coating and pressure testing happen in our own yard of over 6989 m², with 10 and 20-tonne overhead cranes, a CNC machine shop linked to 3D CAD and welders coded to ASME IX.",
      "Owning the yard means shorter schedules, one quality plan and one team responsible from the first cut to installation.",
    ],
    image: "/art/yard/overhead-cranes-1.svg",
    imageAlt: "An overhead crane lifting a fabricated assembly in the Deltaforge workshop",
    link: { label: "Visit the workshop", href: paths.yard },
  },
  cta: {
    kind: "cta",
    id: "get-started",
    title: "Ready to start your project?",
    lead: "Tell us what you need and we will send a detailed proposal within 24-48 hours, or talk to us first about the best approach.",
    actions: [
      { label: "Request a Quote", href: paths.quote },
      { label: "Contact Us", href: paths.contact },
    ],
  },
};
