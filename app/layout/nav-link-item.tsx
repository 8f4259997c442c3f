import { usePagePath } from "~/lib/use-page-path";
import { isLinkCurrent } from "~/content/navigation";
import type { NavLink as NavLinkData } from "~/content/schemas/navigation";

type NavLinkItemProps = {
  link: NavLinkData;
  className: string;
  /** Words only screen readers (and search engines) get, after the visible name. */
  srSuffix?: string;
};

/**
 * A navigation link, an ordinary document load; aria-current="page" marks the page the visitor is
 * on: its own address (exact match only) or one of its aliases (the yard page also lives at
 * /fabrication-yard). Each page is prerendered, so the mark is in its HTML.
 */
export function NavLinkItem({ link, className, srSuffix }: NavLinkItemProps) {
  const current = isLinkCurrent(link, usePagePath());
  return (
    <a href={link.href} aria-current={current ? "page" : undefined} className={className}>
      {link.name}
      {srSuffix && <span className="sr-only"> {srSuffix}</span>}
    </a>
  );
}
