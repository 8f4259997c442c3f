import type { WordForms } from "./word-forms";

/** English words are found as written, in any case ("CNC", "cnc"); prefix and fuzzy matching do the rest. */
export const englishWordForms: WordForms = (word) => [word.toLowerCase()];
