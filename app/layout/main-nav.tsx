import { useCallback } from "react";
import { useLocation } from "react-router";
import { isSectionActive, mainNav } from "~/content/navigation";
import { NavDropdown, topLinkClass } from "./nav-dropdown";
import { NavLinkItem } from "./nav-link-item";
import { useRouteScopedState } from "~/lib/use-route-scoped-state";

/** The desktop main navigation, driven by content/navigation.ts. One dropdown is open at a time. */
export function MainNav() {
  const { pathname } = useLocation();
  const [openKey, setOpenKey] = useRouteScopedState<string | null>(null);
  const onOpenChange = useCallback((key: string, open: boolean) => setOpenKey(open ? key : null), [setOpenKey]);

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainNav.map((item) =>
          item.dropdown ? (
            <NavDropdown
              key={item.key}
              item={{ ...item, dropdown: item.dropdown }}
              open={openKey === item.key}
              sectionActive={isSectionActive(item, pathname)}
              onOpenChange={onOpenChange}
            />
          ) : (
            <li key={item.key}>
              <NavLinkItem link={item} className={topLinkClass(isSectionActive(item, pathname))} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
