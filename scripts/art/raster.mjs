// Raster outputs made with sharp from composed SVGs: favicon.ico (16/32/48 px PNG frames
// packed into a real ICO container), apple-touch-icon.png (180×180) and og-image.png (1200×630).
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { P, canvas, rect, text } from "./core.mjs";
import { outdoor, veil, MID, NEAR } from "./compose.mjs";
import { column, flare, tank, pipeRack } from "./industry.mjs";
import { mark } from "./scenes/brand.mjs";

const png = (svg, w, h) => sharp(Buffer.from(svg), { density: 300 }).resize(w, h).png({ compressionLevel: 9 }).toBuffer();

/** ICO container holding PNG-encoded frames (supported by every current browser and OS). */
function ico(frames) {
  const header = Buffer.alloc(6 + 16 * frames.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(frames.length, 4);
  let offset = header.length;
  frames.forEach(({ size, data }, i) => {
    const e = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, e);
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt16LE(1, e + 4);
    header.writeUInt16LE(32, e + 6);
    header.writeUInt32LE(data.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...frames.map((f) => f.data)]);
}

/** Open Graph card: dusk plant scene on the right, logo and tagline on the calm left. */
function ogSvg() {
  const c = canvas(1200, 630, "Deltaforge Energy Services", "og-image");
  outdoor(c, { horizon: 430, far: "plant", sunX: 840, sunR: 26, mood: "dusk" });
  c.add(tank(c, 800, 470, 150, 80, MID));
  c.add(rect(0, 470, 1200, 160, c.lin([P.navy900, P.navy950])), pipeRack(c, 640, 1200, 520, 70, NEAR, 4));
  c.add(column(c, 930, 520, 40, 380, NEAR) + column(c, 1010, 520, 30, 290, NEAR) + flare(c, 1120, 520, 380, NEAR));
  veil(c, 0.8, 0.75);
  c.add(mark(c, 80, 150, 2.1));
  c.add(text(200, 205, "DELTAFORGE", 58, P.white, { "font-weight": "bold", "letter-spacing": 1 }));
  c.add(text(203, 242, "ENERGY SERVICES", 22, P.amber400, { "letter-spacing": 7 }));
  c.add(rect(84, 300, 90, 5, P.amber500));
  c.add(
    text(84, 360, "Engineering, fabrication and energy", 36, P.white),
    text(84, 406, "services across Nigeria and West Africa", 36, P.white),
  );
  return c.toString();
}

/** Square icon: the mark on a navy tile (touch icons must not be transparent). */
function tileSvg() {
  const c = canvas(180, 180, "Deltaforge Energy", "apple-touch-icon");
  c.add(rect(0, 0, 180, 180, c.lin([P.white, P.navy100])), mark(c, 30, 30, 2.5));
  return c.toString();
}

export async function writeRasters(root) {
  const fav = await readFile(join(root, "favicon.svg"));
  const frames = [];
  for (const size of [16, 32, 48]) frames.push({ size, data: await png(fav, size, size) });
  await writeFile(join(root, "favicon.ico"), ico(frames));
  await writeFile(join(root, "apple-touch-icon.png"), await png(tileSvg(), 180, 180));
  await writeFile(join(root, "og-image.png"), await sharp(Buffer.from(ogSvg())).png({ compressionLevel: 9, palette: false }).toBuffer());
}
