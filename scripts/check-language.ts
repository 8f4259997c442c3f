// No English on a French page and no French on an English one (issue 40): reads every built page
// of both languages, cuts its words into sentences and text pieces (scripts/page-language.ts), and
// fails on any piece that pages of both languages show (an English sentence left in French, or the
// other way round), unless it is only what both languages write the same: names (the company, its
// clients, people, places, certifications and codes, taken from the content files, so a new client
// needs no edit here), the few words spelt alike in English and French (`alike` below), figures and
// signs. Usage: npm run check:language (BUILD_DIR picks the build).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES, localPath, type Language } from "../contract/languages";
import { pageFile } from "../contract/site-paths";
import { pagesIn } from "../app/content/site-map";
import { buildDirectory } from "../config/build-env";
import { pageWords, sharedWords } from "./page-language";

const client = join(buildDirectory(), "client");
const dataDir = "app/content/data";

/**
 * Where names live in the content files: `[]` walks every entry of a list, `*` every key. A name
 * written in either language's half is allowed on both languages' pages.
 */
const namePlaces: Record<string, string[]> = {
  "company.json": ["name", "shortName", "phones.[]", "emails.*", "address.lines.[]", "address.city", "claims.[]"],
  "clients.json": ["clients.[].name"],
  "leaders.json": ["leaders.[].name"],
  "offices.json": ["branches.[].address.[]", "branches.[].phone", "branches.[].email"],
  "jobs.json": ["jobs.[].location"],
  "projects.json": ["projects.[].location"],
  "services.json": ["services.[].page.sections.[].credentials.[].code"],
  "yard.json": ["highlights.[].figure"],
};

/**
 * Words English and French spell alike, as the site uses them: each one is a real French word (or
 * a place, a unit or an abbreviation used in both), checked by a French reader, not an English
 * word let through. Keep it short: a word that is English only belongs in the French content.
 */
const alike = [
  "Menu",
  "Mobile",
  "Contact",
  "Services",
  "Certifications",
  "Instrumentation",
  "Message",
  "Client",
  "Clients",
  "E-mail",
  // The French oil and gas trade's own word (the translators' choice in clients.json).
  "Midstream",
  "PDF",
  "Abuja",
  "Calabar",
  "Warri",
];

/** A content file's halves: `{ en, fr }` once both languages are in it, else the file as it is. */
function halves(json: unknown): unknown[] {
  if (json && typeof json === "object" && LANGUAGES.every((language) => language in json)) {
    return LANGUAGES.map((language) => (json as Record<Language, unknown>)[language]);
  }
  return [json];
}

function valuesAt(value: unknown, steps: string[]): string[] {
  if (steps.length === 0) return typeof value === "string" ? [value] : [];
  const [step, ...rest] = steps;
  if (value === null || typeof value !== "object") return [];
  if (step === "[]") return Array.isArray(value) ? value.flatMap((item) => valuesAt(item, rest)) : [];
  if (step === "*") return Object.values(value).flatMap((item) => valuesAt(item, rest));
  return valuesAt((value as Record<string, unknown>)[step!], rest);
}

function names(): string[] {
  const found = new Set<string>(alike);
  for (const [file, places] of Object.entries(namePlaces)) {
    for (const half of halves(JSON.parse(readFileSync(join(dataDir, file), "utf8")))) {
      for (const place of places) for (const name of valuesAt(half, place.split("."))) found.add(name.trim());
    }
  }
  return [...found];
}

/** Each language's built pages: every page of the site map, and the language's 404 page. */
function builtPages(language: Language): Array<{ page: string; words: Set<string> }> {
  const notFound = localPath("/404", language);
  const files = [
    ...pagesIn(language).map((path) => ({ page: localPath(path, language), file: pageFile(localPath(path, language)) })),
    { page: notFound, file: language === DEFAULT_LANGUAGE ? "404.html" : pageFile(notFound) },
  ];
  return files.map(({ page, file }) => {
    const path = join(client, file);
    if (!existsSync(path)) throw new Error(`check:language: ${page} was not built (no ${path}): run \`npm run build:local\` first`);
    return { page, words: pageWords(readFileSync(path, "utf8")).words };
  });
}

if (!existsSync(client) || readdirSync(client).length === 0) {
  console.error(`check:language: no built site at ${client}: run \`npm run build:local\` first.`);
  process.exit(1);
}
const allowed = names();
const pages = LANGUAGES.map(builtPages);
const report = sharedWords(pages, allowed);

const counted = LANGUAGES.map((language, index) => `${pages[index]!.length} ${language} pages`).join(", ");
if (report.length === 0) {
  console.log(`check:language: ${counted}: no words shared by pages of both languages but names (${allowed.length} names and words alike)`);
  process.exit(0);
}
console.error(`check:language: ${counted}: these words are on pages of both languages (English left in French, or French in English):`);
for (const { words, pages: where } of report) {
  const shown = where.length > 4 ? `${where.slice(0, 4).join(", ")} and ${where.length - 4} more` : where.join(", ");
  console.error(`  "${words}": ${shown}`);
}
console.error(
  "Translate them in the content's other half; for a name or a word both languages spell alike, see scripts/check-language.ts.",
);
process.exit(1);
