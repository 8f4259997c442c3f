import { cn } from "~/lib/cn";

// The card surfaces of the site, written once: every panel, tile and box picks one by name.
const tones = {
  /** White on the page or a tinted band, with a hairline ring: most cards. */
  ringed: "bg-white shadow-card ring-1 ring-steel-100",
  /** White, ring replaced by a border: the cards of service sections. */
  bordered: "border border-steel-100 bg-white shadow-card",
  /** White with a shadow only: the enquiry forms' boxes. */
  plain: "bg-white shadow-card",
  /** Navy with light text: contact boxes and callouts. */
  dark: "bg-navy-900 text-white shadow-card",
  /** Navy, lifted higher: the services' side card and closing band. */
  raised: "bg-navy-900 text-white shadow-raised",
} as const;

export type CardTone = keyof typeof tones;

/** A card surface's classes; those in `extra` (padding, layout) override the defaults they clash with. */
export function cardClass(tone: CardTone = "ringed", extra = ""): string {
  return cn("rounded-card", tones[tone], extra);
}
