import { LOADER_SAFETY_CAP_MS, LOADER_SHOW_DELAY_MS } from "~/lib/constants";
import { afterFirstPaint } from "./after-first-paint";

/**
 * Spec §4's loading gates. The page's indicator (`data-loading-gate`, see ui/page-loader.tsx) lists
 * the images it waits for; it is shown only if they are still loading after 200 ms, and hidden once
 * each has loaded or failed, or at the page's cap. It is `hidden` in the HTML, so visitors without
 * JavaScript and crawlers never see it. Once the page has first painted, images the page shows lazily
 * are made eager, so the wait ends; images not on the page (`data-preload`) are fetched in the
 * background.
 */
export function initLoadingGate(): void {
  const gate = document.querySelector<HTMLElement>("[data-loading-gate]");
  // After the first paint: the pictures it makes eager would otherwise be fetched beside the
  // stylesheet and the hero (app/enhance/after-first-paint.ts).
  if (gate) afterFirstPaint(() => void startGate(gate));
}

/**
 * Pictures asked for per task. Each eager switch starts a load (and our SVG art is parsed as a
 * document of its own when it arrives): the gallery's 28 at once made one task of about 20 ms
 * here, 80 ms on Lighthouse's phone, so the gate asks a few at a time, yielding in between.
 */
const BATCH = 4;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function startGate(gate: HTMLElement): Promise<void> {
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

  for (const [i, src] of sources.entries()) {
    if (i && i % BATCH === 0) await nextTask();
    const img = pageImage(src);
    if (img.complete) done();
    else {
      img.addEventListener("load", done, { once: true });
      img.addEventListener("error", done, { once: true });
    }
  }
  // Pictures of other pages, fetched in the background once the gate's own are asked for.
  for (const [i, src] of list("data-preload").entries()) {
    if (i % BATCH === 0) await nextTask();
    new Image().src = src;
  }
}

/**
 * The page's own <img> for `src` (made eager; the build writes the hero's artwork into the page and
 * keeps its path in `data-file`: scripts/inline-art.mjs), or a detached one that fetches it.
 */
function pageImage(src: string): HTMLImageElement {
  const img = document.querySelector<HTMLImageElement>(`img[src="${CSS.escape(src)}"], img[data-file="${CSS.escape(src)}"]`);
  if (!img) {
    const detached = new Image();
    detached.src = src;
    return detached;
  }
  img.loading = "eager";
  return img;
}
