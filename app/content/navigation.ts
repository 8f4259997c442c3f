import { paths } from "../lib/paths";
import { sitePath } from "../lib/site-language";
import type { NavItem, NavLink, NavPlace } from "./schemas/navigation";
import type { TextPageMenu } from "./schemas/text-page";
import { siteLabels } from "./site-labels";
import { textPageTitles, type TextPageTitle } from "./text-page-titles";

/** Most links appear in all three places; a dropdown's entries in the header and the mobile menu. */
const everywhere: NavPlace[] = ["header", "mobile", "footer"];
const menus: NavPlace[] = ["header", "mobile"];
/** The links' names, in the build's language (data/site-labels.json). */
const menu = siteLabels.menu;

/** A page with text (data/text-pages.json) as a link shown in `places`. */
const textPageLink = (page: TextPageTitle, places: NavPlace[]): NavLink => ({
  key: `page-${page.id}`,
  name: page.title,
  href: sitePath(page.path),
  in: places,
});

/** The pages with text whose `menu` names this dropdown, after its own links, in the header and the mobile menu. */
const textPageLinks = (menu: Exclude<TextPageMenu, "none">): NavLink[] =>
  textPageTitles.filter((page) => page.menu === menu).map((page) => textPageLink(page, menus));

// The one navigation file: header, dropdowns, mobile menu and footer all render from it, each link
// where its `in` says. A new page is one entry here (top level or in a dropdown).
export const mainNav: NavItem[] = [
  { key: "home", name: menu.home, href: paths.home, in: everywhere },
  {
    key: "about",
    name: menu.about,
    footerName: menu.aboutFooter,
    href: paths.about,
    in: everywhere,
    dropdown: [
      { key: "who-we-are", name: menu.whoWeAre, href: paths.whoWeAre, in: menus },
      { key: "management", name: menu.management, href: paths.management, in: menus },
      { key: "history", name: menu.history, href: paths.history, in: menus },
      { key: "certifications", name: menu.certifications, href: paths.certifications, in: menus },
      { key: "gallery", name: menu.gallery, href: paths.gallery, in: menus },
      { key: "clients", name: menu.clients, href: paths.clients, in: menus },
      ...textPageLinks("about"),
      // The list's later pages and the posts are below /news (app/content/news.ts).
      { key: "news", name: menu.news, href: paths.news, in: everywhere, coversSubpages: true },
    ],
  },
  // Every service's page is below /services: the item is the current section there.
  { key: "services", name: menu.services, href: paths.services, in: everywhere, coversSubpages: true },
  { key: "projects", name: menu.projects, href: paths.projects, in: everywhere },
  { key: "workshop", name: menu.workshop, href: paths.yard, in: everywhere, aliases: [paths.yardAlias] },
  { key: "careers", name: menu.careers, href: paths.careers, in: everywhere },
  {
    key: "contact",
    name: menu.contact,
    href: paths.contact,
    in: everywhere,
    dropdown: [
      // The mobile menu's parent link already leads to the contact page.
      { key: "contact-offices", name: menu.contact, href: paths.contact, in: ["header"] },
      { key: "quote", name: menu.quote, href: paths.quote, in: menus },
      { key: "vendor", name: menu.vendor, href: paths.vendor, in: menus },
      { key: "partner", name: menu.partner, href: paths.partner, in: menus },
      ...textPageLinks("contact"),
    ],
  },
];

export const learnMoreLink: NavLink = { key: "learn-more", name: siteLabels.links.learnMore, href: paths.whoWeAre, in: menus };
export const quoteLink: NavLink = { key: "request-quote", name: siteLabels.links.requestQuote, href: paths.quote, in: menus };
/** In the footer's bottom line (NDPA 2023 notice). */
export const privacyLink: NavLink = { key: "privacy", name: siteLabels.links.privacy, href: paths.privacy, in: ["footer"] };

/** The links shown in one place: top-level items, each with the dropdown entries shown there too. */
export function navIn(place: NavPlace): NavItem[] {
  return mainNav
    .filter((item) => item.in.includes(place))
    .map((item) => ({ ...item, dropdown: item.dropdown?.filter((link) => link.in.includes(place)) }));
}

/** Every link of the navigation, dropdown entries after their item, in site order. */
const allLinks: NavLink[] = mainNav.flatMap(({ dropdown, ...item }) => [item, ...(dropdown ?? [])]);

/**
 * The footer's quick links: every link, at any level, that says it is in the footer (the spec's
 * seven), then the pages with text that say `footer` (data/text-pages.json).
 */
export const footerLinks: NavLink[] = [
  ...allLinks,
  ...textPageTitles.filter((page) => page.footer).map((page) => textPageLink(page, ["footer"])),
]
  .filter((link) => link.in.includes("footer"))
  .map((link) => ({ ...link, name: link.footerName ?? link.name }));

/** Whether a link is this very page: its own address or one of its aliases. */
export function isLinkCurrent(link: NavLink, pathname: string): boolean {
  const path = normalisePath(pathname);
  return path === normalisePath(link.href) || (link.aliases ?? []).includes(path);
}

/** Whether a nav item (or one of its dropdown links) is the section the visitor is in. */
export function isSectionActive(item: NavItem, pathname: string): boolean {
  const path = normalisePath(pathname);
  const below = (link: NavLink) => Boolean(link.coversSubpages && path.startsWith(`${link.href}/`));
  // A dropdown's link covers its own subpages outright (News: the posts and later list pages).
  if ([item, ...(item.dropdown ?? [])].some((link) => isLinkCurrent(link, path)) || (item.dropdown ?? []).some(below)) return true;
  return below(item) && !allLinks.some((link) => isLinkCurrent(link, path));
}

export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
