import { expect, test } from "@playwright/test";
import { pages } from "../../app/content/pages";
import { services } from "../../app/content/services";

// Without JavaScript nothing is a dead end (issue 24): search explains itself and lists every page.
test.use({ javaScriptEnabled: false });

test("/search without JavaScript says why and lists every page with its description", async ({ page }) => {
  await page.goto("/search?q=fabrication");
  await expect(page.getByRole("heading", { name: "Search needs JavaScript" })).toBeVisible();
  const directory = page.getByRole("region", { name: "Search needs JavaScript" });
  for (const entry of [pages.careers, pages.management, ...services.slice(0, 2)]) {
    await expect(directory.getByRole("link", { name: entry.title, exact: true })).toBeVisible();
    await expect(directory.getByText(entry.description)).toBeVisible();
  }
});

test("without JavaScript no header menu stands open, and the dropdowns still open", async ({ page }) => {
  await page.goto("/about");
  for (const menu of await page.locator("[popover]").all()) await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "About menu" }).click();
  await expect(page.getByRole("link", { name: "Management", exact: true }).first()).toBeVisible();
});
