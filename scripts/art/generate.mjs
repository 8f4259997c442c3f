// Writes every picture listed in docs/art-manifest.md into public/.
// Run from the project root: node scripts/art/generate.mjs
// Output is deterministic (seeded by file path), so re-running gives byte-identical files.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { canvas } from "./core.mjs";
import { writeRasters } from "./raster.mjs";
import hero from "./scenes/hero.mjs";
import heroes from "./scenes/heroes.mjs";
import services from "./scenes/services.mjs";
import projects from "./scenes/projects.mjs";
import gallery from "./scenes/gallery.mjs";
import yard from "./scenes/yard.mjs";
import misc from "./scenes/misc.mjs";
import brand from "./scenes/brand.mjs";
import clients from "./scenes/clients.mjs";
import leaders from "./scenes/leaders.mjs";
import certifications from "./scenes/certifications.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "public");
const only = process.argv[2]; // optional substring filter while iterating on one scene

const all = [
  ...hero,
  ...heroes,
  ...services,
  ...projects,
  ...gallery,
  ...yard,
  ...misc,
  ...brand,
  ...clients,
  ...leaders,
  ...certifications,
];
let count = 0,
  bytes = 0;
for (const item of all) {
  if (only && !item.file.includes(only)) continue;
  const c = canvas(item.w, item.h, item.title, item.file);
  item.draw(c);
  const svg = item.raw ? item.raw(c) : c.toString();
  const out = join(root, item.file);
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, svg);
  count++;
  bytes += Buffer.byteLength(svg);
}
if (!only) await writeRasters(root);
console.log(`wrote ${count} SVG files (${bytes} bytes)${only ? "" : " + favicon.ico, apple-touch-icon.png, og-image.png"}`);
