import type { Language } from "../../contract/languages";

/**
 * What a route module may declare in its `handle` export. `hydrate: true` means the page has
 * widgets that need React in the browser; every other page ships as plain HTML and CSS plus the
 * small enhancement script (docs/decisions/0006).
 */
export type RouteHandle = {
  hydrate?: boolean;
  /** The page brings its own frame (the staff inbox), not the site's header and footer. */
  bare?: boolean;
  /**
   * Where the language switch leads, in the default language's form, when this page is not built in
   * `language` (an English-only news post leads to the French news list); undefined: the same page
   * in that language, as every other page is.
   */
  switchTo?: (params: Readonly<Record<string, string | undefined>>, language: Language) => string | undefined;
};

/** Where a page's own handles send the language switch for `language`, if elsewhere than the same page (`switchTo`). */
export function switchOverride(
  matches: readonly { handle: unknown; params: Readonly<Record<string, string | undefined>> }[],
  language: Language,
): string | undefined {
  for (const { handle, params } of matches) {
    const path = (handle as RouteHandle | undefined)?.switchTo?.(params, language);
    if (path !== undefined) return path;
  }
  return undefined;
}

export function needsHydration(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.hydrate === true);
}

export function isBare(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.bare === true);
}
