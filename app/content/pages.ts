import { ownHalf } from "./language";
import pagesDataFile from "./data/pages.json" with { type: "json" };
import { notFoundPage } from "./not-found-page";
import type { Page, Pages } from "./schemas/page";

const pagesData = /* @__PURE__ */ ownHalf(pagesDataFile);

// Heading, intro and meta description of every page, edited in data/pages.json (or /admin/); the 404
// page's are in data/not-found-page.json. Service detail pages take theirs from services. The build
// checks the file against its schema (data-files.ts); the type makes every page's entry required.
export const pages = { ...(pagesData satisfies Pages), notFound: notFoundPage } satisfies Pages & { notFound: Page };

export type PageKey = keyof typeof pages;
