import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalog, validateContent } from "./catalog";

function imagePaths(value: unknown): string[] {
  if (typeof value === "string") return /^\/(art|photos)\/.+\.(svg|jpe?g|png|webp|avif)$/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(imagePaths);
  if (value && typeof value === "object") return Object.values(value).flatMap(imagePaths);
  return [];
}

describe("content modules", () => {
  it("all match their schemas, counts of spec §9 included", () => {
    expect(() => validateContent()).not.toThrow();
  });

  it.each(catalog.map((entry) => [entry.name, entry] as const))("%s points only at images that exist", (_name, entry) => {
    const missing = imagePaths(entry.data).filter((path) => !existsSync(join("public", path)));
    expect(missing).toEqual([]);
  });

  it("a wrong count fails validation", () => {
    const navigation = catalog.find((entry) => entry.name === "navigation")!;
    expect(navigation.schema.safeParse((navigation.data as unknown[]).slice(1)).success).toBe(false);
  });
});
