// The glossary's rules over a page's words (issue 45), pure so it is unit-tested: no variant the
// glossary replaces, and a trade code's first mention in its gloss ("essence super (PMS)"). The
// build runs it over every page of each language and the PDFs (scripts/check-wording.ts).
import { variantList } from "../app/content/schemas/glossary";

/** A glossary entry with its term found (a service's title, for one whose name is in its own file). */
export type ResolvedTerm = { id: string; kind: string; term: string; gloss?: string; variants: string };

/** Texts compared as a reader reads them: one kind of apostrophe and of space, any case. */
const plain = (text: string) =>
  text
    .replace(/'/g, "’")
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .toLowerCase();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A whole word or phrase: not inside a longer word ("spools" is not in "spoolsx"). */
const whole = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(plain(text))}(?![\\p{L}\\p{N}])`, "gu");
/** A code in capitals ("AGO") is matched in capitals only: "ago" may be a word of another language. */
const codeWord = (term: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, "u");

export type GlossaryProblem = { variant: string; term: string } | { term: string; gloss: string };

/**
 * The glossary's rules a page breaks: each variant it writes (its texts: visible words, attributes,
 * metadata), with the term to write; and each glossed term whose first mention in `body` (the visible
 * text in reading order) is not inside its gloss.
 */
export function glossaryProblems(texts: readonly string[], body: string, terms: readonly ResolvedTerm[]): GlossaryProblem[] {
  const problems: GlossaryProblem[] = [];
  const seen = new Set<string>();
  for (const { term, gloss, variants } of terms) {
    for (const variant of variantList(variants)) {
      for (const text of texts) {
        // The term (and its gloss) may contain the variant: "p. ex." holds "ex.".
        const rest = [gloss, term].reduce<string>((left, keep) => (keep ? left.replace(whole(keep), " ") : left), plain(text));
        if (whole(variant).test(rest) && !seen.has(`${variant}|${term}`)) {
          seen.add(`${variant}|${term}`);
          problems.push({ variant, term });
        }
      }
    }
    if (gloss) {
      const spaced = body.replace(/'/g, "’").replace(/[\s\u00a0\u202f]+/g, " ");
      const found = codeWord(term).exec(spaced);
      if (!found) continue;
      const glossAt = spaced.toLowerCase().indexOf(plain(gloss));
      const inGloss = glossAt >= 0 && glossAt <= found.index && found.index < glossAt + gloss.length;
      if (!inGloss) problems.push({ term, gloss });
    }
  }
  return problems;
}

/** One line for the build's message. */
export const describeProblem = (problem: GlossaryProblem) =>
  "variant" in problem
    ? `« ${problem.variant} » where the glossary writes « ${problem.term} »`
    : `« ${problem.term} » first mentioned without its gloss « ${problem.gloss} »`;
