import { expect, test, type Page } from "./support/test";
import { waitForHydration } from "./support/settle";
import { serviceTitleMax } from "../../app/content/schemas/service";
import type { ServiceSection } from "../../app/content/schemas/service-page";
import { services as contentServices } from "../../app/content/services";
import { servicesOverview } from "../../app/content/services-overview";
import { servicesStats } from "../../app/content/services-stats";
import { pages } from "../../app/content/pages";
import { yard, yardGroups, yardHighlights } from "../../app/content/yard";

// The services as the content has them: adding one to data/services.json adds it here.
const services = contentServices.map(({ id, title }) => ({ id, title }));
const [first, last] = [services[0]!, services.at(-1)!];

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("services overview", () => {
  test("a card for every service, each with its first three features and a Learn more link naming the service", async ({ page }) => {
    await page.goto("/services");
    const cards = region(page, "What we deliver").getByRole("article");
    await expect(cards).toHaveCount(services.length);
    for (const [index, service] of services.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.title);
      await expect(card.getByRole("listitem")).toHaveCount(3);
      const link = card.getByRole("link", { name: `Learn more about ${service.title}` });
      await expect(link).toHaveAttribute("href", `/services/${service.id}`);
    }
  });

  test("Learn more opens the service page", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    await page.getByRole("link", { name: `Learn more about ${last.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/services/${last.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.title);
  });

  test("stats band and calls to action", async ({ page }) => {
    await page.goto("/services");
    const stats = region(page, servicesOverview.statsTitle);
    const figures = servicesStats.map(({ number, suffix }) => `${number}${suffix}`);
    for (const [index, { label }] of servicesStats.entries()) {
      await expect(stats.getByRole("definition").filter({ hasText: figures[index] }).first()).toBeAttached();
      await expect(stats.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
    // The visible figures count up to their targets once in view.
    await stats.scrollIntoViewIfNeeded();
    for (const counter of await stats.locator("[data-count-up]").all()) await expect(counter).toHaveAttribute("data-count-up", "");
    await expect(stats.getByRole("definition")).toHaveText(figures);
    const cta = region(page, servicesOverview.cta.title);
    for (const action of servicesOverview.cta.actions)
      await expect(cta.getByRole("link", { name: action.label })).toHaveAttribute("href", action.href);
  });
});

test.describe("service side navigation", () => {
  for (const viewport of [
    { name: "desktop", size: { width: 1440, height: 900 } },
    { name: "390 px", size: { width: 390, height: 844 } },
  ]) {
    test.describe(viewport.name, () => {
      test.use({ viewport: viewport.size });

      for (const service of services) {
        test(`/services/${service.id} lists every service and marks itself`, async ({ page }) => {
          await page.goto(`/services/${service.id}`);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
          const nav = page.getByRole("navigation", { name: "Our services" });
          await expect(nav).toBeVisible();
          const links = nav.getByRole("link");
          await expect(links).toHaveCount(services.length);
          await expect(links).toHaveText(services.map((entry) => entry.title));
          const current = nav.locator('a[aria-current="page"]');
          await expect(current).toHaveCount(1);
          await expect(current).toHaveText(service.title);
          await expect(current).toHaveAttribute("href", `/services/${service.id}`);
          await expect(current).toBeInViewport();
        });
      }

      if (viewport.name === "desktop")
        test("ten services with the longest titles are all above the fold on arrival", async ({ page }) => {
          await page.goto(`/services/${first.id}`);
          const nav = page.getByRole("navigation", { name: "Our services" });
          // The list as the page would render ten services, each titled as long as a title may be.
          const title = "Decommissioning and Recovery";
          expect(title).toHaveLength(serviceTitleMax);
          await nav.getByRole("list").evaluate((list, title) => {
            const items = [...list.children];
            while (list.children.length < 10) list.append(items[list.children.length % items.length]!.cloneNode(true));
            for (const link of list.querySelectorAll("a")) link.lastChild!.textContent = title;
          }, title);
          const links = nav.getByRole("link");
          await expect(links).toHaveCount(10);
          for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
        });

      test("following a link moves to that service and moves the mark", async ({ page }) => {
        await page.goto(`/services/${first.id}`);
        await waitForHydration(page);
        const nav = page.getByRole("navigation", { name: "Our services" });
        await nav.getByRole("link", { name: last.title }).click();
        await expect(page).toHaveURL(new RegExp(`/services/${last.id}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.title);
        await expect(nav.getByRole("link", { name: last.title })).toHaveAttribute("aria-current", "page");
        await expect(nav.getByRole("link", { name: first.title, exact: true })).not.toHaveAttribute("aria-current", "page");
      });
    });
  }
});

/** What a section of a service's page lists, as the page shows it: its cards (groups) or its list's items, and their titles. */
function listed(section: ServiceSection): { role: "article" | "listitem"; count: number; titles: string[] } | undefined {
  switch (section.kind) {
    case "checklist":
      return { role: "listitem", count: section.items.length, titles: section.items };
    case "steps":
      return { role: "listitem", count: section.steps.length, titles: section.steps.map((step) => step.title) };
    case "groups":
      return { role: "article", count: section.groups.length, titles: section.groups.map((group) => group.title) };
    case "features":
      return { role: "listitem", count: section.features.length, titles: section.features.map((feature) => feature.title) };
    case "credentials":
      return { role: "listitem", count: section.credentials.length, titles: section.credentials.map((credential) => credential.code) };
    default:
      return undefined;
  }
}

test.describe("service detail pages", () => {
  // Each page shows every section its entry in data/services.json lists, with every entry of it:
  // a section, an item or a service added in /admin/ is checked here with no edit.
  for (const service of contentServices) {
    test(`/services/${service.id}: every section with all its entries`, async ({ page }) => {
      await page.goto(`/services/${service.id}`);
      for (const section of service.page.sections) {
        const shown = listed(section);
        const area = region(page, section.title);
        await expect(area).toBeAttached();
        if (!shown) continue;
        // A group's own items are list items too: count the section's direct entries only.
        const entries = shown.role === "article" ? area.getByRole("article") : area.getByRole("list").first().locator(":scope > li");
        await expect(entries, `${service.id}: ${section.title}`).toHaveCount(shown.count);
        for (const title of shown.titles) await expect(area.getByText(title).first()).toBeAttached();
      }
    });
  }

  test("a section's call to action leads where its entry says", async ({ page }) => {
    const withAction = contentServices.flatMap((service) =>
      service.page.sections.flatMap((section) => (section.kind === "cta" ? [{ service, action: section.actions[0]! }] : [])),
    )[0];
    test.skip(!withAction, "no service page has a call to action");
    await page.goto(`/services/${withAction!.service.id}`);
    await expect(page.getByRole("main").getByRole("link", { name: withAction!.action.label }).first()).toHaveAttribute(
      "href",
      withAction!.action.href,
    );
  });

  test("an unknown service answers 404", async ({ page }) => {
    const response = await page.goto("/services/no-such-service");
    expect(response?.status()).toBe(404);
  });
});

test.describe("workshop and fabrication yard", () => {
  for (const path of ["/services/fabrication-yard", "/fabrication-yard"]) {
    test(`${path}: the same page, canonical at /services/fabrication-yard`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.yard.heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services\/fabrication-yard$/);

      const intro = region(page, yard.introTitle);
      for (const paragraph of yard.intro) await expect(intro.getByText(paragraph)).toBeVisible();

      const highlights = region(page, yard.highlights.title);
      await expect(highlights.getByRole("listitem")).toHaveCount(yardHighlights.length);
      for (const { figure, title } of yardHighlights) {
        await expect(highlights).toContainText(figure);
        await expect(highlights).toContainText(title);
      }

      const gallery = region(page, yard.gallery.title);
      const groups = gallery.getByRole("article");
      await expect(groups).toHaveCount(yardGroups.length);
      await expect(groups.getByRole("heading", { level: 3 })).toHaveText(yardGroups.map((group) => group.title));
      await expect(gallery.getByRole("img")).toHaveCount(yardGroups.flatMap((group) => group.images).length);
      for (const image of await gallery.getByRole("img").all()) await expect(image).toHaveAttribute("loading", "lazy");
      // Multi-image groups sit side by side; a single picture spans its group.
      const pair = groups.filter({ hasText: yardGroups.find((group) => group.images.length > 1)!.title }).getByRole("img");
      // Polled: a card may still be sliding in when it is first measured.
      await expect
        .poll(async () => {
          const [left, right] = [await pair.nth(0).boundingBox(), await pair.nth(1).boundingBox()];
          return Boolean(left && right && Math.abs(left.y - right.y) < 1 && right.x > left.x + left.width - 1);
        })
        .toBe(true);
      // At 1440 px every group has the row to itself, and a single picture fills its card's width.
      const widths = await gallery
        .getByRole("list")
        .first()
        .evaluate((list) =>
          [...list.querySelectorAll("article")].map((card) => ({
            card: card.getBoundingClientRect().width,
            list: list.getBoundingClientRect().width,
            images: [...card.querySelectorAll("img")].map((img) => img.getBoundingClientRect().width),
          })),
        );
      const singles = widths.filter((group) => group.images.length === 1);
      expect(singles.length).toBeGreaterThan(0);
      for (const group of widths) expect(group.card).toBeCloseTo(group.list, 0);
      for (const group of singles) expect(group.images[0]).toBeGreaterThan(group.card * 0.9);
    });
  }
});
