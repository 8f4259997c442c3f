import { ownHalf } from "./language";
import { fillCounts } from "./copy-counts";
import dataFile from "./data/services-page.json" with { type: "json" };
import { serviceCopy } from "./services";
import type { SectionOf } from "./schemas/service-page";
import type { LinkCopy } from "./schemas/section";

const data = /* @__PURE__ */ ownHalf(dataFile);

/** The words every service detail page shares; `{service}` in `help.text` stands for the service's name. */
export type ServiceDetailCopy = {
  eyebrow: string;
  navTitle: string;
  overviewLabel: string;
  glanceTitle: string;
  help: { title: string; text: string; action: LinkCopy };
};

// The text of the /services page around its cards and stats band, and the words every
// service detail page shares, edited in
// data/services-page.json (or /admin/). The build checks the file against its schema (data-files.ts),
// so the casts only restore the literal types.
export const servicesOverview: {
  cards: { eyebrow: string; title: string; lead: string; cardCue: string };
  statsTitle: string;
  workshop: SectionOf<"media">;
  cta: SectionOf<"cta">;
  detail: ServiceDetailCopy;
} = {
  cards: fillCounts(data.cards, serviceCopy),
  statsTitle: data.statsTitle,
  workshop: data.workshop as SectionOf<"media">,
  cta: data.cta as SectionOf<"cta">,
  detail: data.detail,
};
