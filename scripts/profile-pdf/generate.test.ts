import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certifications } from "../../app/content/certifications";
import { company } from "../../app/content/company";
import { offices } from "../../app/content/offices";
import { latestProjects } from "../../app/content/projects";
import { services } from "../../app/content/services";
import { generateProfile } from "./generate";

/**
 * The text drawn on the pages. With compress: false the content streams are readable; pdfkit
 * writes each line of a standard font as a TJ array of hex strings, split where it kerns.
 */
function pageText(pdf: string): string {
  const lines = [...pdf.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\] TJ/g)].map((match) =>
    [...(match[1] ?? "").matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1] ?? "", "hex").toString("latin1")).join(""),
  );
  return lines.join("\n");
}

let dir: string;
let pdf: string;
let text: string;
let pages: number;

// Rasterising the artwork takes a few seconds on a busy machine.
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "profile-pdf-"));
  const outFile = join(dir, "plain.pdf");
  ({ pages } = await generateProfile({ outFile, compress: false, date: new Date("2025-06-01T00:00:00Z") }));
  pdf = (await readFile(outFile)).toString("latin1");
  text = pageText(pdf);
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("company profile PDF", () => {
  it("is a multi-page PDF document", () => {
    expect(pdf.startsWith("%PDF-")).toBe(true);
    const pageObjects = pdf.match(/\/Type \/Page\b/g) ?? [];
    expect(pageObjects.length).toBeGreaterThanOrEqual(4);
    expect(pageObjects.length).toBe(pages);
  });

  it("names the company on the cover and in the document info", () => {
    expect(text).toContain(company.tagline.slice(0, 40));
    expect(text).toContain("COMPANY PROFILE 2025");
    expect(pdf).toContain(`(${company.name}: Company Profile)`);
  });

  it("lists all seven services and the four certifications", () => {
    expect(services).toHaveLength(7);
    for (const service of services) expect(text).toContain(service.title);
    for (const certification of certifications) expect(text).toContain(String(certification.year));
    expect(text).toContain("ISO 9001:2015 Quality");
    expect(text).toContain("ISO 45001:2018");
    expect(text).toContain("Practising Licence");
    expect(text).toContain("ISO 9001:2015");
    expect(text).toContain("Manufacturing");
  });

  it("shows the latest projects and every office's contacts", () => {
    for (const project of latestProjects) expect(text).toContain(project.client);
    for (const office of offices) {
      expect(text).toContain(office.email);
      for (const phone of office.phone.split(",")) expect(text).toContain(phone.trim());
    }
    expect(text).toContain(company.emails.hr);
  });

  it("numbers every page after the cover in the footer", () => {
    for (let page = 2; page <= pages; page += 1) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text).not.toContain(`Page 1 of ${pages}`);
  });

  it("has bookmarks for its sections", () => {
    for (const title of ["Who we are", "Services", "Certifications", "Selected projects", "Contact"]) {
      expect(pdf).toContain(`/Title (${title})`);
    }
  });

  it("stays small when compressed", async () => {
    const outFile = join(dir, "compressed.pdf");
    await generateProfile({ outFile });
    expect((await stat(outFile)).size).toBeLessThan(1.5 * 1024 * 1024);
  }, 120_000);
});
