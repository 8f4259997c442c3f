import { expect, test, type Page } from "./support/test";
import { waitForHydration } from "./support/settle";
import { serviceTitleMax } from "../../app/content/schemas/service";
import { services as contentServices } from "../../app/content/services";

// The services as the content has them: adding one to data/services.json adds it here.
const services = contentServices.map(({ id, title }) => ({ id, title }));

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
    await page.getByRole("link", { name: "Learn more about Technical Manpower Supply" }).click();
    await expect(page).toHaveURL(/\/services\/manpower$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Technical Manpower Supply");
  });

  test("stats band and calls to action", async ({ page }) => {
    await page.goto("/services");
    const stats = region(page, "Our track record");
    for (const [figure, label] of [
      ["200+", "Projects completed"],
      ["15+", "Years of experience"],
      ["50+", "Industry partners"],
    ]) {
      await expect(stats.getByRole("definition").filter({ hasText: figure }).first()).toBeAttached();
      await expect(stats.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
    // The visible figures count up to their targets once in view.
    await stats.scrollIntoViewIfNeeded();
    for (const counter of await stats.locator("[data-count-up]").all()) await expect(counter).toHaveAttribute("data-count-up", "");
    await expect(stats.getByRole("definition")).toHaveText(["200+", "15+", "50+"]);
    const cta = region(page, "Ready to start your project?");
    await expect(cta.getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/contact/quote");
    await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
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
          await page.goto("/services/engineering");
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
        await page.goto("/services/engineering");
        await waitForHydration(page);
        const nav = page.getByRole("navigation", { name: "Our services" });
        await nav.getByRole("link", { name: "Petroleum Products Trading" }).click();
        await expect(page).toHaveURL(/\/services\/trading$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Petroleum Products Trading");
        await expect(nav.getByRole("link", { name: "Petroleum Products Trading" })).toHaveAttribute("aria-current", "page");
        await expect(nav.getByRole("link", { name: "Engineering" })).not.toHaveAttribute("aria-current", "page");
        await expect(region(page, "Core offerings").getByRole("article")).toHaveCount(4);
      });
    });
  }
});

test.describe("service detail pages", () => {
  test("engineering: 25 capabilities, support offices and standards", async ({ page }) => {
    await page.goto("/services/engineering");
    await expect(region(page, "Engineering capabilities").getByRole("listitem")).toHaveCount(25);
    const offices = region(page, "Support offices");
    await expect(offices.getByRole("heading", { level: 3 })).toHaveText(["Lagos", "Port Harcourt", "Calabar", "Abuja"]);
    const standards = page.getByRole("region", { name: /standards/ });
    for (const code of ["ASME", "API", "ISO", "DPR"]) await expect(standards.getByText(code, { exact: true })).toBeVisible();
  });

  test("procurement: six phases and key strengths", async ({ page }) => {
    await page.goto("/services/procurement");
    await expect(region(page, "Six phases of procurement").getByRole("listitem")).toHaveCount(6);
    await expect(region(page, "Key strengths").getByRole("heading", { level: 3 }).first()).toBeVisible();
  });

  test("commissioning: five scope groups", async ({ page }) => {
    await page.goto("/services/commissioning");
    await expect(region(page, "Commissioning scope").getByRole("article")).toHaveCount(5);
  });

  test("operations: eight capabilities and five reasons", async ({ page }) => {
    await page.goto("/services/operations");
    await expect(region(page, "Operations and maintenance capabilities").getByRole("listitem")).toHaveCount(8);
    await expect(region(page, "Five reasons to choose us").getByRole("listitem")).toHaveCount(5);
  });

  test("manpower: six categories of four roles, features, support, deployment and certifications", async ({ page }) => {
    await page.goto("/services/manpower");
    const scope = region(page, "Six categories of technical manpower");
    const categories = scope.getByRole("article");
    await expect(categories.getByRole("heading", { level: 3 })).toHaveText([
      "Electrical & Instrumentation",
      "Mechanical & Piping",
      "Quality & Safety",
      "Project Management",
      "Specialized Services",
      "Operations & Maintenance",
    ]);
    for (let index = 0; index < 6; index += 1) await expect(categories.nth(index).getByRole("listitem")).toHaveCount(4);
    await expect(region(page, "Key features").getByRole("listitem").first()).toBeVisible();
    await expect(region(page, "Management and support").getByRole("listitem").first()).toBeVisible();
    await expect(region(page, "From request to deployment").getByRole("listitem")).toHaveCount(5);
    const certifications = region(page, "Certifications our personnel hold");
    for (const code of ["COREN", "IRATA", "ASNT", "BOSIET", "OPITO", "ISO", "AWS", "OSHA"]) {
      await expect(certifications.getByText(code, { exact: true })).toBeVisible();
    }
    await expect(region(page, "Need skilled people on site?").getByRole("link", { name: "Request a Quote" })).toBeVisible();
  });

  test("fabrication: 7 + 7 scope items, 5 facilities, 5 value points and a link to the yard", async ({ page }) => {
    await page.goto("/services/fabrication");
    const scope = region(page, "Construction and fabrication scope").getByRole("article");
    await expect(scope.getByRole("heading", { level: 3 })).toHaveText(["Construction scope", "Fabrication scope"]);
    await expect(scope.nth(0).getByRole("listitem")).toHaveCount(7);
    await expect(scope.nth(1).getByRole("listitem")).toHaveCount(7);
    await expect(region(page, "Facilities that keep work in-house").getByRole("listitem")).toHaveCount(5);
    await expect(region(page, "Our value proposition").getByRole("listitem")).toHaveCount(5);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Tour the workshop and yard" }).click();
    await expect(page).toHaveURL(/\/services\/fabrication-yard$/);
  });

  test("trading: four offering groups, five reasons and six support services available 24/7", async ({ page }) => {
    await page.goto("/services/trading");
    const offerings = region(page, "Core offerings");
    await expect(offerings.getByRole("article")).toHaveCount(4);
    for (const product of ["PMS", "AGO", "DPK", "ATK", "LPFO"]) await expect(offerings).toContainText(`(${product}`);
    await expect(offerings).toContainText("Base oils");
    await expect(offerings).toContainText("lubricants");
    await expect(offerings).toContainText("West Africa");
    await expect(region(page, "Why choose us for petroleum products").getByRole("listitem")).toHaveCount(5);
    const support = region(page, "Support services");
    await expect(support.getByRole("listitem")).toHaveCount(6);
    await expect(support).toContainText("24/7");
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
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Workshop and Fabrication Yard");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services\/fabrication-yard$/);

      const intro = region(page, "One yard to fabricate, machine, coat and test");
      // Two intro paragraphs (full sentences; the eyebrow line above the heading is not one).
      await expect(intro.locator("p").filter({ hasText: /\.$/ })).toHaveCount(2);

      const highlights = region(page, "Built for heavy, coded work");
      await expect(highlights.getByRole("listitem")).toHaveCount(5);
      for (const fact of ["6989 m²", "10-tonne", "20-tonne", "375 cfm", "2 inch", "3D CAD", "ASME IX, BS 4870 and BS EN 288"]) {
        await expect(highlights).toContainText(fact);
      }

      const gallery = region(page, "Equipment and facilities");
      const groups = gallery.getByRole("article");
      await expect(groups).toHaveCount(14);
      await expect(groups.getByRole("heading", { level: 3 }).first()).toHaveText("Overhead Cranes (10 t and 20 t)");
      await expect(gallery.getByRole("img")).toHaveCount(20);
      for (const image of await gallery.getByRole("img").all()) await expect(image).toHaveAttribute("loading", "lazy");
      // Multi-image groups sit side by side; a single picture spans its group.
      const pair = groups.filter({ hasText: "Coded Welding Bays" }).getByRole("img");
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
