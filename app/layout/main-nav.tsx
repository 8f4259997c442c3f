import { usePagePath } from "~/lib/use-page-path";
import { isSectionActive, navIn } from "~/content/navigation";
import { siteLabels } from "~/content/site-labels";
import { NavDropdown, topLinkClass } from "./nav-dropdown";
import { NavLinkItem } from "./nav-link-item";

/** The desktop main navigation, driven by content/navigation.ts. */
export function MainNav() {
  const pathname = usePagePath();
  return (
    <nav aria-label={siteLabels.shell.mainNav} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {navIn("header").map((item) =>
          item.dropdown?.length ? (
            <NavDropdown key={item.key} item={{ ...item, dropdown: item.dropdown }} sectionActive={isSectionActive(item, pathname)} />
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
