/**
 * What a route module may declare in its `handle` export. `hydrate: true` means the page has
 * widgets that need React in the browser; every other page ships as plain HTML and CSS plus the
 * small enhancement script (docs/decisions/0006).
 */
export type RouteHandle = {
  hydrate?: boolean;
  /** The page brings its own frame (the staff inbox), not the site's header and footer. */
  bare?: boolean;
};

export function needsHydration(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.hydrate === true);
}

export function isBare(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.bare === true);
}
