import { z } from "zod";
import { internalHref, slug } from "./common";

export const navLinkSchema = z.object({
  key: slug,
  name: z.string().min(2),
  href: internalHref,
  /** Other paths on which this item counts as the current section (highlight only). */
  activeFor: z.array(internalHref).optional(),
  /** Other addresses of this very page: the link is marked aria-current there too. */
  aliases: z.array(internalHref).optional(),
});

export const navItemSchema = navLinkSchema.extend({
  dropdown: z.array(navLinkSchema).optional(),
  /** The footer's label, where it differs (the spec's footer says "About Us"). */
  footerName: z.string().optional(),
  inFooter: z.boolean(),
});

export type NavLink = z.infer<typeof navLinkSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
