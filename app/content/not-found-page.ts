import { ownHalf } from "./language";
import notFoundFile from "./data/not-found-page.json" with { type: "json" };
import type { NotFoundPage } from "./schemas/page";

const notFound = /* @__PURE__ */ ownHalf(notFoundFile);

// The 404 page's text, a file of its own (data/not-found-page.json) because the root's error boundary
// shows it on every page: importing all of data/pages.json there would ship every page's text with
// each page that hydrates. The build checks the file against its schema (data-files.ts).
const text: NotFoundPage = notFound;

export const notFoundPage = text.page;

/** The ways on from the 404 page, under its intro. */
export const notFoundLinks = text.links;

/** What the error page shows when a page fails for another reason than a missing page. */
export const errorPageText = text.error;

/** The offline page's own words (its heading and intro are in data/pages.json). */
export const offlinePageText = text.offline;
