import { textPages } from "~/content/text-pages";
import { sitePath } from "~/lib/site-language";
import type { DocumentSource } from "../search-document";
import { markdownText } from "./markdown-text";
import { anchored, joinText } from "./text";

/** Each page with text (data/text-pages.json): the page itself (its title, lead and description), then each section at its anchor. */
export const textPageDocuments: DocumentSource = () =>
  textPages.flatMap((page) => {
    const url = sitePath(page.path);
    return [
      { id: `text-page:${page.id}`, title: page.title, text: joinText(page.lead, page.description), page: page.title, url },
      ...page.sections.map((section) => ({
        id: `text-page:${page.id}#${section.anchor}`,
        title: section.heading,
        text: markdownText(section.body),
        page: page.title,
        url: anchored(url, section.anchor),
      })),
    ];
  });
