import { NavLink } from "react-router";
import type { NavLink as NavLinkData } from "~/content/schemas/navigation";

type NavLinkItemProps = {
  link: NavLinkData;
  className: string;
  onNavigate?: () => void;
};

/** A navigation link; aria-current="page" marks the page the visitor is on (exact match only). */
export function NavLinkItem({ link, className, onNavigate }: NavLinkItemProps) {
  return (
    <NavLink to={link.href} end className={className} onClick={onNavigate}>
      {link.name}
    </NavLink>
  );
}
