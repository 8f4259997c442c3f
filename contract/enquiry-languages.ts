/**
 * The enquiry forms' words in every language, for what must know them all: the inbox, which answers
 * in the language the page posted, and the tests that hold the catalogues to the same keys. A page
 * imports only its own language's catalogue (app/lib/enquiry-words.ts), never this.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";
import { wordedRules, type EnquiryRules, type EnquiryWords } from "./enquiry-words";
import { ENQUIRY_WORDS_EN } from "./enquiry-words-en";
import { ENQUIRY_WORDS_FR } from "./enquiry-words-fr";

export const ENQUIRY_WORDS: Record<Language, EnquiryWords> = { en: ENQUIRY_WORDS_EN, fr: ENQUIRY_WORDS_FR };

/** Every field's rule with its words, per language. */
export const ENQUIRY_RULES: Record<Language, EnquiryRules> = { en: wordedRules(ENQUIRY_WORDS_EN), fr: wordedRules(ENQUIRY_WORDS_FR) };

/** A posted language: a known one, else the default (a missing or unknown value is never an error). */
export function postedLanguage(value: unknown): Language {
  const trimmed = typeof value === "string" ? value.trim() : value;
  return isLanguage(trimmed) ? trimmed : DEFAULT_LANGUAGE;
}
