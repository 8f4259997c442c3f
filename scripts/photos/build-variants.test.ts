import { copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildVariants, variantWidths } from "./build-variants.mjs";

const fixture = join(import.meta.dirname, "..", "..", "tests", "fixtures", "photos", "tank-farm.jpg");

let dir: string;
let photosDir: string;
let manifestFile: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "photo-variants-"));
  photosDir = join(dir, "photos");
  manifestFile = join(dir, "generated", "photo-variants.json");
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function addFixture(relPath: string) {
  const target = join(photosDir, relPath);
  await mkdir(join(target, ".."), { recursive: true });
  await copyFile(fixture, target);
}

/** A 400 px copy of the fixture (format from the extension): one variant per format, so the test stays quick. */
async function addSmallPhoto(relPath: string) {
  await mkdir(photosDir, { recursive: true });
  await sharp(fixture).resize({ width: 400 }).toFile(join(photosDir, relPath));
}

// AVIF encoding takes a few seconds on a busy two-core machine.
const ENCODING_TIMEOUT = 60_000;

describe("variantWidths", () => {
  it("never upscales and caps at the top of the ladder", () => {
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
  });
});

describe("buildVariants", () => {
  it(
    "writes AVIF and WebP variants of a photo and its manifest entry",
    async () => {
      await addFixture("projects/tank-farm.jpg");

      const { encoded } = await buildVariants({ photosDir, manifestFile });

      expect(encoded).toBe(6);
      const manifest = JSON.parse(await readFile(manifestFile, "utf8"));
      expect(Object.keys(manifest)).toEqual(["/photos/projects/tank-farm.jpg"]);
      const entry = manifest["/photos/projects/tank-farm.jpg"];
      expect(entry).toMatchObject({ width: 1200, height: 900 });
      expect(entry.avif.map((v: { width: number }) => v.width)).toEqual([480, 960, 1200]);
      expect(entry.webp[0]).toEqual({ src: "/photos/_variants/projects/tank-farm-480.webp", width: 480 });

      for (const format of ["avif", "webp"] as const) {
        for (const variant of entry[format] as { src: string; width: number }[]) {
          const file = join(photosDir, variant.src.replace(/^\/photos\//, ""));
          const meta = await sharp(file).metadata();
          expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
          expect(meta.width).toBe(variant.width);
          expect(meta.height).toBe(Math.round((variant.width * 900) / 1200));
        }
      }
      const largestAvif = await stat(join(photosDir, "_variants", "projects", "tank-farm-1200.avif"));
      expect(largestAvif.size).toBeLessThan((await stat(fixture)).size);
    },
    ENCODING_TIMEOUT,
  );

  it(
    "re-encodes nothing on a second run and removes the variants of a deleted photo",
    async () => {
      await addSmallPhoto("a.jpg");
      await addSmallPhoto("b.png");
      await buildVariants({ photosDir, manifestFile });

      expect((await buildVariants({ photosDir, manifestFile })).encoded).toBe(0);

      await rm(join(photosDir, "b.png"));
      const { removed, manifest } = await buildVariants({ photosDir, manifestFile });
      expect(removed).toBe(2);
      expect(Object.keys(manifest)).toEqual(["/photos/a.jpg"]);
      expect(existsSync(join(photosDir, "_variants", "b-400.avif"))).toBe(false);
      expect(existsSync(join(photosDir, "_variants", "a-400.avif"))).toBe(true);
    },
    ENCODING_TIMEOUT,
  );

  it("writes an empty manifest when there are no photos, ignoring other files", async () => {
    await mkdir(photosDir, { recursive: true });
    await writeFile(join(photosDir, "notes.txt"), "not a photo");

    const { manifest, encoded } = await buildVariants({ photosDir, manifestFile });

    expect(encoded).toBe(0);
    expect(manifest).toEqual({});
    expect(JSON.parse(await readFile(manifestFile, "utf8"))).toEqual({});
  });
});
