import { ChevronDown } from "lucide-react";
import { useCallback, useRef } from "react";
import type { NavItem } from "~/content/schemas/navigation";
import { useDismiss } from "~/lib/use-dismiss";
import { NavLinkItem } from "./nav-link-item";

type NavDropdownProps = {
  item: NavItem & { dropdown: NonNullable<NavItem["dropdown"]> };
  open: boolean;
  sectionActive: boolean;
  onOpenChange: (key: string, open: boolean) => void;
};

/**
 * WAI-ARIA disclosure navigation: the section link plus a button (aria-expanded, aria-controls)
 * that shows its list. Closes on Escape (focus back on the button), an outside click, focus
 * leaving the menu, or a route change (the header resets `open` on navigation).
 */
export function NavDropdown({ item, open, sectionActive, onOpenChange }: NavDropdownProps) {
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = `nav-${item.key}-menu`;
  const close = useCallback(() => onOpenChange(item.key, false), [onOpenChange, item.key]);
  useDismiss(rootRef, open, close, buttonRef);

  return (
    <li
      ref={rootRef}
      className="relative flex items-center"
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <NavLinkItem link={item} className={topLinkClass(sectionActive)} />
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(item.key, !open)}
        className="flex size-8 items-center justify-center rounded-full text-navy-100 hover:bg-white/10 hover:text-white"
      >
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
        <span className="sr-only">{item.name} menu</span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 min-w-60 rounded-xl bg-white p-2 text-navy-900 shadow-raised ring-1 ring-navy-900/5"
      >
        {item.dropdown.map((link) => (
          <li key={link.key}>
            <NavLinkItem
              link={link}
              onNavigate={close}
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
