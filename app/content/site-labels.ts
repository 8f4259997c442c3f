import data from "./data/site-labels.json" with { type: "json" };
import type { SiteLabels } from "./schemas/site-labels";

// The site chrome's words and the fragments inside cards, edited in data/site-labels.json (or
// /admin/). The build checks the file against its schema (data-files.ts).
export const siteLabels: SiteLabels = data;

/** A label with its `{placeholders}` filled in: fill("Go to slide {n}", { n: 2 }). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
