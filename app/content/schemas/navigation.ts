import { z } from "zod";
import { internalHref, slug } from "./common";

/**
 * Where a link appears: the desktop header (a top-level item, or an entry of its item's dropdown),
 * the mobile menu (likewise under its item), the footer's quick links. The layout renders a link
 * only where it says, so a page linked from a dropdown and the footer needs no special case.
 */
export const navPlaces = ["header", "mobile", "footer"] as const;
export type NavPlace = (typeof navPlaces)[number];

export const navLinkSchema = z.object({
  key: slug,
  name: z.string().min(2),
  href: internalHref,
  in: z.array(z.enum(navPlaces)).min(1),
  /** The footer's label, where it differs (the spec's footer says "About Us"). */
  footerName: z.string().optional(),
  /** Other addresses of this very page: the link is marked aria-current there too. */
  aliases: z.array(internalHref).optional(),
  /** Pages below this address count as this section (the service pages below /services), unless a menu link is theirs. */
  coversSubpages: z.boolean().optional(),
});

export const navItemSchema = navLinkSchema.extend({ dropdown: z.array(navLinkSchema).optional() });

export type NavLink = z.infer<typeof navLinkSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
