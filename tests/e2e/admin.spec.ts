import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test, type Route } from "@playwright/test";
import sharp from "sharp";
import { dataDir, dataFileProblems } from "../../app/content/data-files";

// The content editor at /admin/ (Decap CMS) against its local backend, as `npm run cms` runs it:
// decap-server writes the content files of a folder. Here the folder is a temporary copy of the
// repository's content, so the test leaves the checkout as it was. Plain Playwright `test`: /admin/
// is not a React Router page, there is no hydration to wait for.

/** config.yml's local backend address, which the CMS calls; the test forwards it to its own decap-server. */
const configuredBackend = "http://localhost:8081/api/v1";
// Beside the site's port, so checkouts testing side by side do not share a backend.
const backendPort = Number(process.env.E2E_PORT ?? 3210) + 5000;
const backend = `http://127.0.0.1:${backendPort}/api/v1`;

/**
 * Sends the CMS's call on to this test's decap-server. A call the page gave up on while the answer
 * was on its way (the CMS reloads after login, say) can no longer be answered: nothing waits for it,
 * so that is not a failure. A backend that really fails shows in the file on disk, which the tests check.
 */
async function forwardToBackend(route: Route) {
  try {
    await route.fulfill({ response: await route.fetch({ url: backend }) });
  } catch {
    // The page has moved on; see above.
  }
}

/**
 * A content file as it is on disk now. decap-server writes a file in place, so a read can catch it
 * half-written: that read counts as "not saved yet" and the poll reads again.
 */
function readSaved<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

test.describe("editing with the local backend", () => {
  // One decap-server and one copy of the content for both tests, so one worker runs them.
  // The editor is a large bundle and decap-server starts beside it: on a busy machine one edit took
  // more than the default 30 s (measured while six checkouts were building beside it).
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  let repository: string;
  let server: ChildProcess;

  test.beforeAll(async () => {
    repository = mkdtempSync(join(tmpdir(), "cms-repository-"));
    cpSync(dataDir, join(repository, dataDir), { recursive: true });
    // The artwork the content points at, so the copy passes the build's picture check.
    mkdirSync(join(repository, "public"));
    symlinkSync(resolve("public/art"), join(repository, "public/art"));
    server = spawn(process.execPath, [join("node_modules", ".bin", "decap-server")], {
      env: { ...process.env, PORT: String(backendPort), GIT_REPO_DIRECTORY: repository, LOG_LEVEL: "error" },
      stdio: "ignore",
    });
    // decap-server takes about 7 s to start on a busy machine.
    await expect
      .poll(
        async () => {
          const answer = await fetch(backend, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: '{"action":"info"}',
          }).catch(() => null);
          return answer?.status;
        },
        { timeout: 30_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
    rmSync(repository, { recursive: true, force: true });
  });

  test("an editor changes a job's title and the content file on disk has it", async ({ page }) => {
    await page.route(configuredBackend, forwardToBackend);
    const newTitle = "Senior Manual Machinist";

    await page.goto("/admin/");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("link", { name: "Careers" }).click();
    await page.getByRole("link", { name: /Job openings/ }).click();

    // One opening of the list, by its summary line. Decap's expand toggle, the first button of the
    // item, has no accessible name.
    const job = page.getByText("Manual Machinist (Port Harcourt)", { exact: true }).locator("..");
    await job.getByRole("button").first().click();
    const title = job.getByLabel("Title", { exact: true });
    await expect(title).toHaveValue("Manual Machinist");
    await title.fill(newTitle);
    // French beside English: the French half's openings are listed by their French summary lines.
    await expect(page.getByText("Usineur sur machines conventionnelles (Port Harcourt)", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();

    const file = join(repository, dataDir, "jobs.json");
    type Jobs = { jobs: { id: string; title: string }[] };
    const saved = () => readSaved<{ en: Jobs; fr: Jobs }>(file);
    const titleIn = (language: "en" | "fr") => saved()?.[language].jobs.find((entry) => entry.id === "manual-machinist")?.title;
    await expect.poll(() => titleIn("en")).toBe(newTitle);
    expect(titleIn("fr")).toBe("Usineur sur machines conventionnelles");
    // What the CMS wrote is what the build accepts.
    expect(dataFileProblems(join(repository, dataDir), join(repository, "public"))).toEqual([]);
  });

  test("an editor changes a page with text: its fields in both languages, its sections' bodies in a Markdown editor", async ({ page }) => {
    await page.route(configuredBackend, forwardToBackend);
    const file = join(repository, dataDir, "text-pages.json");
    type TextPages = { pages: { title: string; sections: { heading: string; body: string }[] }[] };
    const before = readSaved<{ en: TextPages; fr: TextPages }>(file)!;
    const [english, french] = [before.en.pages[0]!, before.fr.pages[0]!];
    const newTitle = `${english.title} policy`;

    await page.goto("/admin/");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("link", { name: "Page headings and descriptions" }).click();
    await page.getByRole("link", { name: /Pages with text/ }).click();

    const entry = page.getByText(english.title, { exact: true }).first().locator("..");
    await entry.getByRole("button").first().click();
    const title = entry.getByLabel("Title", { exact: true });
    await expect(title).toHaveValue(english.title);
    await title.fill(newTitle);
    // A section's body is Decap's Markdown editor, which shows the text without its syntax.
    const section = page.getByText(english.sections[0]!.heading, { exact: true }).first().locator("..");
    await section.getByRole("button").first().click();
    // Its switch between the rich text view and the Markdown source: a plain text field has none.
    await expect(section.getByText("Rich Text", { exact: true })).toBeVisible();
    await expect(section.getByRole("textbox").last()).toContainText(
      english.sections[0]!.body.split("\n")[0]!.replaceAll("**", "").slice(0, 40),
    );

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    const titleIn = (language: "en" | "fr") => readSaved<{ en: TextPages; fr: TextPages }>(file)?.[language].pages[0]?.title;
    await expect.poll(() => titleIn("en")).toBe(newTitle);
    expect(titleIn("fr")).toBe(french.title);
    expect(dataFileProblems(join(repository, dataDir), join(repository, "public"))).toEqual([]);
  });

  test("an editor adds a project with a photograph", async ({ page }) => {
    await page.route(configuredBackend, forwardToBackend);
    // A photograph as a camera names it: Decap lower-cases and hyphenates the name on upload.
    const photo = join(repository, "Jetty Repair Bonny.JPG");
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#1d4e89" } })
      .jpeg()
      .toFile(photo);

    await page.goto("/admin/");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("link", { name: "Projects and clients" }).click();
    await page.getByRole("link", { name: "Projects", exact: true }).click();
    await expect(page.getByText("Flowline Replacement and Hydrotest (2021)")).toBeVisible();
    // English and French side by side: each language's pane, from its "Writing in …" switch.
    const pane = (locale: "EN" | "FR") =>
      page.getByRole("button", { name: `Writing in ${locale}` }).locator("xpath=ancestor::div[.//button[contains(., 'Add project')]][1]");
    // A new entry is added in each language's list: the English with every field, the French with its texts.
    await pane("EN").getByRole("button", { name: "Add project" }).click();
    await pane("FR").getByRole("button", { name: "Add project" }).click();

    // The new project's fields are the last of each label.
    const field = (label: string, locale: "EN" | "FR" = "EN") => pane(locale).getByLabel(label, { exact: true }).last();
    await field("Title").fill("Jetty Repair and Fender Replacement, Bonny");
    await field("Link name").fill("bonny-jetty-repair");
    await field("Client").click();
    await page.getByRole("option", { name: "Atlantic Basin Petroleum" }).click();
    await field("Category").click();
    await page.getByRole("option", { name: "Maintenance inspection" }).click();
    await field("Location").fill("Bonny Island, Rivers");
    await field("Year").fill("2025");
    await field("Description").fill(
      "Repair of a loading jetty's steel piles and replacement of its rubber fenders, with underwater inspection and a new access walkway.",
    );
    // …and the French texts.
    await field("Title", "FR").fill("Réparation d’un appontement et remplacement des défenses, Bonny");
    await field("Location", "FR").fill("Île de Bonny, Rivers");
    await field("Description", "FR").fill(
      "Réparation des pieux en acier d’un appontement de chargement et remplacement de ses défenses en caoutchouc, avec inspection subaquatique et nouvelle passerelle d’accès.",
    );

    await pane("EN").getByRole("button", { name: "Choose an image" }).last().click();
    const chooser = page.waitForEvent("filechooser");
    await page.getByText("Upload", { exact: true }).click();
    await (await chooser).setFiles(photo);
    await page.getByRole("button", { name: "Choose selected" }).click();

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();

    const file = join(repository, dataDir, "projects.json");
    type Projects = { projects: Record<string, unknown>[] };
    const added = () => readSaved<{ en: Projects }>(file)?.en.projects.find((entry) => entry.id === "bonny-jetty-repair");
    await expect
      .poll(added)
      .toMatchObject({ clientId: "atlantic-basin", image: "/photos/uploads/jetty-repair-bonny.jpg", latest: false, year: 2025 });
    // The French entry holds its texts; its id, client, category, year and picture are the English
    // entry's (the editor keeps them in English only), which the build reads into it.
    const french = readSaved<{ fr: Projects }>(file)?.fr.projects.at(-1);
    expect(french).toMatchObject({
      title: "Réparation d’un appontement et remplacement des défenses, Bonny",
      location: "Île de Bonny, Rivers",
    });
    expect(french?.id ?? "bonny-jetty-repair").toBe("bonny-jetty-repair");
    expect(existsSync(join(repository, "public/photos/uploads/jetty-repair-bonny.jpg"))).toBe(true);
    expect(dataFileProblems(join(repository, dataDir), join(repository, "public"))).toEqual([]);
  });
});

test("/admin/ is kept out of search engines and has its own policy", async ({ request }) => {
  const response = await request.get("/admin/");
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response.headers()["content-security-policy"]).toContain("style-src 'self' 'unsafe-inline'");
  expect(await response.text()).toMatch(/<meta name="robots" content="noindex, nofollow"\s*\/?>/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/admin");
  const home = await request.get("/");
  expect(home.headers()["content-security-policy"]).not.toContain("unsafe-inline");
  expect(await home.text()).not.toContain("decap");
});
