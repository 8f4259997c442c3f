import { ownHalf } from "./language";
import { fillCounts } from "./copy-counts";
import pagesDataFile from "./data/pages.json" with { type: "json" };
import { notFoundPage } from "./not-found-page";
import type { Page, Pages } from "./schemas/page";
import { serviceCopy } from "./services";
import { officeCopy } from "./offices";

const pagesData = /* @__PURE__ */ ownHalf(pagesDataFile);

// Heading, intro and meta description of every page, edited in data/pages.json (or /admin/); the 404
// page's are in data/not-found-page.json. Service detail pages take theirs from services. The build
// checks the file against its schema (data-files.ts); the type makes every page's entry required.
// `{serviceList}`, `{serviceCount}`, `{officeList}` and `{officeCount}` are filled here; the forms import this module too, and the
// browser's build gets its value, not the services file (vite.config.ts, `buildTimeContent`).
export const pages = fillCounts(
  { ...(pagesData satisfies Pages), notFound: notFoundPage },
  { ...serviceCopy, ...officeCopy },
) satisfies Pages & {
  notFound: Page;
};

export type PageKey = keyof typeof pages;
