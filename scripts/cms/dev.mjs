// `npm run cms`: the content editor on this computer. Starts decap-server (Decap CMS's local
// backend: it reads and writes the files in this checkout, no login; on 127.0.0.1 only, for local
// Host names only: decap-server.mjs) and the development site, then prints the address of /admin/.
// Ctrl+C stops both. See docs/cms.md.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { startDecapServer } from "./decap-server.mjs";

const sitePort = Number(process.env.CMS_PORT ?? 5173);
// decap-server's port is the one the CMS's local backend expects (Decap's default; scripts/cms/config.ts).
const backendPort = 8081;

// The binaries themselves, not through npx or npm, so that stopping this script stops them.
const bin = (name) => join("node_modules", ".bin", name);
const children = [
  startDecapServer(backendPort),
  spawn(process.execPath, [bin("react-router"), "dev", "--port", String(sitePort), "--strictPort"], {
    stdio: ["ignore", "pipe", "inherit"],
  }),
];
const site = children[1];

let announced = false;
site.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Local:/.test(String(chunk))) {
    announced = true;
    console.log(`\n  Content editor: http://localhost:${sitePort}/admin/index.html\n  The site:       http://localhost:${sitePort}/\n`);
  }
});

function stop() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
