import { Menu, X } from "lucide-react";
import { usePagePath } from "~/lib/use-page-path";
import { isSectionActive, learnMoreLink, navIn, quoteLink } from "~/content/navigation";
import { siteLabels } from "~/content/site-labels";
import { SearchBox } from "~/ui/search-box";
import { cn } from "~/lib/cn";
import { buttonClass } from "~/ui/button-link";
import { learnMoreSuffix } from "./learn-more";
import { NavLinkItem } from "./nav-link-item";

const linkClass =
  "flex min-h-11 items-center rounded-lg px-3 text-base font-semibold text-navy-900 hover:bg-navy-50 aria-[current=page]:bg-navy-50 aria-[current=page]:text-amber-700";

/**
 * Small screens: a Menu button that opens the same navigation, with its sub-pages listed, plus
 * search. A popover under the header: it opens, closes on Escape and on a click outside, with or
 * without JavaScript; following a link or searching loads a new page, where it starts closed.
 */
export function MobileMenu() {
  const pathname = usePagePath();
  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget="mobile-menu"
        aria-controls="mobile-menu"
        className="flex size-11 items-center justify-center rounded-full bg-navy-800 text-white hover:bg-navy-700"
      >
        <Menu aria-hidden="true" data-when-closed className="size-5" />
        <X aria-hidden="true" data-when-open className="size-5" />
        <span className="sr-only">{siteLabels.shell.menu}</span>
      </button>
      <div
        id="mobile-menu"
        popover="auto"
        className="mobile-menu border-t border-steel-100 bg-white px-4 pt-4 pb-8 text-navy-900 shadow-raised"
      >
        <SearchBox id="mobile-search" labels={siteLabels.search} />
        <nav aria-label={siteLabels.shell.mobileNav} className="mt-4">
          <ul className="space-y-1">
            {navIn("mobile").map((item) => (
              <li key={item.key}>
                <NavLinkItem link={item} className={cn(linkClass, isSectionActive(item, pathname) && "text-amber-700")} />
                {item.dropdown?.length ? (
                  <ul className="mb-2 ml-3 border-l-2 border-navy-100 pl-3">
                    {item.dropdown.map((link) => (
                      <li key={link.key}>
                        <NavLinkItem link={link} className={cn(linkClass, "text-sm text-steel-800")} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <NavLinkItem link={learnMoreLink} srSuffix={learnMoreSuffix} className={buttonClass("secondary")} />
          <NavLinkItem link={quoteLink} className={buttonClass("primary")} />
        </div>
      </div>
    </div>
  );
}
