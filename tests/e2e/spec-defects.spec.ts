import { expect, test } from "@playwright/test";

// Spec defects of issue 24, each failing before its fix.

test("the footer shows the visitor's current year on a page without React", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2031-06-01T12:00:00Z"));
  await page.goto("/about/history");
  await expect(page.locator("html[data-enhanced]")).toBeAttached();
  await expect(page.getByRole("contentinfo").getByText(/© 2031/)).toBeVisible();
});
