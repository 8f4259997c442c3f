// Makes sure the engines of `npm run test:browsers` exist (tests/browsers/README.md): Debian's
// chromium, firefox-esr, webkit2gtk-driver (WebKitWebDriver + MiniBrowser) and xvfb. As root on
// Debian it installs what is missing (scripts/system-packages.mjs); anywhere else it says what to
// install and stops. Chromium 123 and 113 come from npm packages (devDependencies).
import { findChromium } from "./chromium.mjs";
import { installPackages, missingPackages } from "./system-packages.mjs";

const missing = () => [...(findChromium() ? [] : ["chromium"]), ...missingPackages(["firefox-esr", "webkit2gtk-driver", "xvfb"])];
try {
  installPackages(missing(), "test:browsers");
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const still = missing();
if (still.length) {
  console.error(`apt-get finished but these are still missing: ${still.join(", ")}`);
  process.exit(1);
}
