// The Debian packages the browser checks need, written once: which files show each is there, and
// installing the missing ones (as root on Debian, otherwise a one-line instruction). Plain Node with
// no npm dependency, so .ci/run can start it before `npm install`: both wait mostly on the network,
// side by side. `node scripts/system-packages.mjs [package…]` installs the missing ones (all by default).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

const onPath = (command) => (process.env.PATH ?? "").split(delimiter).some((dir) => dir && existsSync(join(dir, command)));

/** Each package and what shows it is installed (a file, or a command on PATH). */
export const systemPackages = {
  // Playwright, check:hosts and the browsers suite (scripts/chromium.mjs also takes CHROME_PATH).
  chromium: () => ["/usr/bin/chromium", "/usr/bin/chromium-browser"].some(existsSync),
  // The browsers suite (tests/browsers/README.md).
  "firefox-esr": () => existsSync("/usr/bin/firefox-esr"),
  "webkit2gtk-driver": () => onPath("WebKitWebDriver"),
  xvfb: () => onPath("Xvfb"),
  // check:hosts (scripts/check-hosts/hosts.ts).
  "nginx-light": () => ["/usr/sbin/nginx", "/usr/bin/nginx"].some(existsSync),
};

/** The packages of `names` that are not installed. */
export function missingPackages(names = Object.keys(systemPackages)) {
  return names.filter((name) => !systemPackages[name]());
}

/** Installs `names` with apt-get (one update, one install); throws with what to run where it cannot. */
export function installPackages(names, who) {
  if (names.length === 0) return;
  const root = process.getuid?.() === 0;
  if (!root || !onPath("apt-get")) {
    throw new Error(`${who}: missing ${names.join(", ")}: install them (Debian: \`sudo apt-get install -y ${names.join(" ")}\`).`);
  }
  console.log(`${who}: installing ${names.join(", ")} with apt-get…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names.join(" ")}`, {
    stdio: "inherit",
    shell: "/bin/bash",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !(name in systemPackages));
  if (unknown.length) {
    console.error(`system-packages: unknown package(s) ${unknown.join(", ")} (${Object.keys(systemPackages).join(", ")})`);
    process.exit(1);
  }
  try {
    installPackages(missingPackages(wanted.length ? wanted : undefined), "system-packages");
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const still = missingPackages(wanted.length ? wanted : undefined);
  if (still.length) {
    console.error(`system-packages: apt-get finished but these are still missing: ${still.join(", ")}`);
    process.exit(1);
  }
}
