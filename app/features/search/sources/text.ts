/** Joins pieces of content into one searchable text, as sentences. */
export function joinText(...parts: (string | number | false | null | undefined)[]): string {
  return parts
    .filter((part): part is string | number => part !== false && part !== null && part !== undefined && part !== "")
    .map((part) => {
      const text = String(part).trim();
      return /[.!?:]$/.test(text) ? text : `${text}.`;
    })
    .join(" ");
}

/** `path#anchor`: where a section or card of a page can be linked to. */
export function anchored(path: string, anchor: string): string {
  return `${path}#${anchor}`;
}
