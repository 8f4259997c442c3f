import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "./use-hydrated";

/**
 * One of a fixed set of choices kept in a query parameter, so a view can be shared by its URL
 * (e.g. `?category=refining`, `?office=portharcourt`).
 * - Unknown or missing values fall back to `fallback`, and choosing the fallback removes the parameter.
 * - Changes replace the history entry and keep the scroll position: filtering is not navigation.
 * - The prerendered HTML and the hydration render always show the fallback (the HTML knows no query
 *   string); the URL's choice applies right after hydration, without a hydration mismatch.
 */
export function useUrlChoice<T extends string>(
  name: string,
  choices: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const raw = params.get(name);
  const value = hydrated && raw !== null && (choices as readonly string[]).includes(raw) ? (raw as T) : fallback;

  const choose = useCallback(
    (next: T) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === fallback) updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [fallback, name, setParams],
  );

  return [value, choose];
}
