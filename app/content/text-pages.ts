import { textPagePath } from "../../contract/site-paths";
import { ownHalf } from "./language";
import dataFile from "./data/text-pages.json" with { type: "json" };
import type { TextPage } from "./schemas/text-page";

const data = /* @__PURE__ */ ownHalf(dataFile);

// The pages with text, edited in data/text-pages.json (or /admin/ → Pages with text): each entry is
// a whole page in the build's language. The routes (app/routes.ts), the prerendered list
// (site-map.ts), the menu and footer (navigation.ts), the search and the sitemap all read this list,
// so a new entry is a new page everywhere. The build checks the file against its schema
// (data-files.ts), so the cast only restores the literal types.
export type TextPageEntry = Omit<TextPage, "sections"> & { path: string; sections: (TextPage["sections"][number] & { anchor: string })[] };

/**
 * A section's anchor, from its heading: "Notre engagement" → "notre-engagement" (accents dropped),
 * numbered when a heading repeats. Editors write no ids; search results and in-page links use these.
 */
function anchors(headings: string[]): string[] {
  const seen = new Map<string, number>();
  return headings.map((heading) => {
    const base =
      heading
        .normalize("NFD")
        .replace(/\p{M}/gu, "")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "section";
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}

export const textPages: TextPageEntry[] = (data.pages as TextPage[]).map((page) => {
  const ids = anchors(page.sections.map((section) => section.heading));
  return {
    ...page,
    path: textPagePath(page.section, page.id),
    sections: page.sections.map((section, index) => ({ ...section, anchor: ids[index]! })),
  };
});

/** The pages' addresses, in the file's order (the same in every language: ids and sections are copied from English). */
export const textPagePaths: string[] = textPages.map((page) => page.path);

export function findTextPage(id: string | undefined): TextPageEntry | undefined {
  return textPages.find((page) => page.id === id);
}

/** A page's route id (app/routes.ts: one route per page, to one module), and back. */
export const textPageRouteId = (id: string) => `text-page/${id}`;
export const textPageIdOf = (routeId: string) => routeId.replace(/^text-page\//, "");
