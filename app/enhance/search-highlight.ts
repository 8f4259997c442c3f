import { MARK_CLASS, splitByTerm } from "~/lib/match-term";
import { getSearchTerm } from "~/lib/search-term";

/**
 * Spec §2 (Home): text matching the stored search term is marked, case-insensitively and taken
 * literally, in the element's `[data-highlight]` texts. The prerendered HTML knows no term.
 * A module started after the first paint (`laterModules` in main.ts): the first read of
 * sessionStorage waits on the browser process (5-10 ms here), which made the longest start-up task
 * of home longer when it ran before.
 */
export function startSearchHighlight(root: HTMLElement): void {
  const term = getSearchTerm();
  for (const element of root.querySelectorAll("[data-highlight]")) {
    for (const node of [...element.childNodes]) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      const parts = splitByTerm(node.textContent ?? "", term);
      if (parts.length === 1) continue;
      node.replaceWith(
        ...parts.map((part, i) => {
          if (i % 2 === 0) return part;
          const mark = document.createElement("mark");
          mark.className = MARK_CLASS;
          mark.textContent = part;
          return mark;
        }),
      );
    }
  }
}
