/// <reference lib="webworker" />
/**
 * The service worker (docs/decisions/0015), built into build/client/sw.js by
 * scripts/build-service-worker.mjs with Workbox: pages the visitor has opened stay readable
 * offline, with their stylesheets and pictures; a page not saved gets the site's offline page.
 *
 * - Pages: network first with a short timeout, so online a page is always the newest; the saved
 *   copy only when the network fails or is too slow.
 * - /assets/ (hashed, never changing): cache first. A saved page of an older build finds its own
 *   stylesheet and scripts here, so no page ever shows with another build's files.
 * - Pictures and fonts: from the cache at once, refreshed behind.
 * - Never: other origins, the content editor, the API, the staff inbox (contract/offline.ts).
 *
 * A new build's worker takes over at once (skipWaiting, clientsClaim): pages come from the network
 * first and each page's files are content-addressed, so an open page keeps its own build's files.
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { NEVER_CACHED_PREFIXES, PAGE_CACHE, SERVICE_WORKER_PATH } from "../../contract/offline";
import { paths } from "../../contract/site-paths";
import { localPath, splitLocalPath } from "../../contract/languages";
import { QUEUE_SYNC_TAG, sendQueued } from "../lib/enquiry-queue";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[]; __OFFLINE_FILES: string[] };

const ASSET_CACHE = "deltaforge-assets";

/** Seconds a page may take from the network before the saved copy is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 4;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The offline page, written in by the build; its stylesheet goes with the other hashed files, which
// outlive a build (Workbox would delete a precached file once the next build's worker takes over,
// while pages saved under this build still need it). Own code: Workbox's warmStrategyCache is in
// workbox-recipes, a package for three lines.
precacheAndRoute(self.__WB_MANIFEST);
self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(ASSET_CACHE).then((cache) => cache.addAll(self.__OFFLINE_FILES)));
});

const ours = (url: URL) =>
  url.origin === self.location.origin &&
  url.pathname !== SERVICE_WORKER_PATH &&
  !NEVER_CACHED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix) || `${url.pathname}/` === prefix);
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

// A page: a navigation, or the page asking to save itself (app/enhance/service-worker.ts).
const isPage = (request: Request) => request.mode === "navigate" || request.headers.get("Accept") === "text/html";
const isPictureOrFont = (request: Request, url: URL) =>
  request.destination === "image" || request.destination === "font" || /\.(avif|webp|jpe?g|png|gif|svg|ico|woff2?)$/.test(url.pathname);

registerRoute(
  ({ request, url }) => isPage(request) && ours(url),
  new NetworkFirst({
    cacheName: PAGE_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 60 })],
  }),
);
registerRoute(
  ({ url }) => ours(url) && url.pathname.startsWith("/assets/"),
  new CacheFirst({ cacheName: ASSET_CACHE, plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 200 })] }),
);
registerRoute(
  ({ request, url }) => ours(url) && isPictureOrFont(request, url),
  new StaleWhileRevalidate({ cacheName: "deltaforge-files", plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 150 })] }),
);

// A page neither the network nor the cache can give: the offline page in the page's language
// (/fr/offline for a page below /fr; both are saved at install), never the browser's error.
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== "navigate") return Response.error();
  return (await matchPrecache(localPath(paths.offline, splitLocalPath(url.pathname).language))) ?? Response.error();
});

// Background Sync (Chromium): the browser wakes the worker once there is a connection. Failing the
// event while enquiries still wait makes the browser try again later.
self.addEventListener("sync", (event: Event & { tag?: string; waitUntil?: (p: Promise<unknown>) => void }) => {
  if (event.tag !== QUEUE_SYNC_TAG) return;
  event.waitUntil?.(
    sendQueued().then(async (waiting) => {
      for (const client of await self.clients.matchAll()) client.postMessage({ type: "enquiry-queue" });
      if (waiting > 0) throw new Error(`${waiting} enquiries still wait`);
    }),
  );
});
