/**
 * Registers the service worker (app/service-worker/sw.ts: pages readable offline) once the page has
 * loaded, so its download and start never compete with the page's first paint.
 */
import { SERVICE_WORKER_PATH } from "~/lib/offline";

/**
 * The first page a visitor opens loads before the worker exists, so the worker has not seen it: ask
 * it to save the page and the files it loaded (Workbox's CACHE_URLS message, routed like a fetch).
 */
function saveThisPage(worker: ServiceWorker): void {
  const files = performance.getEntriesByType("resource").map((entry) => entry.name);
  const page: [string, RequestInit] = [location.href, { headers: { Accept: "text/html" } }];
  worker.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: [page, ...files] } });
}

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = async () => {
    const firstVisit = navigator.serviceWorker.controller === null;
    try {
      await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
    } catch {
      return; // no worker in development (`npm run dev` serves no sw.js)
    }
    const { active } = await navigator.serviceWorker.ready;
    if (firstVisit && active) saveThisPage(active);
  };
  // After the load event, and then when the main thread is idle: the worker's download, start and
  // first saves stay out of the page's loading (Lighthouse counted them in its blocking time).
  const later = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(() => void register(), { timeout: 10_000 })
      : setTimeout(() => void register(), 3000);
  if (document.readyState === "complete") later();
  else addEventListener("load", later, { once: true });
}
