import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sitePaths } from "../../contract/site-paths";
import { dataDir, dataFileProblems } from "./data-files";

// app/README.md's recipe "Add a service", followed on a copy of the content files: the entry and
// its artwork are the whole change, and the site's page list takes the new page from it.
let copy: string;
beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), "recipe-"));
  cpSync(dataDir, copy, { recursive: true });
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

type Services = { services: { id: string; title: string; image: string; page: { hero: string } }[] };
type ServicesFile = { en: Services; fr: Services };

describe("recipe: add a service", () => {
  it("is one entry of services.json (with artwork that exists): the build accepts it and the page is prerendered", () => {
    const file = join(copy, "services.json");
    const both = JSON.parse(readFileSync(file, "utf8")) as ServicesFile;
    const data = both.en;
    const last = data.services.at(-1)!.id;
    // In both languages: the French half says it in French (Decap adds the entry to both).
    for (const [half, title] of [
      [both.en, "Pipeline Integrity"],
      [both.fr, "Intégrité des pipelines"],
    ] as const)
      half.services.push({
        ...half.services[0]!,
        id: "pipeline-integrity",
        title,
        // Step 2: its artwork under public/art (an existing picture stands in for a new one here).
        image: "/art/services/engineering.svg",
      });
    writeFileSync(file, JSON.stringify(both, null, 2));

    expect(dataFileProblems(copy)).toEqual([]);
    const ids = data.services.map((service) => service.id);
    expect(sitePaths(ids)).toContain("/services/pipeline-integrity");
    // After /services, with the other services, in the content's order.
    expect(sitePaths(ids).indexOf("/services/pipeline-integrity")).toBe(sitePaths(ids).indexOf(`/services/${last}`) + 1);
  });

  it("refuses artwork that is not there, naming the entry and the field", () => {
    const file = join(copy, "services.json");
    const both = JSON.parse(readFileSync(file, "utf8")) as ServicesFile;
    for (const half of [both.en, both.fr])
      half.services.push({
        ...half.services[0]!,
        id: "pipeline-integrity",
        title: half === both.en ? "Pipeline Integrity" : "Intégrité des pipelines",
        image: "/art/services/pipeline-integrity.svg",
      });
    writeFileSync(file, JSON.stringify(both, null, 2));
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
