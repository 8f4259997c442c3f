/**
 * A label with its `{placeholders}` filled in: fill("Go to slide {n}", { n: 2 }). In lib so that
 * the components and the enhancement script fill content labels (content/site-labels.ts) by one rule.
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
