// Marking a search term in text (the home hero, enhance/search-highlight.ts); the search results
// mark their matches with the same look (features/search/marked-text.tsx).

/** The look of a marked match. */
export const MARK_CLASS = "rounded-sm bg-amber-300 px-0.5 text-navy-950";

/** Escapes every character that has a meaning in a regular expression, so any search term is taken literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

/**
 * Splits `text` around each case-insensitive occurrence of `term`: the matches are at the odd
 * indexes. A blank term, or one that does not occur, gives `[text]`.
 */
export function splitByTerm(text: string, term: string): string[] {
  const needle = term.trim();
  if (!needle) return [text];
  // The capture group keeps the matches in split()'s output, at the odd indexes.
  return text.split(new RegExp(`(${escapeRegExp(needle)})`, "gi"));
}
