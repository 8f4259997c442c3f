// React Router writes a `.data` file beside each prerendered page whose route has a loader; only
// a page that hydrates ever fetches it. A page that does not hydrate takes its build-time facts as
// plain imports, so a `.data` file for one is dead weight and a sign its route kept a loader: this
// stops the build and names the routes (docs/decisions/0006).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pageFile } from "../contract/site-paths.ts";
import { findHydrationTags } from "./defer-hydration.mjs";
import { filesUnder } from "./files-under.mjs";

/** The page a `.data` file belongs to: `_root.data` is the home page, `a/b.data` is /a/b (a/b.html, postbuild's URL form). */
export function pageOfData(file) {
  const path = file.replace(/\.data$/, "");
  return pageFile(path === "_root" ? "/" : `/${path}`);
}

/** Run before hydration is deferred: a hydrating page still has React Router's module script. */
export async function checkNoDataForStaticPages(client) {
  const stray = [];
  for (const file of (await filesUnder(client)).filter((name) => name.endsWith(".data"))) {
    const page = join(client, pageOfData(file));
    if (!existsSync(page)) continue;
    if (findHydrationTags(await readFile(page, "utf8")).scripts.length === 0) stray.push(file);
  }
  if (stray.length > 0) {
    throw new Error(
      `postbuild: ${stray.join(", ")} written for pages that do not hydrate; give their routes plain imports instead of a loader`,
    );
  }
}
