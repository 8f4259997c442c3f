import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkNoDataForStaticPages, pageOfData } from "./check-page-data.mjs";

const hydrating =
  '<html><head><link rel="modulepreload" href="/a.js"></head><body><script type="module">import "/a.js";</script></body></html>';
const plain = "<html><body><p>Static</p></body></html>";

describe("checkNoDataForStaticPages", () => {
  let dir;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  async function site(files) {
    dir = await mkdtemp(join(tmpdir(), "page-data-"));
    for (const [name, text] of Object.entries(files)) {
      await mkdir(join(dir, name, ".."), { recursive: true });
      await writeFile(join(dir, name), text);
    }
    return dir;
  }

  it("maps a .data file to its page", () => {
    expect(pageOfData("_root.data")).toBe("index.html");
    expect(pageOfData("about/history.data")).toBe("about/history.html");
  });

  it("accepts .data beside a hydrating page", async () => {
    await expect(checkNoDataForStaticPages(await site({ "index.html": hydrating, "_root.data": "x" }))).resolves.toBeUndefined();
  });

  it("stops the build for a .data file of a page that does not hydrate, naming it", async () => {
    const client = await site({ "about/history.html": plain, "about/history.data": "x" });
    await expect(checkNoDataForStaticPages(client)).rejects.toThrow(/about\/history\.data .*do not hydrate/);
  });
});
