// Build step: writes the company profile PDF of every language into the build's client folder, at
// the URL its pages link to (companyProfilePath). Content modules read the build's language
// (VITE_SITE_LANG) once, when first imported, so each language's PDF is drawn by a process of its
// own (write-profile.ts). Usage: BUILD_DIR=build tsx scripts/profile-pdf/main.ts
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { LANGUAGES } from "../../contract/languages";

for (const language of LANGUAGES) {
  execFileSync(process.execPath, ["--import", "tsx", join(import.meta.dirname, "write-profile.ts")], {
    env: { ...process.env, VITE_SITE_LANG: language },
    stdio: "inherit",
  });
}
