import { LOADER_SAFETY_CAP_MS, LOADER_SHOW_DELAY_MS } from "~/lib/constants";

/**
 * Spec §4's loading gates. The page's indicator (`data-loading-gate`, see ui/page-loader.tsx) lists
 * the images it waits for; it is shown only if they are still loading after 200 ms, and hidden once
 * each has loaded or failed, or at the page's cap. It is `hidden` in the HTML, so visitors without
 * JavaScript and crawlers never see it. Once the page has first painted, the images it waits for
 * that the browser is not already loading, and the images of other pages (`data-preload`), are
 * fetched into the HTTP cache.
 */
export function initLoadingGate(): void {
  // Started after the first paint (`laterPageWide` in main.ts): the pictures it fetches would
  // otherwise share the link with the stylesheet and the hero (app/enhance/after-first-paint.ts).
  const gate = document.querySelector<HTMLElement>("[data-loading-gate]");
  if (!gate) return;
  const list = (name: string): string[] => JSON.parse(gate.getAttribute(name) ?? "[]");
  const sources = list("data-loading-gate");
  let remaining = sources.length;
  const settle = () => {
    remaining = 0;
    clearTimeout(showTimer);
    clearTimeout(capTimer);
    gate.hidden = true;
    // `data-settled`: the wait is over (browser tests wait for it as a person waits for the page).
    gate.dataset.settled = "";
  };
  const done = () => --remaining <= 0 && settle();
  const maxWait = Number(gate.dataset.maxWait) || LOADER_SAFETY_CAP_MS;
  const showTimer = setTimeout(() => remaining && (gate.hidden = false), Math.min(LOADER_SHOW_DELAY_MS, maxWait));
  const capTimer = setTimeout(settle, maxWait);
  if (!remaining) return settle();
  // One fetch a task: each costs about 0.5 ms here (2 ms on a phone), and a page asks for up to 28.
  const later = (work: () => void) => setTimeout(work, 0);
  for (const src of sources) later(() => void loaded(src).then(done));
  // Pictures of other pages, asked for after the gate's own.
  for (const src of list("data-preload")) later(() => void fetchBytes(src, "low"));
}

/**
 * When `src` has loaded or failed (both end the wait, spec §4). A picture the page is loading (the
 * hero, written into the page by scripts/inline-art.mjs with its path in `data-file`) is awaited as
 * it is. Any other (a lazy one below the fold, a hidden slide, one not on the page) is fetched, not
 * shown: a lazy <img> then takes it from the cache when it comes near, and only then is it decoded.
 * Making those eager instead would parse every SVG picture of the page as a document of its own just
 * after the first paint: 27 on the gallery, 9 on home, each task up to 16 ms here (4x on a phone).
 */
function loaded(src: string): Promise<unknown> {
  const img = document.querySelector<HTMLImageElement>(`img[src="${CSS.escape(src)}"], img[data-file="${CSS.escape(src)}"]`);
  if (!img) return fetchBytes(src, "auto");
  if (img.loading === "lazy") {
    // A photo's <picture> (docs/decisions/0004) picks its AVIF or WebP file for the viewport, which
    // only the element knows, so it loads itself; a raster picture is decoded off the main thread.
    if (!(img.parentElement instanceof HTMLPictureElement)) return fetchBytes(src, "auto");
    img.loading = "eager";
  }
  if (img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    img.addEventListener("load", resolve, { once: true });
    img.addEventListener("error", resolve, { once: true });
  });
}

/** Fetches `src` whole into the HTTP cache; resolves either way (a failure counts as a load). */
const fetchBytes = (src: string, priority: RequestPriority) =>
  fetch(src, { priority })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
