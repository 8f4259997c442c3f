// Build step: writes the company profile PDF into the build's client folder, at the URL the site
// links to (paths.companyProfile). Usage: BUILD_DIR=build tsx scripts/profile-pdf/main.ts
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { paths } from "../../app/lib/paths";
import { buildDirectory, builtEnv } from "../../config/build-env";
import { generateProfile } from "./generate";

const buildDir = buildDirectory();
const outFile = join(buildDir, "client", ...paths.companyProfile.split("/").filter(Boolean));

const started = performance.now();
const { pages } = await generateProfile({ outFile, siteUrl: builtEnv(buildDir).siteUrl });
const { size } = await stat(outFile);
console.log(
  `profile-pdf: ${outFile} (${pages} pages, ${(size / 1024).toFixed(0)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
