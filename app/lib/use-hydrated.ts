import { startTransition, useEffect, useState } from "react";

/** Whether this page has hydrated: later mounts (a client navigation) know it from their first render. */
let pageHydrated = false;

/**
 * False in the prerendered HTML and during hydration, true afterwards. The prerendered HTML knows
 * no query string, storage or device, so what depends on them renders only once hydration is done,
 * without a hydration mismatch.
 *
 * The switch to true is a transition, which React renders in slices of a few milliseconds. With
 * useSyncExternalStore (its server snapshot false, its client snapshot true) React re-rendered the
 * whole form at once, synchronously, right after hydrating it: tasks of 80-140 ms on a phone 4x
 * slower than this machine, the longest on the quote form after the framework's own (issue 48).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
