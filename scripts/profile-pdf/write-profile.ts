// Writes the company profile PDF of the build's language (VITE_SITE_LANG) into the build's client
// folder, at the URL that language's pages link to. Run by main.ts once per language.
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { companyProfilePath } from "../../contract/site-paths";
import { siteLanguage } from "../../app/lib/site-language";
import { buildDirectory, builtEnv } from "../../config/build-env";
import { generateProfile } from "./generate";

const buildDir = buildDirectory();
const outFile = join(buildDir, "client", ...companyProfilePath(siteLanguage).split("/").filter(Boolean));

const started = performance.now();
const { pages } = await generateProfile({ outFile, siteUrl: builtEnv(buildDir).siteUrl });
const { size } = await stat(outFile);
console.log(
  `profile-pdf (${siteLanguage}): ${outFile} (${pages} pages, ${(size / 1024).toFixed(0)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
