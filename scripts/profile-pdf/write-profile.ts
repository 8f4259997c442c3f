// Writes the company profile PDF of the build's language (VITE_SITE_LANG) into the build's client
// folder, at the URL that language's pages link to. Run by main.ts once per language.
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { companyProfilePath } from "../../contract/site-paths";
import { siteLanguage } from "../../app/lib/site-language";
import { buildDirectory, builtEnv } from "../../config/build-env";
import { generateProfile } from "./generate";
import { pageText } from "./read-back";
import { typographyProblems } from "../french-typography";
import { describeProblem, glossaryProblems } from "../glossary-check";
import { resolvedGlossary } from "../glossary-terms";

const buildDir = buildDirectory();
const outFile = join(buildDir, "client", ...companyProfilePath(siteLanguage).split("/").filter(Boolean));

const started = performance.now();
const { pages } = await generateProfile({ outFile, siteUrl: builtEnv(buildDir).siteUrl });
const { size } = await stat(outFile);
// The words the PDF draws keep the glossary's terms and, in French, French typography (issue 45):
// read back from an uncompressed copy, as the tests read it.
const copyDir = await mkdtemp(join(tmpdir(), "profile-pdf-check-"));
try {
  const copy = await generateProfile({ outFile: join(copyDir, "profile.pdf"), compress: false, siteUrl: builtEnv(buildDir).siteUrl });
  const text = pageText((await readFile(copy.outFile)).toString("latin1"));
  const lines = text.split("\n");
  const problems = [
    ...glossaryProblems([text], text, resolvedGlossary(siteLanguage)).map(describeProblem),
    ...(siteLanguage === "fr" ? lines.flatMap((line) => typographyProblems(line).map(({ rule, at }) => `${rule}: « ${at} »`)) : []),
  ];
  if (problems.length > 0) {
    console.error(`profile-pdf (${siteLanguage}): ${problems.length} problems in the PDF's words (⍽ a no-break space, ␣ an ordinary one):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
} finally {
  await rm(copyDir, { recursive: true, force: true });
}

console.log(
  `profile-pdf (${siteLanguage}): ${outFile} (${pages} pages, ${(size / 1024).toFixed(0)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
