/**
 * Registers the service worker (app/service-worker/sw.ts: pages readable offline) once the page has
 * loaded and settled, so its download, start and first saves never compete with the page's loading.
 */
import { SERVICE_WORKER_PATH } from "~/lib/offline";

/**
 * How long after the load event the worker waits for a visitor who does nothing: past the few
 * quiet seconds Lighthouse watches after `load` (issue 48: registering at the first idle moment
 * put a 190 ms task and the worker's saves in its blocking time on a 4x slower phone). A visitor who
 * taps, types or scrolls sooner starts it then, still at an idle moment.
 */
export const SERVICE_WORKER_DELAY_MS = 3000;

/** Events that show a visitor is using the page. */
const INTERACTIONS = ["pointerdown", "keydown", "scroll"] as const;

const whenIdle = (work: () => void) =>
  "requestIdleCallback" in window ? void requestIdleCallback(work, { timeout: 5000 }) : void setTimeout(work, 0);

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
    const firstVisit = !navigator.serviceWorker.controller;
    try {
      await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
    } catch {
      return; // no worker in development (`npm run dev` serves no sw.js)
    }
    const { active } = await navigator.serviceWorker.ready;
    // A task of its own: the list of files and the message are not small on a long page.
    if (firstVisit && active) whenIdle(() => saveThisPage(active));
  };
  // Whichever comes first; each removes the other (the listeners are on capture, as added).
  const start = () => {
    clearTimeout(timer);
    INTERACTIONS.forEach((type) => removeEventListener(type, start, true));
    whenIdle(() => void register());
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterLoad = () => (timer = setTimeout(start, SERVICE_WORKER_DELAY_MS));
  INTERACTIONS.forEach((type) => addEventListener(type, start, true));
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
}
