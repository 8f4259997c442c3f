import { textPages, type TextPageEntry } from "./text-pages";

/** What the menu and the footer need of a page with text: its name, address and where it is linked. */
export type TextPageTitle = Pick<TextPageEntry, "id" | "title" | "path" | "menu" | "footer">;

/**
 * The pages with text (data/text-pages.json) without their bodies, for the navigation, which every
 * page that hydrates loads in the shell chunk: read in the browser, text-pages.ts would ship every
 * page's sections there. The browser's build gets this list as its value, computed from the same
 * file the prerender reads (vite.config.ts, `buildTimeContent`), so the menus cannot drift from it.
 */
export const textPageTitles: TextPageTitle[] = textPages.map(({ id, title, path, menu, footer }) => ({ id, title, path, menu, footer }));
