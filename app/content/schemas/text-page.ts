import { z } from "zod";
import { textPageSections } from "../../../contract/site-paths";
import { imageAlt, imagePath, slug } from "./common";
import { pageSchema } from "./page";

/** The menu's dropdowns a page with text may join (the top level stays the spec's seven items). */
export const textPageMenus = ["none", "about", "contact"] as const;

/** One section of a page with text: its heading (the h2) and its body in Markdown. */
export const textPageSectionSchema = z.object({
  heading: z.string().min(3).max(80),
  body: z.string().min(40).meta({
    widget: "markdown",
    description: "Markdown: paragraphs, **bold**, lists, ### sub-headings, [links](/contact). HTML is left out.",
  }),
});

/**
 * A page with text (data/text-pages.json), written in the editor in both languages: its address is
 * its section's and its link name (contract/site-paths.ts `textPagePath`), it is prerendered,
 * indexed, searched and listed in the sitemap like every page, and linked where `menu` and `footer`
 * say (content/navigation.ts).
 */
export const textPageSchema = z.object({
  id: slug.meta({
    title: "Link name",
    description: "The page's address after its section, e.g. health-safety-environment (lower-case words joined by hyphens).",
  }),
  section: z
    .enum(textPageSections)
    .meta({ title: "Section", description: "The page's address is below this section's, or at the top level." }),
  title: z.string().min(3).max(60).meta({ description: "The page's heading, its menu link and its title in search results." }),
  lead: pageSchema.shape.intro.meta({ title: "Lead", description: "The sentence or two under the heading." }),
  description: pageSchema.shape.description.meta({ title: "Description for search engines" }),
  image: imagePath,
  imageAlt,
  menu: z.enum(textPageMenus).meta({ title: "In the menu, under", description: "The dropdown that links to the page, or none." }),
  footer: z.boolean().meta({ title: "In the footer's quick links" }),
  sections: z.array(textPageSectionSchema.strict()).min(1).meta({ summary: "{{fields.heading}}" }),
});
export type TextPage = z.infer<typeof textPageSchema>;
export type TextPageMenu = (typeof textPageMenus)[number];
