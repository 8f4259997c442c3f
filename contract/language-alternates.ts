import { DEFAULT_LANGUAGE, LANGUAGE_FACTS, LANGUAGES, localPath, splitLocalPath, type Language } from "./languages";

export type LanguageAlternate = {
  /** `hreflang`: a language's tag, or `x-default` for the page a visitor with no match is sent to. */
  hreflang: string;
  /** The page's address in that language. */
  path: string;
};

/**
 * A page's addresses in every language, plus `x-default` (the default language's): the page
 * meta's `<link rel="alternate" hreflang>` and the sitemap's `xhtml:link` (issue 40). Every page
 * exists in every language at the same path under the language's prefix, so the list is the same
 * from each of them (reciprocal, as search engines require). `path` may be either language's.
 */
export function languageAlternates(path: string): LanguageAlternate[] {
  const { path: page } = splitLocalPath(path);
  return [
    ...LANGUAGES.map((language) => ({ hreflang: LANGUAGE_FACTS[language].tag, path: localPath(page, language) })),
    { hreflang: "x-default", path: localPath(page, DEFAULT_LANGUAGE) },
  ];
}

/** The languages other than `language`, for the language switch (one today: the site has two). */
export function otherLanguages(language: Language): Language[] {
  return LANGUAGES.filter((other) => other !== language);
}
