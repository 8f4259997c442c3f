import { useCallback, useState } from "react";
import { useLocation } from "react-router";

/**
 * State that falls back to `initial` whenever the route changes: menus and dropdowns close on
 * navigation without an effect, because the value is remembered together with the path it was set on.
 */
export function useRouteScopedState<T>(initial: T): [T, (next: T) => void] {
  const { pathname } = useLocation();
  const [state, setState] = useState<{ value: T; pathname: string }>({ value: initial, pathname });
  const set = useCallback((value: T) => setState({ value, pathname }), [pathname]);
  return [state.pathname === pathname ? state.value : initial, set];
}
