// Before `react-router build`: turn every real photograph under public/photos/ (JPEG or PNG) into
// AVIF and WebP variants for `srcset`, and write the manifest that `Img` reads to render <picture>.
// Usage: node scripts/photos/build-variants.mjs
//
// Output (both git-ignored, both regenerated from the photos):
// - public/photos/_variants/<path>-<width>.{avif,webp}: served as static files at /photos/_variants/…
// - app/generated/photo-variants.json: { "/photos/<path>.jpg": { width, height, avif: [{src,width}], webp: […] } }
//
// Variants are only re-encoded when missing or older than their photo, and variants of deleted
// photos are removed, so a build without new photos (or without any) costs milliseconds.
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { filesUnder } from "../files-under.mjs";

/** Widths of the srcset ladder: phone, tablet/half-width desktop, full-width desktop. */
export const VARIANT_WIDTHS = [480, 960, 1600];
export const VARIANTS_DIR_NAME = "_variants";

// Quality settings chosen by eye: AVIF 50 and WebP 72 look alike and are both well under the JPEG
// they replace. AVIF effort 3 instead of the default 4: about twice as fast for a few per cent more bytes.
const FORMATS = [
  { ext: "avif", encode: (image) => image.avif({ quality: 50, effort: 3 }) },
  { ext: "webp", encode: (image) => image.webp({ quality: 72, effort: 4 }) },
];

const PHOTO_EXTENSIONS = /\.(jpe?g|png)$/i;

/** The widths to make for a photo `sourceWidth` pixels wide: never upscaled, never wider than the ladder's top. */
export function variantWidths(sourceWidth) {
  const widths = VARIANT_WIDTHS.filter((width) => width <= sourceWidth);
  const top = Math.min(sourceWidth, VARIANT_WIDTHS.at(-1));
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

/** The photos under photosDir (full paths, sorted), leaving out the variants made from them. */
async function findPhotos(photosDir) {
  const files = await filesUnder(photosDir);
  return files
    .filter((file) => !file.startsWith(`${VARIANTS_DIR_NAME}/`) && PHOTO_EXTENSIONS.test(file))
    .map((file) => join(photosDir, file));
}

async function isFresh(output, sourceMtime) {
  try {
    return (await stat(output)).mtimeMs >= sourceMtime;
  } catch {
    return false;
  }
}

const toUrlPath = (path) => path.split(sep).join("/");

/**
 * Builds the variants and the manifest.
 * @param {{ photosDir: string, manifestFile: string, urlBase?: string, log?: (line: string) => void }} options
 *   photosDir is the folder served at `urlBase` (default "/photos").
 * @returns {Promise<{ manifest: Record<string, unknown>, encoded: number, removed: number }>}
 */
export async function buildVariants({ photosDir, manifestFile, urlBase = "/photos", log = () => {} }) {
  const variantsDir = join(photosDir, VARIANTS_DIR_NAME);
  const photos = await findPhotos(photosDir);
  // sharp loads libvips (about 100 ms): only when there is something to encode.
  const sharp = photos.length > 0 ? (await import("sharp")).default : undefined;

  const manifest = {};
  const expected = new Set();
  let encoded = 0;
  for (const photo of photos) {
    const rel = relative(photosDir, photo);
    const base = rel.replace(PHOTO_EXTENSIONS, "");
    const { mtimeMs } = await stat(photo);
    const input = await readFile(photo);
    // The camera's EXIF rotation applied: width and height as people see the photo.
    const { width, height } = (await sharp(input).metadata()).autoOrient;
    const widths = variantWidths(width);
    const entry = { width, height, avif: [], webp: [] };

    await Promise.all(
      FORMATS.flatMap((format) =>
        widths.map(async (variantWidth) => {
          const name = `${base}-${variantWidth}.${format.ext}`;
          const output = join(variantsDir, name);
          expected.add(output);
          entry[format.ext].push({ src: `${urlBase}/${VARIANTS_DIR_NAME}/${toUrlPath(name)}`, width: variantWidth });
          if (await isFresh(output, mtimeMs)) return;
          await mkdir(dirname(output), { recursive: true });
          const resized = sharp(input).autoOrient().resize({ width: variantWidth, withoutEnlargement: true });
          await format.encode(resized).toFile(output);
          encoded += 1;
        }),
      ),
    );
    for (const format of FORMATS) entry[format.ext].sort((a, b) => a.width - b.width);
    manifest[`${urlBase}/${toUrlPath(rel)}`] = entry;
  }

  let removed = 0;
  for (const file of (await filesUnder(variantsDir)).map((rel) => join(variantsDir, rel))) {
    if (!expected.has(file)) {
      await rm(file);
      removed += 1;
    }
  }

  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  const previous = existsSync(manifestFile) ? await readFile(manifestFile, "utf8") : undefined;
  // Rewriting an unchanged manifest would make Vite's dev server reload for nothing.
  if (json !== previous) {
    await mkdir(dirname(manifestFile), { recursive: true });
    await writeFile(manifestFile, json);
  }
  log(`photos: ${photos.length} photo(s), ${encoded} variant(s) encoded, ${removed} stale removed`);
  return { manifest, encoded, removed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
  await buildVariants({
    photosDir: join(root, "public", "photos"),
    manifestFile: join(root, "app", "generated", "photo-variants.json"),
    log: console.log,
  });
}
