import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * The page addresses the site has published, in the default language, kept in git beside the
 * content (docs/decisions/0019). Each must stay a page or be among the moved addresses
 * (data/moved-addresses.json): the content check names one that is neither. The build adds the
 * pages it prerenders (scripts/postbuild.mjs), so a new page needs no edit here; commit the file
 * with the content.
 */
export const publishedPathsFile = "app/content/published-paths.json";

export function readPublishedPaths(file = publishedPathsFile): string[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as string[]) : [];
}

/** Adds the pages a build published to the file; true when it changed. Never removes one: a page gone stays an address to answer. */
export function recordPublishedPaths(pages: readonly string[], file = publishedPathsFile): boolean {
  const known = readPublishedPaths(file);
  const added = pages.filter((path) => !known.includes(path));
  if (added.length === 0) return false;
  writeFileSync(file, `${JSON.stringify([...known, ...added].sort(), null, 2)}\n`);
  return true;
}
