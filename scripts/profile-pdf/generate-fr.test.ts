import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Content modules read the build's language once, when first imported (app/content/language.ts):
// this file's are French, as in the French build's `write-profile.ts`.
vi.hoisted(() => vi.stubEnv("VITE_SITE_LANG", "fr"));

const { company } = await import("../../app/content/company");
const { companyProfile } = await import("../../app/content/company-profile");
const { services } = await import("../../app/content/services");
const { generateProfile } = await import("./generate");
const { layoutProblems, pageText } = await import("./read-back");

let dir: string;
let pdf: string;
let text: string;
let result: Awaited<ReturnType<typeof generateProfile>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "profile-pdf-fr-"));
  result = await generateProfile({ outFile: join(dir, "fr.pdf"), compress: false, date: new Date("2025-06-01T00:00:00Z") });
  pdf = (await readFile(result.outFile)).toString("latin1");
  text = pageText(pdf);
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe("company profile PDF in French", () => {
  it("is in French: its language, name, headings and footer", () => {
    expect(pdf).toContain("/Lang (fr)");
    expect(text).toContain("PLAQUETTE DE PRÉSENTATION 2025");
    expect(text).toContain("Qui sommes-nous");
    expect(text).toContain("Nos sept services");
    expect(text).toMatch(/Page 2 sur \d+/);
    expect(text).not.toContain("Company Profile");
  });

  it("draws the French text, accents, apostrophes and no-break spaces included", () => {
    for (const service of services) expect(text).toContain(service.title);
    const [first] = companyProfile.overview[0]!.split(/(?<=,) /);
    expect(text).toContain(first!.slice(0, 40));
    expect(text).toMatch(/[’éèàç]/);
    expect(text).toContain(company.emails.info);
  });

  it("places every block, with its longer words, none overlapping another or leaving its page", () => {
    expect(result.boxes.map((box) => box.label)).toEqual(expect.arrayContaining(["core values", "journey", "standards", "clients"]));
    expect(layoutProblems(result.boxes)).toEqual([]);
  });
});
