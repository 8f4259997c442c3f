import { buildLanguage, type Language } from "../../contract/languages";

/** The language whose half of each content file this build reads (`VITE_SITE_LANG`, as app/lib/site-language.ts). */
export const contentLanguage: Language = buildLanguage();

/**
 * A content file's half in the build's language. Each file holds `{ "en": …, "fr": … }` (Decap's
 * i18n `single_file`); the build checks both halves against one schema (data-files.ts), so the
 * English half's type stands for either. In a Vite build the file arrives with only this build's
 * half (the content-language plugin in vite.config.ts), so a page never ships the other language.
 */
export function ownHalf<F extends { en: unknown; fr: unknown }>(file: F, language: Language = contentLanguage): F["en"] {
  const half = file[language];
  if (half === undefined) throw new Error(`content: this file has no "${language}" half in this build`);
  return half as F["en"];
}
