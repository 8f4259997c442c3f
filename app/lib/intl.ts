import type { Language } from "../../contract/languages";
import { siteLanguage, siteLanguageFacts } from "./site-language";

/** The locale the build's pages write dates, numbers and lists in (contract/languages.ts). */
export const siteLocale = siteLanguageFacts.intl;

/**
 * A calendar date (`YYYY-MM-DD`, as content stores it) written out: "9 November 2026", "9 novembre
 * 2026". Read as UTC, so the day never shifts with the time zone of the build or the browser.
 */
export function formatDate(isoDate: string, locale: string = siteLocale): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}

/** A label and its text, "Phone: +234…", "Téléphone\u00a0: +234…" (French sets a no-break space before the colon). */
export function labelled(label: string | number, text: string | number): string {
  return `${label}${siteLanguageFacts.beforeColon}: ${text}`;
}

/**
 * The words a language contracts before a vowel, once a name is filled into a template: French
 * writes « la biographie d’Ing. Tobenna Okafor », not « de Ing. » (issue 45). Only « de », the one
 * the templates put before a name.
 */
const elisions: Partial<Record<Language, (text: string) => string>> = {
  fr: (text) => text.replace(/(^|\s)([dD])e (?=[AEIOUYÀÂÉÈÊÎÔaeiouyàâéèêîô])/g, "$1$2’"),
};

/** `text` with the language's elisions made (French « de Ing. » → « d’Ing. »). */
export function elided(text: string, language: Language = siteLanguage): string {
  return elisions[language]?.(text) ?? text;
}

/** A number with the language's grouping and decimal signs: "1,200.5", "1 200,5". */
export function formatNumber(value: number, locale: string = siteLocale): string {
  return new Intl.NumberFormat(locale).format(value);
}

/**
 * Which of a label's two forms a count takes: "one" (in French 0 and 1, in English 1 only) or
 * "other" (every other count, French's "many" for millions included).
 */
export function countForm(count: number, locale: string = siteLocale): "one" | "other" {
  return new Intl.PluralRules(locale).select(count) === "one" ? "one" : "other";
}
