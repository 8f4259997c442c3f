import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sitePaths } from "../contract/site-paths";
import { dataDir, dataFileProblems } from "./content/data-files";

// app/README.md's recipes "Add a service" and "Add a page", followed on a copy of the content files
// (and, for a page, on a fresh copy of the list of pages in memory): the entries are the whole
// change, and the routes, the content's checks and the site's page list take the new page from them.
let copy: string;
beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), "recipe-"));
  cpSync(dataDir, copy, { recursive: true });
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

type Services = { services: { id: string; title: string; image: string; page: { hero: string } }[] };
/** A content file holds each language's half (app/content/language.ts). */
type Both<T> = { en: T; fr: T };

/** Adds a service to both halves of the copied services.json, its French title in French. */
function addService(picture: string): Both<Services> {
  const file = join(copy, "services.json");
  const both = JSON.parse(readFileSync(file, "utf8")) as Both<Services>;
  for (const [half, title] of [
    [both.en, "Pipeline Integrity"],
    [both.fr, "Intégrité des pipelines"],
  ] as const)
    half.services.push({ ...half.services[0]!, id: "pipeline-integrity", title, image: picture });
  writeFileSync(file, JSON.stringify(both, null, 2));
  return both;
}

describe("recipe: add a service", () => {
  it("is one entry of services.json (with artwork that exists): the build accepts it and the page is prerendered", () => {
    const last = (JSON.parse(readFileSync(join(copy, "services.json"), "utf8")) as Both<Services>).en.services.at(-1)!.id;
    // Step 2: its artwork under public/art (an existing picture stands in for a new one here).
    const data = addService("/art/services/engineering.svg").en;

    expect(dataFileProblems(copy)).toEqual([]);
    const ids = data.services.map((service) => service.id);
    expect(sitePaths(ids)).toContain("/services/pipeline-integrity");
    // After /services, with the other services, in the content's order.
    expect(sitePaths(ids).indexOf("/services/pipeline-integrity")).toBe(sitePaths(ids).indexOf(`/services/${last}`) + 1);
  });

  it("refuses artwork that is not there, naming the entry and the field", () => {
    addService("/art/services/pipeline-integrity.svg");
    expect(dataFileProblems(copy)).toEqual(
      ["en", "fr"].map((language) =>
        expect.stringMatching(
          new RegExp(
            `${language}\\.services\\[\\d+\\] "pipeline-integrity", field "image": picture /art/services/pipeline-integrity\\.svg is not in public/`,
          ),
        ),
      ),
    );
  });
});

describe("recipe: add a page", () => {
  // The list of pages is code (contract/site-paths.ts): the test adds its entry to a fresh copy of
  // that module, then loads what reads it (the routes, the content's schemas) after the change.
  async function withPage() {
    vi.resetModules();
    const contract = await import("../contract/site-paths");
    // Step 1: the page's entry, naming its module (an existing module stands in for the new one).
    Object.assign(contract.sitePages, { faq: { path: "/careers/faq", module: "routes/careers.tsx", indexed: true, searchable: true } });
    const routes = (await import("./routes")).default;
    const { dataFileProblems: problems } = await import("./content/data-files");
    const { searchablePages } = await import("~/features/search/sources/page-documents");
    return { contract, routes, problems, searchablePages };
  }
  afterEach(() => vi.resetModules());

  it("its entry in the list of pages is its route, and the build asks for its text until pages.json has it", async () => {
    const { contract, routes, problems, searchablePages } = await withPage();
    // Step 2 is the module itself: the route to it follows from the entry, with no line in app/routes.ts.
    expect(routes).toContainEqual(expect.objectContaining({ path: "careers/faq", file: "routes/careers.tsx" }));
    expect(existsSync(join("app", "routes", "careers.tsx"))).toBe(true);
    // Step 3: pages.json must give its heading, intro and description; the build names what is missing.
    // In both languages.
    expect(problems(copy)).toEqual([
      expect.stringMatching(/pages\.json: en, field "faq": required, missing$/),
      expect.stringMatching(/pages\.json: fr, field "faq": required, missing$/),
    ]);
    const file = join(copy, "pages.json");
    const data = JSON.parse(readFileSync(file, "utf8")) as Both<Record<string, object>>;
    data.en.faq = {
      ...data.en.careers,
      title: "Careers FAQ",
      heading: "Questions about working with us",
      description: "Answers to the questions applicants ask most about roles, training and the hiring process at Deltaforge.",
    };
    data.fr.faq = {
      ...data.fr.careers,
      title: "FAQ carrières",
      heading: "Vos questions sur le travail chez nous",
      description:
        "Les réponses aux questions que les candidats posent le plus sur les postes, la formation et le recrutement chez Deltaforge.",
    };
    writeFileSync(file, JSON.stringify(data, null, 2));
    expect(problems(copy)).toEqual([]);
    // Prerendered, in the sitemap's list and in the site search, in the list's order.
    expect(contract.sitePaths([]).at(-1)).toBe("/careers/faq");
    expect(searchablePages).toContain("faq");
  });
});
