import { useEffect, useState } from "react";
import { LOADER_SAFETY_CAP_MS, LOADER_SHOW_DELAY_MS } from "./constants";
import { loadPicture } from "./photo-variants";

export type LoadingGateOptions = {
  /** Dismiss after this long even if images are still loading (spec: the yard page uses 900 ms). */
  maxWaitMs?: number;
  /** Wait this long before showing anything, so fast or cached loads never flash a loader. */
  showAfterMs?: number;
};

/**
 * Spec §4's loading gates: true while the page should show its loader.
 * - Never true in prerendered HTML (the first render, on the server and at hydration, is false),
 *   so crawlers and visitors without JavaScript always get the content.
 * - A failed image counts as loaded; images already complete never show a loader.
 * - A safety cap means a hung image never holds the page for ever.
 */
export function useLoadingGate(images: readonly string[], options: LoadingGateOptions = {}): boolean {
  const { maxWaitMs = LOADER_SAFETY_CAP_MS, showAfterMs = LOADER_SHOW_DELAY_MS } = options;
  const [waiting, setWaiting] = useState(false);
  const key = images.join("\n");

  useEffect(() => {
    const sources = key ? key.split("\n") : [];
    const pending = sources.map(loadPicture).filter((img) => !img.complete);
    if (pending.length === 0) return;

    let remaining = pending.length;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(showTimer);
      clearTimeout(capTimer);
      setWaiting(false);
    };
    const onDone = () => {
      remaining -= 1;
      if (remaining === 0) settle();
    };
    for (const img of pending) {
      img.addEventListener("load", onDone, { once: true });
      img.addEventListener("error", onDone, { once: true });
    }
    const showTimer = setTimeout(() => {
      if (!settled) setWaiting(true);
    }, Math.min(showAfterMs, maxWaitMs));
    const capTimer = setTimeout(settle, maxWaitMs);

    return () => {
      settled = true;
      clearTimeout(showTimer);
      clearTimeout(capTimer);
      for (const img of pending) {
        img.removeEventListener("load", onDone);
        img.removeEventListener("error", onDone);
      }
      setWaiting(false);
    };
  }, [key, maxWaitMs, showAfterMs]);

  return waiting;
}

/** Starts loading images the visitor is likely to see next, without waiting for them. */
export function usePreloadImages(images: readonly string[]): void {
  const key = images.join("\n");
  useEffect(() => {
    if (key) key.split("\n").forEach(loadPicture);
  }, [key]);
}
