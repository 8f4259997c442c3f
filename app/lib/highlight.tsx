import type { ReactNode } from "react";

/** Escapes every character that has a meaning in a regular expression, so any search term is taken literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

/**
 * Splits `text` around each case-insensitive occurrence of `term` and wraps the matches in `<mark>`.
 * A blank term returns the text unchanged. Reused by the home hero and the search results.
 */
export function highlight(text: string, term: string): ReactNode {
  const needle = term.trim();
  if (!needle) return text;
  // The capture group keeps the matches in split()'s output, at the odd indexes.
  const parts = text.split(new RegExp(`(${escapeRegExp(needle)})`, "gi"));
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <mark key={index} className="rounded-sm bg-amber-300 px-0.5 text-navy-950">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

/** Component form of `highlight`, for JSX call sites. */
export function Highlight({ text, term }: { text: string; term: string }) {
  return <>{highlight(text, term)}</>;
}
