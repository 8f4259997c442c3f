import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { filesUnder } from "./files-under.mjs";

const root = await mkdtemp(join(tmpdir(), "files-under-"));
afterAll(() => rm(root, { recursive: true, force: true }));

describe("filesUnder", () => {
  it("lists every file at any depth, relative and sorted, without the folders", async () => {
    await mkdir(join(root, "about", "team"), { recursive: true });
    await mkdir(join(root, "empty"));
    await writeFile(join(root, "index.html"), "");
    await writeFile(join(root, "about", "index.html"), "");
    await writeFile(join(root, "about", "team", "ada.webp"), "");
    expect(await filesUnder(root)).toEqual(["about/index.html", "about/team/ada.webp", "index.html"]);
  });

  it("finds nothing in a folder that does not exist", async () => {
    expect(await filesUnder(join(root, "missing"))).toEqual([]);
  });
});
