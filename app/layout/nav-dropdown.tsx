import { ChevronDown } from "lucide-react";
import type { NavItem } from "~/content/schemas/navigation";
import { siteLabels } from "~/content/site-labels";
import { fill } from "~/lib/fill";
import { NavLinkItem } from "./nav-link-item";

type NavDropdownProps = {
  item: NavItem & { dropdown: NonNullable<NavItem["dropdown"]> };
  sectionActive: boolean;
};

/**
 * Disclosure navigation on the platform: the section link plus a button that opens its list as a
 * popover. The browser does the rest without any script: one menu open at a time, closed by
 * Escape (focus stays on the button) or a click outside, and exposed as expanded to assistive
 * technology. Following a link loads a new page, which starts with every menu closed.
 */
export function NavDropdown({ item, sectionActive }: NavDropdownProps) {
  const listId = `nav-${item.key}-menu`;
  // The list sits in the top layer; CSS anchor positioning puts it under its own item (app.css).
  return (
    <li className="nav-dropdown flex items-center">
      <NavLinkItem link={item} className={topLinkClass(sectionActive)} />
      <button
        type="button"
        popoverTarget={listId}
        aria-controls={listId}
        className="flex size-8 items-center justify-center rounded-full text-navy-100 hover:bg-white/10 hover:text-white"
      >
        <ChevronDown aria-hidden="true" data-open-turn className="size-4 transition-transform" />
        <span className="sr-only">{fill(siteLabels.shell.submenu, { name: item.name })}</span>
      </button>
      <ul
        id={listId}
        popover="auto"
        className="nav-menu min-w-60 rounded-xl bg-white p-2 text-navy-900 shadow-raised ring-1 ring-navy-900/5"
      >
        {item.dropdown.map((link) => (
          <li key={link.key}>
            <NavLinkItem
              link={link}
              className="block rounded-lg px-4 py-2.5 text-sm font-semibold hover:bg-navy-50 aria-[current=page]:bg-navy-50 aria-[current=page]:text-amber-700"
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function topLinkClass(sectionActive: boolean): string {
  return `relative flex min-h-11 items-center px-3 text-sm font-bold tracking-wide transition-colors hover:text-amber-400 ${
    sectionActive
      ? "text-amber-400 after:absolute after:inset-x-3 after:bottom-1.5 after:h-0.5 after:rounded-full after:bg-amber-400"
      : "text-white"
  }`;
}
