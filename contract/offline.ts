// What the service worker (app/service-worker/), the page that registers it, the offline page and
// the hosts agree on (docs/decisions/0015).

/** The worker's own file, at the root so its scope is the whole site; every host serves it no-cache. */
export const SERVICE_WORKER_PATH = "/sw.js";

/** Never cached by the worker, always the network's: the content editor, the API, the staff inbox. */
export const NEVER_CACHED_PREFIXES = ["/admin/", "/api/", "/inbox/"] as const;

/** The worker's cache of pages the visitor opened; the offline page lists what it holds. */
export const PAGE_CACHE = "deltaforge-pages";
