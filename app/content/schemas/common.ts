import { z } from "zod";

/** A site-relative picture: our own artwork under /art or a real photograph under /photos. */
export const imagePath = z.string().regex(/^\/(art|photos)\/[a-z0-9/_-]+\.(svg|jpe?g|png|webp|avif)$/);

export const internalHref = z.string().regex(/^\/[a-z0-9/_?=&.-]*$/);

export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
