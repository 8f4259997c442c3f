import { z } from "zod";
import { imageAlt, imagePath, slug } from "./common";

/** A text with placeholders the page fills in, each named in the editor's hint. */
const filled = (hint: string, ...names: string[]) =>
  names.reduce((text, name) => text.includes(`{${name}}`), z.string().min(3)).meta({ description: hint });

/**
 * One news post (data/news.json): its address (`/news/<slug>`), date, words in each language, its
 * picture, and an optional project or service it is about. A post marked English only has no French
 * half: the French site, feeds, search and sitemap leave it out (its French entry may be empty).
 */
export const newsPostSchema = z.object({
  slug: slug.meta({ title: "Link name", description: "The post's address is /news/<link name>, e.g. iso-9001-renewed." }),
  date: z.iso.date().meta({ title: "Date published" }),
  englishOnly: z
    .boolean()
    .meta({ title: "English only", description: "On: no French version; the French site, feeds, search and sitemap leave the post out." }),
  title: z.string().min(10).max(110),
  summary: z.string().min(60).max(300).meta({ description: "One or two sentences: the list's card, the feeds and search engines." }),
  body: z
    .string()
    .min(200)
    .meta({ widget: "markdown", description: "The post in Markdown: paragraphs, ## subheadings, lists, links. Raw HTML is dropped." }),
  image: imagePath,
  imageAlt,
  projectId: slug
    .meta({
      title: "About the project",
      description: "Optional: one of the projects of Projects and clients › Projects.",
      relation: { file: "projects.json", list: "projects", value: "id", display: "title" },
    })
    .optional(),
  serviceId: slug
    .meta({
      title: "About the service",
      description: "Optional: one of the services of Services › Services.",
      relation: { file: "services.json", list: "services", value: "id", display: "title" },
    })
    .optional(),
});
export type NewsPost = z.infer<typeof newsPostSchema>;

/** The words the news pages share, in one language. */
export const newsLabelsSchema = z.strictObject({
  postEyebrow: z.string().min(3).meta({ description: "Above a post's title, e.g. News." }),
  readMore: z.string().min(3).meta({ description: "The cue at the foot of a post's card." }),
  pagination: z.string().min(3).meta({ description: "Read by screen readers only: the name of the links between the list's pages." }),
  newer: z.string().min(3),
  older: z.string().min(3),
  pageOf: filled("Between the list's links; {page} is this page, {pages} how many there are.", "page", "pages"),
  pageTitle: filled("The title of the list's second and later pages; {title} is the news page's, {page} its number.", "title", "page"),
  allNews: z.string().min(3).meta({ description: "The link from a post back to the list." }),
  related: z.string().min(3).meta({ description: "Before the link to the project or service a post is about." }),
  feedsTitle: z.string().min(3).meta({ description: "Above the links to the feeds." }),
  feedsText: z.string().min(20),
  rss: z.string().min(3),
  atom: z.string().min(3),
  feedTitle: filled("The feeds' own title, shown in feed readers; {company} is the company's name.", "company"),
});
export type NewsLabels = z.infer<typeof newsLabelsSchema>;
