// Makes sure a Chromium exists before the browser tests. On a fresh Debian machine (root, apt) it
// installs Debian's chromium (scripts/system-packages.mjs); anywhere else it stops with a one-line instruction.
import { findChromium } from "./chromium.mjs";
import { installPackages } from "./system-packages.mjs";

if (!findChromium()) {
  try {
    installPackages(["chromium"], "chromium");
  } catch (error) {
    console.error(`${error.message} Or set CHROME_PATH to a Chromium binary.`);
    process.exit(1);
  }
}
const found = findChromium();
if (!found) {
  console.error("apt-get finished but no Chromium binary was found; set CHROME_PATH to its binary.");
  process.exit(1);
}
console.log(`chromium: ${found}`);
