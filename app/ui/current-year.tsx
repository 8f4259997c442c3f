import { useSyncExternalStore } from "react";

const BUILD_YEAR = new Date().getFullYear();
const noop = () => () => {};

/** The current year: the build's year in the prerendered HTML, the visitor's clock after hydration. */
export function CurrentYear() {
  const year = useSyncExternalStore(noop, () => new Date().getFullYear(), () => BUILD_YEAR);
  return <>{year}</>;
}
