import { NavLink } from "react-router";
import type { NavLink as NavLinkData } from "~/content/schemas/navigation";

type NavLinkItemProps = {
  link: NavLinkData;
  className: string;
  onNavigate?: () => void;
  /** Words only screen readers (and search engines) get, after the visible name. */
  srSuffix?: string;
};

/** A navigation link; aria-current="page" marks the page the visitor is on (exact match only). */
export function NavLinkItem({ link, className, onNavigate, srSuffix }: NavLinkItemProps) {
  return (
    <NavLink to={link.href} end className={className} onClick={onNavigate}>
      {link.name}
      {srSuffix && <span className="sr-only"> {srSuffix}</span>}
    </NavLink>
  );
}
