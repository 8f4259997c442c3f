/**
 * The footer's year (ui/current-year.tsx) is the build's year in the prerendered HTML; the spec wants
 * the current one. Pages that hydrate get it from React (changing the text first would make their
 * hydration mismatch), every other page from here.
 */
export function startCurrentYear(element: HTMLElement): void {
  if ("__reactRouterContext" in window) return;
  const year = String(new Date().getFullYear());
  if (element.textContent !== year) element.textContent = year;
}
