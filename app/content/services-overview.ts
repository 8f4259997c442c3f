import data from "./data/services-page.json" with { type: "json" };
import type { SectionOf } from "./schemas/service-page";

// The text of the /services page around its seven cards and stats band, edited in
// data/services-page.json (or /admin/). The build checks the file against its schema (data-files.ts),
// so the casts only restore the literal types.
export const servicesOverview: {
  cards: { eyebrow: string; title: string; lead: string };
  statsTitle: string;
  workshop: SectionOf<"media">;
  cta: SectionOf<"cta">;
} = {
  cards: data.cards,
  statsTitle: data.statsTitle,
  workshop: data.workshop as SectionOf<"media">,
  cta: data.cta as SectionOf<"cta">,
};
