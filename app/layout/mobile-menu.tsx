import { Menu, X } from "lucide-react";
import { useCallback, useRef } from "react";
import { useLocation } from "react-router";
import { isSectionActive, learnMoreLink, mainNav, quoteLink } from "~/content/navigation";
import { SearchBox } from "~/features/search/search-box";
import { useDismiss } from "~/lib/use-dismiss";
import { useRouteScopedState } from "~/lib/use-route-scoped-state";
import { buttonClass } from "~/ui/button-link";
import { learnMoreSuffix } from "./learn-more";
import { NavLinkItem } from "./nav-link-item";

const linkClass =
  "flex min-h-11 items-center rounded-lg px-3 text-base font-semibold text-navy-900 hover:bg-navy-50 aria-[current=page]:bg-navy-50 aria-[current=page]:text-amber-700";

/** Small screens: a Menu button that opens the same navigation, with its sub-pages listed, plus search. */
export function MobileMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useRouteScopedState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(rootRef, open, close, buttonRef);

  return (
    <div ref={rootRef} className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(!open)}
        className="flex size-11 items-center justify-center rounded-full bg-navy-800 text-white hover:bg-navy-700"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        <span className="sr-only">Menu</span>
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-steel-100 bg-white px-4 pt-4 pb-8 shadow-raised"
      >
        <SearchBox onSearched={close} />
        <nav aria-label="Mobile" className="mt-4">
          <ul className="space-y-1">
            {mainNav.map((item) => (
              <li key={item.key}>
                <NavLinkItem
                  link={item}
                  onNavigate={close}
                  className={`${linkClass} ${isSectionActive(item, pathname) ? "text-amber-700" : ""}`}
                />
                {item.dropdown && (
                  <ul className="mb-2 ml-3 border-l-2 border-navy-100 pl-3">
                    {/* The parent link above already leads to the section's own page. */}
                    {item.dropdown.filter((link) => link.href !== item.href).map((link) => (
                      <li key={link.key}>
                        <NavLinkItem link={link} onNavigate={close} className={`${linkClass} text-sm text-steel-800`} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <NavLinkItem link={learnMoreLink} srSuffix={learnMoreSuffix} onNavigate={close} className={buttonClass("secondary")} />
          <NavLinkItem link={quoteLink} onNavigate={close} className={buttonClass("primary")} />
        </div>
      </div>
    </div>
  );
}
