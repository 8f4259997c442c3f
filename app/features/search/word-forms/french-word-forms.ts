import { stemmer } from "@orama/stemmers/french";
import type { WordForms } from "./word-forms";

/**
 * The word without its accents, ligatures spelt out: "réservoir" → "reservoir", "maîtrise" →
 * "maitrise", "façade" → "facade", "œuvre" → "oeuvre" (Unicode decomposes accents, not ligatures).
 */
export const foldAccents = (word: string): string => word.normalize("NFD").replace(/\p{M}/gu, "").replace(/œ/g, "oe").replace(/æ/g, "ae");

/**
 * French words are found by their stem with accents folded, so "soudeurs" finds "soudeur" and
 * "réservoirs" finds "reservoir". Snowball's French stemmer (from @orama/stemmers) reads accents
 * ("-ité", "-ée"), so the accented word is stemmed first and its stem folded; a visitor who types
 * without accents ("securite") gets the stem of the unaccented word, which is why a word is also
 * stored under that second form when it differs.
 */
export const frenchWordForms: WordForms = (word) => {
  const lower = word.toLowerCase();
  const stem = foldAccents(stemmer(lower));
  const unaccented = stemmer(foldAccents(lower));
  return stem === unaccented ? [stem] : [stem, unaccented];
};
