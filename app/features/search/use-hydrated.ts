import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true afterwards. The prerendered /search
 * knows no query string, so what depends on `?q=` renders only once hydration is done.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
