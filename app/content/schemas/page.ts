import { z } from "zod";
import { sitePages, type SitePageKey } from "../../../contract/site-paths";
import { imagePath } from "./common";
import { linkSchema } from "./section";

/** The heading, intro and meta of a page: what every route renders first, and what search indexes. */
export const pageSchema = z.object({
  title: z.string().min(3),
  eyebrow: z.string().min(3),
  heading: z.string().min(3),
  intro: z.string().min(40),
  description: z.string().min(50).max(170),
  hero: imagePath,
});
export type Page = z.infer<typeof pageSchema>;

/** The pages with text of their own: every page of the list of pages (contract/site-paths.ts) but the yard's alias, which shares the yard's. */
export type PageTextKey = Exclude<SitePageKey, "yardAlias">;
export const pageTextKeys = Object.keys(sitePages).filter((key): key is PageTextKey => key !== "yardAlias");

/**
 * data/pages.json: one group of fields per page, keyed by the page's key. An object with explicit keys,
 * not a record, so the editor shows one group per page and the build fails when a page has none.
 */
export const pagesSchema = z.strictObject(
  Object.fromEntries(pageTextKeys.map((key) => [key, pageSchema.strict().meta({ title: `Page: ${sitePages[key].path}` })])) as Record<
    PageTextKey,
    z.ZodObject<(typeof pageSchema)["shape"], z.core.$strict>
  >,
);
export type Pages = Record<PageTextKey, Page>;

/** data/not-found-page.json: the 404 page, the ways on from it, and the words the error page shows instead. */
export const notFoundPageSchema = z.strictObject({
  page: pageSchema.strict(),
  links: z.array(linkSchema.strict()).min(1).max(4).meta({ title: "Links under the intro" }),
  error: z
    .strictObject({
      eyebrow: pageSchema.shape.eyebrow,
      heading: pageSchema.shape.heading,
      intro: pageSchema.shape.intro,
      homeLabel: z.string().min(3),
    })
    .meta({ title: "When a page fails (not a missing page)" }),
  offline: z
    .strictObject({
      visitedHeading: z.string().min(3),
      noneVisited: z.string().min(20),
      contactHeading: z.string().min(3),
      contactText: z.string().min(20),
    })
    .meta({ title: "The offline page: its list of saved pages and the contact card (its heading and intro are in Pages)" }),
});
export type NotFoundPage = z.infer<typeof notFoundPageSchema>;
