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
  if (gate) afterFirstPaint(() => startGate(gate));
}

function startGate(gate: HTMLElement): void {
  const list = (name: string): string[] => JSON.parse(gate.getAttribute(name) ?? "[]");
  list("data-preload").forEach((src) => (new Image().src = src));
  const pending = list("data-loading-gate")
    .map(pageImage)
    .filter((img) => !img.complete);
  // `data-settled`: the wait is over (browser tests wait for it as a person waits for the page).
  if (!pending.length) return void (gate.dataset.settled = "");

  let remaining = pending.length;
  const settle = () => {
    remaining = 0;
    clearTimeout(showTimer);
    clearTimeout(capTimer);
    gate.hidden = true;
    gate.dataset.settled = "";
  };
  const maxWait = Number(gate.dataset.maxWait) || LOADER_SAFETY_CAP_MS;
  const showTimer = setTimeout(() => remaining && (gate.hidden = false), Math.min(LOADER_SHOW_DELAY_MS, maxWait));
  const capTimer = setTimeout(settle, maxWait);
  for (const img of pending) {
    const done = () => --remaining <= 0 && settle();
    img.addEventListener("load", done, { once: true });
    img.addEventListener("error", done, { once: true });
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
