// Makes sure a Chromium exists before the browser tests. On a fresh Debian machine (root, apt) it
// installs Debian's chromium; anywhere else it stops with a one-line instruction.
import { execSync } from "node:child_process";
import { findChromium } from "./chromium.mjs";

const found = findChromium();
if (found) {
  console.log(`chromium: ${found}`);
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
const hasApt = (() => {
  try {
    execSync("command -v apt-get", { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

if (!isRoot || !hasApt) {
  console.error("No Chromium found: install one (Debian: `sudo apt-get install -y chromium`) or set CHROME_PATH to its binary.");
  process.exit(1);
}

console.log("chromium: not found, installing Debian's chromium with apt-get…");
execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
  stdio: "inherit",
  shell: "/bin/bash",
});
const installed = findChromium();
if (!installed) {
  console.error("apt-get finished but no Chromium binary was found; set CHROME_PATH to its binary.");
  process.exit(1);
}
console.log(`chromium: ${installed}`);
