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
});
