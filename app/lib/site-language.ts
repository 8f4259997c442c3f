import { buildLanguage, LANGUAGE_FACTS, localPath, type Language } from "../../contract/languages";

/** The language this build renders (`VITE_SITE_LANG`; unset means English). */
export const siteLanguage: Language = buildLanguage();
export const siteLanguageFacts = LANGUAGE_FACTS[siteLanguage];

/** A page's address in this build's language: `/about` → `/fr/about` in the French build. */
export const sitePath = (path: string): string => localPath(path, siteLanguage);
