import { paths, serviceIds, servicePath } from "../../contract/site-paths";
import type { NavItem, NavLink } from "./schemas/navigation";
import { siteLabels } from "./site-labels";

// The one navigation file: header, mobile menu and footer all render from it.
export const mainNav: NavItem[] = [
  { key: "home", name: "Home", href: paths.home, inFooter: true },
  {
    key: "about",
    name: "About",
    footerName: "About Us",
    href: paths.about,
    inFooter: true,
    dropdown: [
      { key: "who-we-are", name: "Who We Are", href: paths.whoWeAre },
      { key: "management", name: "Management", href: paths.management },
      { key: "history", name: "History", href: paths.history },
      { key: "certifications", name: "Certifications", href: paths.certifications },
      { key: "gallery", name: "Gallery", href: paths.gallery },
      { key: "clients", name: "Clients", href: paths.clients },
    ],
  },
  {
    key: "services",
    name: "Services",
    href: paths.services,
    inFooter: true,
    activeFor: serviceIds.map(servicePath),
  },
  { key: "projects", name: "Projects", href: paths.projects, inFooter: true },
  { key: "workshop", name: "Workshop", href: paths.yard, inFooter: true, aliases: [paths.yardAlias] },
  { key: "careers", name: "Careers", href: paths.careers, inFooter: true },
  {
    key: "contact",
    name: "Contact",
    href: paths.contact,
    inFooter: true,
    dropdown: [
      { key: "contact-offices", name: "Contact", href: paths.contact },
      { key: "quote", name: "Request Quote", href: paths.quote },
      { key: "vendor", name: "Vendor Registration", href: paths.vendor },
      { key: "partner", name: "Become Partner", href: paths.partner },
    ],
  },
];

export const learnMoreLink: NavLink = { key: "learn-more", name: siteLabels.links.learnMore, href: paths.whoWeAre };
export const quoteLink: NavLink = { key: "request-quote", name: siteLabels.links.requestQuote, href: paths.quote };
/** In the footer's bottom line (NDPA 2023 notice). */
export const privacyLink: NavLink = { key: "privacy", name: siteLabels.links.privacy, href: paths.privacy };

export const footerLinks: NavLink[] = mainNav
  .filter((item) => item.inFooter)
  .map(({ key, name, footerName, href }) => ({ key, name: footerName ?? name, href }));

/** Whether a nav item (or one of its dropdown links) is the section the visitor is in. */
export function isSectionActive(item: NavItem, pathname: string): boolean {
  const own = [item.href, ...(item.activeFor ?? []), ...(item.aliases ?? []), ...(item.dropdown ?? []).map((link) => link.href)];
  return own.includes(normalisePath(pathname));
}

export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
