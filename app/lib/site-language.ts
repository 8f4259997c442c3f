import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_FACTS, localPath, type Language } from "../../contract/languages";

/**
 * The language this build renders. Each language is a build of its own (docs/decisions/0018):
 * `VITE_SITE_LANG=fr` builds the French pages under /fr. Vite writes the value in at build time;
 * scripts and tests run by Node read the same variable from the environment. Unset means English.
 */
function buildLanguage(): Language {
  const raw =
    (import.meta.env as Partial<ImportMetaEnv> | undefined)?.VITE_SITE_LANG ??
    (typeof process === "undefined" ? undefined : process.env.VITE_SITE_LANG);
  if (raw === undefined || raw === "") return DEFAULT_LANGUAGE;
  if (!isLanguage(raw)) throw new Error(`VITE_SITE_LANG must be one of en, fr; got "${raw}"`);
  return raw;
}

export const siteLanguage: Language = buildLanguage();
export const siteLanguageFacts = LANGUAGE_FACTS[siteLanguage];

/** A page's address in this build's language: `/about` → `/fr/about` in the French build. */
export const sitePath = (path: string): string => localPath(path, siteLanguage);
