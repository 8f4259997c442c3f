import { expect, test } from "@playwright/test";
import projectsFile from "../../app/content/data/projects.json" with { type: "json" };
import servicesFile from "../../app/content/data/services.json" with { type: "json" };
import siteLabelsFile from "../../app/content/data/site-labels.json" with { type: "json" };
import { ownHalf } from "../../app/content/language";
import { STORAGE_KEY as searchTermKey } from "../../app/lib/search-term";
import { paths, servicePath } from "../../contract/site-paths";

// Spec defects of issue 24, each failing before its fix.

test("the footer shows the visitor's current year on a page without React", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2031-06-01T12:00:00Z"));
  await page.goto("/about/history");
  await expect(page.locator("html[data-enhanced]")).toBeAttached();
  await expect(page.getByRole("contentinfo").getByText(/© 2031/)).toBeVisible();
});

// Spec §4: a full-screen hero. It ends at the fold under the header (at 1440×900 it used to stop
// 8 px short; at 390 px it ran 28 px past the fold).
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the home hero fills the screen under the header at ${viewport.width}×${viewport.height}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto("/");
    const box = await page.getByRole("region", { name: ownHalf(siteLabelsFile, "en").hero.label }).boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round(box!.y + box!.height)).toBe(viewport.height);
    await context.close();
  });
}

// Spec §3: /search shows the results for the stored search term, also when opened without `?q`.
test("/search without ?q shows the results for the stored term", async ({ page }) => {
  // A place a project names, as a visitor would search for it.
  const term = ownHalf(projectsFile, "en").projects[0]!.location.split(",")[0]!;
  await page.addInitScript(([key, stored]) => sessionStorage.setItem(key, stored), [searchTermKey, term] as const);
  await page.goto(paths.search);
  await expect(page.getByRole("main").getByRole("status")).toContainText(new RegExp(`${term}.$`));
});

// The service chip list on small screens starts with the current service as its first chip in view,
// inside the list's 16 px side padding (the chips snapped flush to the screen edge, 16 px too far),
// unless the list is already scrolled to its end.
test("the current service chip starts the chip list at 390 px", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // A service from the middle of the list, so the list must scroll to show it first.
  const services = ownHalf(servicesFile, "en").services;
  await page.goto(servicePath(services[Math.floor(services.length / 2)]!.id));
  await expect(page.locator("html[data-enhanced]")).toBeAttached();
  const place = await page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const list = document.querySelector<HTMLElement>("[data-show-current]")!;
    const chip = list.querySelector<HTMLElement>("[aria-current]")!.getBoundingClientRect();
    const atEnd = list.scrollLeft >= list.scrollWidth - list.clientWidth - 1;
    return { atEnd, scrolled: list.scrollLeft > 0, inset: Math.round(chip.left - list.getBoundingClientRect().left) };
  });
  expect(place.scrolled).toBe(true);
  if (!place.atEnd) expect(place.inset).toBe(16);
  await context.close();
});
