import { Link, NavLink, useLocation } from "react-router";
import { normalisePath } from "~/content/navigation";
import type { NavLink as NavLinkData } from "~/content/schemas/navigation";

type NavLinkItemProps = {
  link: NavLinkData;
  className: string;
  onNavigate?: () => void;
  /** Words only screen readers (and search engines) get, after the visible name. */
  srSuffix?: string;
};

/**
 * A navigation link; aria-current="page" marks the page the visitor is on: its own address
 * (exact match only) or one of its aliases (the yard page also lives at /fabrication-yard).
 */
export function NavLinkItem({ link, className, onNavigate, srSuffix }: NavLinkItemProps) {
  const { pathname } = useLocation();
  const label = (
    <>
      {link.name}
      {srSuffix && <span className="sr-only"> {srSuffix}</span>}
    </>
  );
  // NavLink only sets aria-current on its own address, so an alias gets a plain Link marked by hand.
  if (link.aliases?.includes(normalisePath(pathname))) {
    return (
      <Link to={link.href} aria-current="page" className={className} onClick={onNavigate}>
        {label}
      </Link>
    );
  }
  return (
    <NavLink to={link.href} end className={className} onClick={onNavigate}>
      {label}
    </NavLink>
  );
}
