import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certifications } from "../../app/content/certifications";
import { countWord } from "../../app/content/copy-counts";
import { company } from "../../app/content/company";
import { offices } from "../../app/content/offices";
import { latestProjects } from "../../app/content/projects";
import { services } from "../../app/content/services";
import { loadBuildEnv } from "../../config/build-env";
import { serviceTitleMax } from "../../app/content/schemas/service";
import { profileContent } from "./content";
import { generateProfile } from "./generate";
import type { Box } from "./layout";
import { layoutProblems, pageText } from "./read-back";

let dir: string;
let pdf: string;
let text: string;
let pages: number;
let boxes: Box[];

// Rasterising the artwork takes a few seconds on a busy machine.
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "profile-pdf-"));
  const outFile = join(dir, "plain.pdf");
  ({ pages, boxes } = await generateProfile({ outFile, compress: false, date: new Date("2025-06-01T00:00:00Z") }));
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

  it("lists every service and the four certifications", () => {
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

  it("has bookmarks for its sections, named as their headings", () => {
    for (const title of [
      "Who we are",
      "Our management team",
      `Our ${countWord(services.length)} services`,
      "Selected projects",
      "Contact Us",
    ]) {
      expect(pdf).toContain(`/Title (${title})`);
    }
  });

  it("places every block with none overlapping another or leaving its page", () => {
    expect(boxes.map((box) => box.label)).toEqual(
      expect.arrayContaining(["core values", "journey", "standards", "clients", "website band"]),
    );
    expect(layoutProblems(boxes)).toEqual([]);
  });

  it("stays small when compressed", async () => {
    const outFile = join(dir, "compressed.pdf");
    await generateProfile({ outFile });
    expect((await stat(outFile)).size).toBeLessThan(1.5 * 1024 * 1024);
  }, 120_000);
});

describe("company profile PDF, services pages for any number of services", () => {
  const content = profileContent(loadBuildEnv("production").siteUrl);
  // The longest a service's words may be (schemas/service.ts): title, summary and features.
  const longest = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      ...content.services[index % content.services.length]!,
      id: `service-${index}`,
      title: `Decommissioning and Recovery ${index}`.slice(0, serviceTitleMax - 2) + ` ${index}`,
      summary:
        "M".repeat(20) +
        " Wide summary of a service that fills every line it is given, as long as the schema allows it to be".padEnd(140, " w"),
      features: Array.from({ length: 3 }, () =>
        "Mechanical completion and handover dossiers for every single system".padEnd(80, "m").slice(0, 80),
      ),
    }));

  for (const [name, list] of [
    ["the site's services", content.services],
    ["7 services with the longest words", longest(7)],
    ["10 services with the longest words", longest(10)],
  ] as const) {
    it(`places ${name}, the certifications and the call to action with no block overlapping another or leaving its page`, async () => {
      const outFile = join(dir, `services-${list.length}.pdf`);
      const { boxes } = await generateProfile({ outFile, compress: false, content: { ...content, services: [...list] } });
      const services = boxes.filter((box) => box.label.startsWith("service "));
      expect(services.map((box) => box.label)).toEqual(list.map((service) => `service ${service.id}`));
      expect(boxes.map((box) => box.label)).toEqual(expect.arrayContaining(["credentials", "call to action"]));
      expect(layoutProblems(boxes)).toEqual([]);
      const text = pageText((await readFile(outFile)).toString("latin1"));
      for (const service of list) expect(text).toContain(service.title);
    }, 120_000);
  }

  it("places five offices' cards in rows, on the contact page", async () => {
    const offices = Array.from({ length: 5 }, (_, index) => ({
      ...content.offices[index % content.offices.length]!,
      id: `office-${index}`,
    }));
    const { boxes } = await generateProfile({ outFile: join(dir, "offices-5.pdf"), compress: false, content: { ...content, offices } });
    expect(boxes.filter((box) => box.label.startsWith("office ")).map((box) => box.label)).toEqual(
      offices.map((office) => `office ${office.id}`),
    );
    expect(layoutProblems(boxes)).toEqual([]);
  }, 120_000);

  it("would see a block drawn over another", () => {
    const band = { label: "call to action", page: 3, x: 48, y: 690, width: 499, height: 128 };
    expect(layoutProblems([{ label: "service a", page: 3, x: 48, y: 600, width: 499, height: 120 }, band])).toEqual([
      "call to action on page 4 leaves the page (y 690 to 818)",
      "service a and call to action overlap on page 4",
    ]);
  });
});
