import { buildLanguage, DEFAULT_LANGUAGE, type Language } from "../../contract/languages";
import { localiseLinks } from "./local-links";

/** Written in by Vite (the content-language plugin in vite.config.ts); undeclared in Node and Vitest. */
declare const __CONTENT_LANGUAGE__: Language;

/**
 * The language whose half of each content file this build reads (`VITE_SITE_LANG`, as
 * app/lib/site-language.ts). In a Vite build it is a constant, so the minifier drops what only the
 * other language needs (the French count words from an English page); elsewhere it is read from
 * the environment.
 */
export const contentLanguage: Language = typeof __CONTENT_LANGUAGE__ === "string" ? __CONTENT_LANGUAGE__ : buildLanguage();

/**
 * A content file's half in the build's language. Each file holds `{ "en": …, "fr": … }` (Decap's
 * i18n `single_file`); the build checks both halves against one schema (data-files.ts), so the
 * English half's type stands for either. In a Vite build the content-language plugin
 * (vite.config.ts) has already replaced each file by the build's half, so a page never ships the
 * other language and pays nothing for the choice; in Node (scripts, tests) the half is picked here.
 * Either way the half's links to pages carry the language's prefix (local-links.ts).
 */
export function ownHalf<F extends { en: unknown; fr: unknown }>(file: F, language: Language = contentLanguage): F["en"] {
  if (typeof __CONTENT_LANGUAGE__ === "string") return file as F["en"];
  // Its links lead to pages in that language (/fr/contact/quote), as the plugin writes them.
  return localiseLinks(language === DEFAULT_LANGUAGE ? file.en : withEnglish(file.en, file[language]), language) as F["en"];
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);

/**
 * A translated half completed from the English one: what it leaves out (by key, and by position in
 * lists) is the English value. The editor keeps the values the same in every language (ids, links,
 * pictures, numbers: Decap's `i18n: duplicate`) only in English for an entry added to a list, so
 * the French half of a new project holds its texts alone. The build has already stopped on a text
 * missing in French (data-files.ts), so what this fills is only such values.
 */
export function withEnglish(english: unknown, half: unknown): unknown {
  if (half === undefined) return english;
  if (Array.isArray(english) && Array.isArray(half)) return half.map((item: unknown, index) => withEnglish(english[index], item));
  if (isRecord(english) && isRecord(half))
    return Object.fromEntries(
      [...new Set([...Object.keys(english), ...Object.keys(half)])].map((key) => [key, withEnglish(english[key], half[key])]),
    );
  return half;
}
