// The wording every page of each language must keep (issue 45), run by the build after the pages are
// written: the glossary's terms (app/content/data/glossary.json: no variant it replaces, a trade
// code's first mention in its gloss) on every page of every language, and French typography
// (scripts/french-typography.ts) on every French page, in what a visitor sees, a screen reader reads
// and a search engine indexes (scripts/page-language.ts `pageTexts`). The French PDF's text is checked
// where it is drawn (scripts/profile-pdf/write-profile.ts). Usage: tsx scripts/check-wording.ts
// (BUILD_DIR picks the build).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES, localPath, type Language } from "../contract/languages";
import { pageFile } from "../contract/site-paths";
import { pagesIn } from "../app/content/site-map";
import { buildDirectory } from "../config/build-env";
import { pageTexts } from "./page-language";
import { describeProblem, glossaryProblems } from "./glossary-check";
import { typographyProblems } from "./french-typography";
import { resolvedGlossary } from "./glossary-terms";

const client = join(buildDirectory(), "client");

/** Each language's built pages: every page of the site map, and the language's 404 page. */
function builtPages(language: Language): Array<{ page: string; html: string }> {
  const notFound = localPath("/404", language);
  return [
    ...pagesIn(language).map((path) => ({ page: localPath(path, language), file: pageFile(localPath(path, language)) })),
    { page: notFound, file: language === DEFAULT_LANGUAGE ? "404.html" : pageFile(notFound) },
  ].map(({ page, file }) => {
    const path = join(client, file);
    if (!existsSync(path)) throw new Error(`check-wording: ${page} was not built (no ${path})`);
    return { page, html: readFileSync(path, "utf8") };
  });
}

/** The languages whose typography the build checks, with their rules. */
const typography: Partial<Record<Language, typeof typographyProblems>> = { fr: typographyProblems };

const problems: string[] = [];
let pageCount = 0;
for (const language of LANGUAGES) {
  const terms = resolvedGlossary(language);
  const rules = typography[language];
  for (const { page, html } of builtPages(language)) {
    pageCount += 1;
    const { texts, body } = pageTexts(html);
    for (const problem of glossaryProblems(texts, body, terms)) problems.push(`${page}: ${describeProblem(problem)}`);
    if (!rules) continue;
    const seen = new Set<string>();
    for (const text of texts) {
      for (const { rule, at } of rules(text)) {
        if (seen.has(`${rule}|${at}`)) continue;
        seen.add(`${rule}|${at}`);
        problems.push(`${page}: ${rule}: « ${at} »`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`check-wording: ${problems.length} problems on ${pageCount} pages (⍽ a no-break space, ␣ an ordinary one):`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error("Fix them in the content (app/content/data/, /admin/); the glossary is app/content/data/glossary.json.");
  process.exit(1);
}
console.log(`check-wording: ${pageCount} pages: the glossary's terms kept, French typography set`);
