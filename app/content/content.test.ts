import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "../../contract/languages";
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

  describe("in each language's build", () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });

    // Each build reads its own half (language.ts): the French modules, counts and lists filled in French.
    it.each(LANGUAGES)("the %s modules match their schemas", async (language) => {
      vi.stubEnv("VITE_SITE_LANG", language);
      vi.resetModules();
      const { validateContent: validate } = await import("./catalog");
      expect(() => validate()).not.toThrow();
      const { homeSections } = await import("./home");
      const { services } = await import("./services");
      const { countWord } = await import("./copy-counts");
      const serviceLines = { en: "service lines", fr: "domaines d’activité" }[language];
      expect(homeSections.services.lead.toLowerCase()).toContain(`${countWord(services.length, language)} ${serviceLines}`);
    });
  });

  it("a wrong count fails validation", () => {
    const navigation = catalog.find((entry) => entry.name === "navigation")!;
    expect(navigation.schema.safeParse((navigation.data as unknown[]).slice(1)).success).toBe(false);
  });
});
