import type { Language } from "../../../../contract/languages";
import { siteLanguage } from "~/lib/site-language";
import { englishWordForms } from "./english-word-forms";
import type { WordForms } from "./word-forms";

/**
 * Each language's word forms for the browser, loaded with the index when the page first searches:
 * the French stemmer is its own chunk, fetched by French pages only, so English pages' JavaScript
 * does not grow with it.
 */
const loaders: Record<Language, () => Promise<WordForms>> = {
  en: async () => englishWordForms,
  fr: async () => (await import("./french-word-forms")).frenchWordForms,
};

/** The word forms of the build's language, which its index was built with. */
export const loadSiteWordForms = (): Promise<WordForms> => loaders[siteLanguage]();
