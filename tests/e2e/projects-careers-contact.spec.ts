import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "./support/test";
import { benefits } from "../../app/content/benefits";
import { company } from "../../app/content/company";
import { telHref } from "../../app/lib/tel-href";
import { jobs } from "../../app/content/jobs";
import { officeHours, offices } from "../../app/content/offices";
import { projects } from "../../app/content/projects";
import { paths } from "../../app/lib/paths";
import { pageFile } from "../../contract/site-paths";
import { waitForHydration } from "./support/settle";

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Clicks need React: wait for hydration, then for the page's loading indicator to go. */
async function ready(page: Page) {
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: /^Loading\.\.\.$/ })).toHaveCount(0);
}

function prerendered(path: string): string {
  const html = readFileSync(join(process.env.BUILD_DIR ?? "build", "client", pageFile(path)), "utf8");
  return html.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'");
}

test.describe("projects", () => {
  const grid = (page: Page) => region(page, "Featured projects").getByRole("list").last();
  const cards = (page: Page) => grid(page).getByRole("article");
  const filterButton = (page: Page, name: string) =>
    region(page, "Featured projects").getByRole("button", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(`) });
  // role=status is a polite live region: screen readers announce the new count.
  const count = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing/ });
  const storage = projects.filter((project) => project.category === "storage-terminals");

  test("the prerendered HTML holds every project's title", () => {
    const html = prerendered(paths.projects);
    expect(projects.length).toBeGreaterThan(0);
    for (const project of projects) expect(html).toContain(project.title);
  });

  test("a card per project, each with picture, client logo, title and client", async ({ page }) => {
    await page.goto("/projects");
    await expect(cards(page)).toHaveCount(projects.length);
    for (const [index, project] of projects.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(project.title);
      await expect(card.getByText(`Client: ${project.client}`)).toBeVisible();
      await expect(card.getByRole("img", { name: `${project.client} logo` })).toHaveAttribute("src", project.logo);
      await expect(card.locator(`img[src="${project.image}"]`)).toHaveCount(1);
    }
  });

  test("choosing a category filters the grid, announces the count and is kept in the URL", async ({ page }) => {
    await page.goto("/projects");
    await ready(page);
    await expect(filterButton(page, "All")).toHaveAttribute("aria-pressed", "true");
    await expect(count(page)).toHaveText(`Showing ${projects.length} of ${projects.length} projects`);

    await filterButton(page, "Storage & Terminals").click();
    await expect(cards(page)).toHaveCount(storage.length);
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(storage.map((project) => project.title));
    await expect(count(page)).toHaveText(`Showing ${storage.length} of ${projects.length} projects in Storage & Terminals`);
    await expect(filterButton(page, "Storage & Terminals")).toHaveAttribute("aria-pressed", "true");
    await expect(filterButton(page, "All")).toHaveAttribute("aria-pressed", "false");
    await expect(page).toHaveURL(/\/projects\?category=storage-terminals$/);

    await page.reload();
    await ready(page);
    await expect(cards(page)).toHaveCount(storage.length);
    await expect(filterButton(page, "Storage & Terminals")).toHaveAttribute("aria-pressed", "true");

    await filterButton(page, "All").click();
    await expect(cards(page)).toHaveCount(projects.length);
    await expect(count(page)).toHaveText(`Showing ${projects.length} of ${projects.length} projects`);
    await expect(page).toHaveURL(/\/projects$/);
  });

  test("a shared ?category= link opens filtered", async ({ page }) => {
    await page.goto("/projects?category=refining");
    await ready(page);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(/Modular Refinery/);
    await expect(filterButton(page, "Refining")).toHaveAttribute("aria-pressed", "true");
    await expect(count(page)).toHaveText(`Showing 1 of ${projects.length} projects in Refining`);
  });

  test("an unknown category falls back to All", async ({ page }) => {
    await page.goto("/projects?category=space-travel");
    await ready(page);
    await expect(cards(page)).toHaveCount(projects.length);
    await expect(filterButton(page, "All")).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("careers", () => {
  test("three benefit cards with the spec's titles", async ({ page }) => {
    await page.goto("/careers");
    const cards = region(page, "Grow with a team that invests in you").getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Learning & Development",
      "Performance Recognition",
      "Team Environment",
    ]);
    expect(benefits.map((benefit) => benefit.title)).toEqual(["Learning & Development", "Performance Recognition", "Team Environment"]);
  });

  test("every opening with its facts and an Apply link to an external form in a new tab", async ({ page }) => {
    await page.goto("/careers");
    const openings = region(page, "Current Openings");
    await expect(openings.getByText("No positions available at the moment")).toHaveCount(0);
    const cards = openings.getByRole("article");
    await expect(cards).toHaveCount(jobs.length);
    for (const [index, job] of jobs.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(job.title);
      const facts = card.getByRole("definition");
      await expect(facts).toHaveText([job.location, job.typeLabel, job.experience]);
      await expect(card.getByRole("term")).toHaveText(["Location", "Type", "Experience"]);
      const apply = card.getByRole("link", { name: /^Apply/ });
      await expect(apply).toHaveAccessibleName(`Apply for ${job.title} (opens in a new tab)`);
      await expect(apply).toHaveAttribute("href", job.applyLink);
      await expect(apply).toHaveAttribute("target", "_blank");
      const rel = (await apply.getAttribute("rel"))?.split(/\s+/) ?? [];
      expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    }
  });

  test("the closing call to action e-mails HR", async ({ page }) => {
    await page.goto("/careers");
    const hr = region(page, "Don't see the right role?").getByRole("link", { name: new RegExp(company.emails.hr) });
    await expect(hr).toHaveAttribute("href", `mailto:${company.emails.hr}`);
  });
});

test.describe("contact", () => {
  const panel = (page: Page) => page.getByRole("tabpanel");
  const tab = (page: Page, name: string) => page.getByRole("tab", { name });
  const office = (id: string) => offices.find((entry) => entry.id === id)!;

  // The map service is asked only once the map comes near the viewport; the map closes the panel.
  const scrollToMap = (page: Page) => panel(page).evaluate((element) => element.scrollIntoView({ block: "end" }));

  async function expectOffice(page: Page, id: string) {
    const shown = office(id);
    await expect(tab(page, shown.name)).toHaveAttribute("aria-selected", "true");
    await expect(panel(page)).toHaveAccessibleName(shown.name);
    await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText(shown.name);
    await expect(panel(page).locator("address")).toHaveText(shown.address.join(""));
    const phones = shown.phone.split(",").map((phone) => phone.trim());
    const phoneLinks = panel(page).getByRole("link", { name: /^\+234/ });
    await expect(phoneLinks).toHaveText(phones);
    for (const [index, phone] of phones.entries()) {
      await expect(phoneLinks.nth(index)).toHaveAttribute("href", telHref(phone));
    }
    // One number per line: each sits below the one before.
    const boxes = await Promise.all((await phoneLinks.all()).map((link) => link.boundingBox()));
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y);
    await expect(panel(page).getByRole("link", { name: shown.email, exact: true })).toHaveAttribute("href", `mailto:${shown.email}`);
    const map = panel(page).getByTitle(`Map of ${shown.name}`);
    await scrollToMap(page);
    await expect(map).toHaveAttribute("src", shown.mapUrl);
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toBeVisible();
    const directions = panel(page).getByRole("link", { name: /^Get Directions/ });
    await expect(directions).toHaveAttribute("href", shown.directionsUrl);
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
    await expect(panel(page).getByRole("link", { name: /^Send Email/ })).toHaveAttribute("href", `mailto:${shown.email}`);
  }

  // The maps are external: keep the tests offline and independent of the map service, which
  // answers here with a page of its own.
  test.beforeEach(async ({ page }) => {
    await page.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map" }),
    );
  });

  test("the map service is asked only when the map nears; unreachable, the office's own panel stays in place of the map", async ({
    page,
  }) => {
    await page.unrouteAll();
    const asked: string[] = [];
    await page.route("https://www.openstreetmap.org/**", (route) => {
      asked.push(route.request().url());
      return route.abort("internetdisconnected");
    });
    // On a phone the map is well below the fold: nothing is asked of the service until it nears.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    await ready(page);
    expect(asked).toEqual([]);
    const shown = offices[0]!;
    await scrollToMap(page);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await expect(panel(page).getByTitle(`Map of ${shown.name}`)).toBeHidden();
    await expect(panel(page).getByText(shown.address.join(", "))).toBeVisible();
  });

  // The offices as the content lists them (the head office first): an office added in /admin/ changes no test.
  const [head, second, last] = [offices[0]!, offices[1]!, offices.at(-1)!];

  test("a tab per office in the content's order, the head office selected by default", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("tablist", { name: "Our offices" }).getByRole("tab")).toHaveText(offices.map((each) => each.name));
    await expectOffice(page, head.id);
  });

  test("clicking another office switches its details and map, and writes ?office=", async ({ page }) => {
    await page.goto("/contact");
    await ready(page);
    await tab(page, second.name).click();
    await expectOffice(page, second.id);
    await expect(page).toHaveURL(new RegExp(`/contact\\?office=${second.id}$`));
    await tab(page, last.name).click();
    await expectOffice(page, last.id);
    await expect(page).toHaveURL(new RegExp(`/contact\\?office=${last.id}$`));
    await tab(page, head.name).click();
    await expectOffice(page, head.id);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("arrow keys move between the office tabs and select them", async ({ page }) => {
    await page.goto("/contact");
    await ready(page);
    await tab(page, head.name).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, second.name)).toBeFocused();
    await expectOffice(page, second.id);
    // Left from the second tab is the first, and left again wraps round to the last.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(tab(page, last.name)).toBeFocused();
    await expectOffice(page, last.id);
  });

  test("?office= opens that office; an unknown one falls back to the head office", async ({ page }) => {
    await page.goto(`/contact?office=${second.id}`);
    await ready(page);
    await expectOffice(page, second.id);
    await page.goto("/contact?office=atlantis");
    await ready(page);
    await expectOffice(page, head.id);
  });

  test("office hours table and the chat link", async ({ page }) => {
    await page.goto("/contact");
    const section = region(page, "Office hours and chat");
    const table = section.getByRole("table", { name: /Office hours/ });
    await expect(table.getByRole("columnheader")).toHaveText(["Day", "Hours"]);
    await expect(table.getByRole("rowheader")).toHaveText(officeHours.map((entry) => entry.day));
    await expect(table.getByRole("cell")).toHaveText(officeHours.map((entry) => entry.hours));
    const chat = section.getByRole("link", { name: /chat/i });
    await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAccessibleName(/opens in a new tab/);
  });

  test("links to the three enquiry forms", async ({ page }) => {
    await page.goto("/contact");
    const links = region(page, "Tell us what you need").getByRole("link");
    await expect(links).toHaveCount(3);
    await expect(links.nth(0)).toHaveAttribute("href", paths.quote);
    await expect(links.nth(1)).toHaveAttribute("href", paths.vendor);
    await expect(links.nth(2)).toHaveAttribute("href", paths.partner);
    await ready(page);
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/contact\/vendor$/);
  });
});
