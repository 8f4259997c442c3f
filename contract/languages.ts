/**
 * The site's languages (issue 40): English at the root, French under /fr. Each language's pages are
 * prerendered by a build of their own (docs/decisions/0018); the server, the hosts' files and the
 * checks read this table to know both. A language is one entry here plus its half of every
 * content file (`{ "en": …, "fr": … }`).
 */
export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of the root pages, of `x-default` and of anything that names no language. */
export const DEFAULT_LANGUAGE: Language = "en";

export type LanguageFacts = {
  /** Where its pages live: "" for the root, "/fr" for /fr/… */
  readonly prefix: string;
  /** `lang` and `hreflang`. */
  readonly tag: string;
  /** `og:locale`. */
  readonly ogLocale: string;
  /** The locale `Intl` formats dates, numbers and lists with. */
  readonly intl: string;
  /** The language's name in itself, for the language switch. */
  readonly name: string;
  /** Its name in English, for staff (the staff notification and inbox are English only). */
  readonly englishName: string;
  /** What goes between a word and a colon: nothing in English, a no-break space in French (issue 45). */
  readonly beforeColon: string;
};

export const LANGUAGE_FACTS: Record<Language, LanguageFacts> = {
  en: { prefix: "", tag: "en", ogLocale: "en_NG", intl: "en-NG", name: "English", englishName: "English", beforeColon: "" },
  fr: { prefix: "/fr", tag: "fr", ogLocale: "fr_FR", intl: "fr-FR", name: "Français", englishName: "French", beforeColon: "\u00a0" },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a build renders, from its `VITE_SITE_LANG` (docs/decisions/0018): Vite writes the
 * value in at build time; scripts and tests run by Node read the same variable from the
 * environment. Unset means the default language. Here, not in app/lib, because both the app's lib
 * (app/lib/site-language.ts) and its content (app/content/language.ts) read it, and content may not
 * import lib.
 */
export function buildLanguage(): Language {
  return languageOf(
    (import.meta.env as Partial<ImportMetaEnv> | undefined)?.VITE_SITE_LANG ??
      (typeof process === "undefined" ? undefined : process.env.VITE_SITE_LANG),
  );
}

/** The language a `VITE_SITE_LANG` value names; unset or empty is the default. Anything else stops the build. */
export function languageOf(raw: string | undefined): Language {
  if (raw === undefined || raw === "") return DEFAULT_LANGUAGE;
  if (!isLanguage(raw)) throw new Error(`VITE_SITE_LANG must be one of ${LANGUAGES.join(", ")}; got "${raw}"`);
  return raw;
}

/** A page's address in a language: `/about` → `/fr/about`; the home page `/` → `/fr`. */
export function localPath(path: string, language: Language): string {
  const prefix = LANGUAGE_FACTS[language].prefix;
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** The language an address is in and its address in the default language: `/fr/about` → fr, `/about`. */
export function splitLocalPath(path: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    const prefix = LANGUAGE_FACTS[language].prefix;
    if (!prefix) continue;
    if (path === prefix || path === `${prefix}/`) return { language, path: "/" };
    if (path.startsWith(`${prefix}/`)) return { language, path: path.slice(prefix.length) };
  }
  return { language: DEFAULT_LANGUAGE, path };
}
