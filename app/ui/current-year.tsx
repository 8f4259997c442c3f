import { useSyncExternalStore } from "react";

const BUILD_YEAR = new Date().getFullYear();
const noop = () => () => {};

/**
 * The current year: the build's year in the prerendered HTML, the visitor's clock after hydration
 * or, on pages that do not hydrate, from the enhancement script (app/enhance/current-year.ts).
 */
export function CurrentYear() {
  const year = useSyncExternalStore(
    noop,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
  return <span data-module="current-year">{year}</span>;
}
