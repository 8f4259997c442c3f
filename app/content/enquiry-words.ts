import { wordedRules } from "../../contract/enquiry-words";
import { ENQUIRY_WORDS_EN } from "../../contract/enquiry-words-en";
import { ENQUIRY_WORDS_FR } from "../../contract/enquiry-words-fr";
import { contentLanguage } from "./language";

/**
 * The enquiry contract's words (labels, options, the checks' messages) in the build's language: a
 * page checks and labels in its own language, and the inbox answers it in the same words
 * (contract/enquiry-words.ts).
 */
export const enquiryWords = contentLanguage === "fr" ? ENQUIRY_WORDS_FR : ENQUIRY_WORDS_EN;

/** Every field's rule with its words in the build's language. */
export const enquiryRules = wordedRules(enquiryWords);
