// Makes sure the engines of `npm run test:browsers` exist (tests/browsers/README.md): Debian's
// chromium, firefox-esr, webkit2gtk-driver (WebKitWebDriver + MiniBrowser) and xvfb. As root on
// Debian it installs what is missing; anywhere else it says what to install and stops.
// Chromium 123 comes from the npm package @sparticuz/chromium (a devDependency).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./chromium.mjs";

const onPath = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: "ignore", shell: "/bin/bash" });
    return true;
  } catch {
    return false;
  }
};

const needs = [
  { pkg: "chromium", present: () => Boolean(findChromium()) },
  { pkg: "firefox-esr", present: () => existsSync("/usr/bin/firefox-esr") },
  { pkg: "webkit2gtk-driver", present: () => onPath("WebKitWebDriver") },
  { pkg: "xvfb", present: () => onPath("Xvfb") },
];
const missing = needs.filter((n) => !n.present()).map((n) => n.pkg);
if (!missing.length) process.exit(0);

if (process.getuid?.() !== 0 || !onPath("apt-get")) {
  console.error(`Browsers missing for test:browsers: install them (Debian: \`sudo apt-get install -y ${missing.join(" ")}\`).`);
  process.exit(1);
}
console.log(`test:browsers: installing ${missing.join(", ")} with apt-get…`);
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`, {
  stdio: "inherit",
  shell: "/bin/bash",
});
const still = needs.filter((n) => !n.present()).map((n) => n.pkg);
if (still.length) {
  console.error(`apt-get finished but these are still missing: ${still.join(", ")}`);
  process.exit(1);
}
