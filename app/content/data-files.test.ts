import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dataDir, dataFileProblems, validateDataFiles } from "./data-files";

// Each test breaks a copy of the content files, never the files themselves.
let copy: string;
beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), "content-"));
  cpSync(dataDir, copy, { recursive: true });
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

function edit(file: string, change: (data: Record<string, unknown[]>) => void): void {
  const path = join(copy, file);
  const data = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown[]>;
  change(data);
  writeFileSync(path, JSON.stringify(data));
}

describe("content files", () => {
  it("all match their schemas", () => {
    expect(dataFileProblems()).toEqual([]);
  });

  it("a missing required field fails with the file, the entry and the field", () => {
    edit("jobs.json", (data) => delete (data.jobs![1] as Record<string, unknown>).title);
    expect(() => validateDataFiles(copy)).toThrow(/jobs\.json: jobs\[1\] "manual-machinist", field "title": required, missing/);
  });

  it("a bad value in a nested list names the path to it", () => {
    edit("services.json", (data) => {
      const { sections } = (data.services![0] as { page: { sections: { items?: string[] }[] } }).page;
      sections[0]!.items![2] = "";
    });
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(/services\.json: services\[0\] "engineering"\.page\.sections\[0\] "capabilities"\.items\[2\]: Too small/),
    ]);
  });

  it("an added job is fine, a repeated id is not", () => {
    edit("jobs.json", (data) => data.jobs!.push({ ...(data.jobs![0] as object), title: "Welding Inspector" }));
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(
        /jobs\.json: jobs\[6\] "user-facing-app-representative", field "id": id "user-facing-app-representative" is used twice/,
      ),
    ]);
  });

  it("names a picture that is not in public/ and a project whose client does not exist", () => {
    edit("projects.json", (data) =>
      Object.assign(data.projects![0] as object, { image: "/photos/projects/missing.jpg", clientId: "nobody" }),
    );
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(
        /projects\[0\] "calabar-tank-farm", field "image": picture \/photos\/projects\/missing\.jpg is not in public\//,
      ),
      expect.stringMatching(/projects\[0\] "calabar-tank-farm", field "clientId": no client "nobody" in clients\.json/),
    ]);
  });

  it("a layout invariant of spec §9 is exact: a sixth hero slide fails", () => {
    edit("hero-slides.json", (data) => data.slides!.push(data.slides![0]));
    expect(dataFileProblems(copy).join("\n")).toMatch(/hero-slides\.json: field "slides": Too big/);
  });

  it("a new service is one entry; copy that states the old count stops the build, with where and what to write", () => {
    edit("services.json", (data) => {
      const first = data.services![0] as { id: string; title: string };
      data.services!.push({ ...first, id: "decommissioning", title: "Decommissioning" });
    });
    expect(dataFileProblems(copy)).toEqual([]);
    edit("pages.json", (data) => {
      (data as unknown as { services: { intro: string } }).services.intro =
        "Seven service lines, one accountable partner for the whole life of an asset.";
    });
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(
        /pages\.json: field "services\.intro": says "Seven service lines" but the data has 8 services: write \{ServiceCount\} or \{serviceCount\}, which the build fills from the data$/,
      ),
    ]);
  });

  it("copy that lists three or more services by hand stops the build, naming the file, the field and what to write", () => {
    edit("company.json", (data) => {
      (data as unknown as { blurb: string }).blurb =
        "An indigenous Nigerian company delivering Engineering, procurement, fabrication and technical manpower to oil and gas clients.";
    });
    edit("leaders.json", (data) => {
      // Names apart from each other are not a list: this bio stays as it is.
      (data.leaders![1] as { bio: string }).bio =
        "Funmilayo directs the delivery of our projects, from engineering and fabrication to commissioning and maintenance, and is a chartered engineer.";
    });
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(
        /company\.json: field "blurb": lists services by hand \("engineering", "procurement", "fabrication", "technical manpower"\): write \{serviceList\} \(or \{ServiceList\}\), which the build fills with every service's "proseName" from services\.json$/,
      ),
    ]);
  });

  it("a new service's prose name is a listed service: a list that leaves it out but names three others still stops the build", () => {
    edit("services.json", (data) => {
      data.services!.push({
        ...(data.services![0] as object),
        id: "decommissioning",
        title: "Decommissioning",
        proseName: "decommissioning",
      });
    });
    edit("pages.json", (data) => {
      (data as unknown as { services: { intro: string } }).services.intro =
        "One partner for decommissioning, operations and maintenance or petroleum products trading, across the whole life of an asset.";
    });
    expect(dataFileProblems(copy)).toEqual([expect.stringMatching(/pages\.json: field "services\.intro": lists services by hand/)]);
  });

  it("a service may not take another page's address, and a count placeholder must be one the data fills", () => {
    edit("services.json", (data) => Object.assign(data.services![2] as object, { id: "fabrication-yard" }));
    edit("home.json", (data) => {
      (data as unknown as { sections: { services: { lead: string } } }).sections.services.lead =
        "{ClientCount} clients trust our service lines.";
    });
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(/home\.json: field "sections\.services\.lead": \{ClientCount\} is not a count the data fills/),
      expect.stringMatching(/services\[2\] "fabrication-yard", field "id": \/services\/fabrication-yard is already another page's address/),
      // …and a link to the page whose service was renamed is now a link to nowhere.
      expect.stringMatching(/yard\.json: page\.heroActions\[1\], field "href": \/services\/fabrication is not a page of the site/),
    ]);
  });
});
