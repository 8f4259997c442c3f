import { expect, test } from "./support/test";
import { localPath } from "../../contract/languages";
import { siteLabels } from "../../app/content/site-labels";
import { textPages } from "../../app/content/text-pages";
import dataFile from "../../app/content/data/text-pages.json" with { type: "json" };

// The pages with text as data/text-pages.json has them: a page added in /admin/ is checked here with no edit.
test.describe("pages with text", () => {
  for (const page of textPages) {
    test(`${page.path}: its heading, lead, picture and sections, linked from its dropdown and the footer`, async ({ page: tab }) => {
      await tab.goto(page.path);
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.title);
      await expect(tab.getByText(page.lead)).toBeVisible();
      await expect(tab.getByRole("img", { name: page.imageAlt })).toBeVisible();
      const main = tab.getByRole("main");
      await expect(main.getByRole("heading", { level: 2 })).toHaveText(page.sections.map((section) => section.heading));
      for (const section of page.sections) await expect(main.getByRole("region", { name: section.heading, exact: true })).toBeVisible();
      // Markdown is rendered, not shown: no list marker or bold marker reaches the page.
      await expect(main).not.toContainText("**");

      if (page.footer)
        await expect(tab.getByRole("contentinfo").getByRole("link", { name: page.title, exact: true })).toHaveAttribute("href", page.path);
      if (page.menu !== "none") {
        // In its dropdown of the header's menu (a popover: present, shown when its item opens).
        const menu = tab.getByRole("navigation", { name: siteLabels.shell.mainNav, exact: true });
        await expect(menu.getByRole("link", { name: page.title, includeHidden: true })).toHaveAttribute("href", page.path);
      }
    });

    test(`${page.path} in French: the French half, at /fr`, async ({ page: tab }) => {
      const french = (dataFile.fr.pages as { title?: string }[])[textPages.indexOf(page)]!;
      await tab.goto(localPath(page.path, "fr"));
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(french.title!);
      await expect(tab.locator("html")).toHaveAttribute("lang", "fr");
    });
  }
});
