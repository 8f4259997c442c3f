import { readFileSync } from "node:fs";
import { DomUtils, parseDocument } from "htmlparser2";
import { join } from "node:path";
import { expect, test, type Page } from "./support/test";
import { heroSlides } from "../../app/content/hero-slides";
import { homeServiceCards, impactStats } from "../../app/content/home";
import { HERO_INTERVAL_MS } from "../../app/lib/constants";

const hero = (page: Page) => page.locator("section#hero");
const currentSlide = (page: Page) => hero(page).getByRole("group");
const dot = (page: Page, n: number) => hero(page).getByRole("button", { name: `Go to slide ${n}`, exact: true });

async function expectSlide(page: Page, n: number) {
  // Inactive slides are aria-hidden, so the only slide group in the accessibility tree is the current one.
  await expect(currentSlide(page)).toHaveAccessibleName(`${n} of ${heroSlides.length}`);
  await expect(dot(page, n)).toHaveAttribute("aria-current", "true");
}

async function openHome(page: Page) {
  await page.goto("/");
  await expect(hero(page)).toHaveAttribute("data-hero-slideshow-started", "");
}

test.describe("hero slideshow", () => {
  test("the prerendered HTML has slide 1's title as the only h1 and holds its picture", () => {
    const html = readFileSync(join(process.env.BUILD_DIR ?? "build", "client", "index.html"), "utf8");
    const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]);
    expect(h1s).toEqual([heroSlides[0]!.title]);
    // The largest paint comes with the page (scripts/inline-art.mjs): no request of its own.
    const hero = DomUtils.findOne((node) => node.attribs["data-file"] === heroSlides[0]!.image, parseDocument(html).children);
    expect(hero?.attribs.src).toMatch(/^data:image\/svg\+xml,/);
  });

  test("advances every 6 s and loops back to the first slide", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await expectSlide(page, 1);
    await expect(hero(page).locator("[aria-live]")).toHaveAttribute("aria-live", "off");
    for (const n of [2, 3, 4, 5, 1]) {
      await page.clock.runFor(HERO_INTERVAL_MS);
      await expectSlide(page, n);
    }
  });

  test("the rotation button stops and restarts the slideshow", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    const stop = hero(page).getByRole("button", { name: "Stop automatic slide show" });
    await stop.click();
    await page.mouse.move(0, 0); // leave the hero, so hovering is not what holds it
    const start = hero(page).getByRole("button", { name: "Start automatic slide show" });
    await expect(start).toBeVisible();
    await expect(hero(page).locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(HERO_INTERVAL_MS * 3);
    await expectSlide(page, 1);

    await start.click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(HERO_INTERVAL_MS);
    await expectSlide(page, 2);
  });

  test("hovering pauses rotation while the pointer stays", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await hero(page).getByRole("heading", { level: 1 }).hover();
    await page.clock.runFor(HERO_INTERVAL_MS * 2);
    await expectSlide(page, 1);
    await page.mouse.move(0, 0);
    await page.clock.runFor(HERO_INTERVAL_MS);
    await expectSlide(page, 2);
  });

  test("keyboard focus inside stops rotation for good", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await dot(page, 3).focus();
    await expect(hero(page).getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expectSlide(page, 3);
    await page.clock.runFor(HERO_INTERVAL_MS * 2);
    await expectSlide(page, 3);
  });

  test("dots jump to any slide", async ({ page }) => {
    await openHome(page);
    for (const n of [4, 2, 5]) {
      await dot(page, n).click();
      await expectSlide(page, n);
      await expect(currentSlide(page).getByRole("heading")).toHaveText(heroSlides[n - 1]!.title);
    }
  });

  test("previous and next arrows wrap around both ways", async ({ page }) => {
    await openHome(page);
    const previous = hero(page).getByRole("button", { name: "Previous slide" });
    const next = hero(page).getByRole("button", { name: "Next slide" });
    await previous.click();
    await expectSlide(page, 5);
    await next.click();
    await expectSlide(page, 1);
    await next.click();
    await expectSlide(page, 2);
  });

  test.describe("under reduced motion", () => {
    test("does not auto-advance and offers to start the slide show", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.clock.install();
      await openHome(page);
      await expect(hero(page).getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
      await page.clock.runFor(HERO_INTERVAL_MS * 3);
      await expectSlide(page, 1);
    });
  });
});

test.describe("search term highlighting", () => {
  async function search(page: Page, term: string) {
    await openHome(page);
    const box = page.locator("header").getByRole("searchbox", { name: "Search the site" }).first();
    await box.fill(term);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    await openHome(page);
  }

  test("marks a regex-special term literally and case-insensitively", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await search(page, "(feed)");
    await dot(page, 2).click();
    await expect(currentSlide(page).locator("mark")).toHaveText(["(FEED)"]);
    expect(errors).toEqual([]);
  });

  test("a term like [a-z never throws and marks nothing", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await search(page, "[a-z");
    await expect(hero(page).getByRole("heading", { level: 1 })).toHaveText(heroSlides[0]!.title);
    await expect(hero(page).locator("mark")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("marks every case of a plain term in title, subtitle and description", async ({ page }) => {
    await search(page, "ENERGY");
    await expect(currentSlide(page).locator("mark").first()).toHaveText(/^energy$/i);
    await expect(hero(page).getByRole("heading", { level: 1 })).toHaveText(heroSlides[0]!.title);
  });
});

test.describe("impact in numbers", () => {
  const finals = impactStats.map((stat) => `${stat.number}${stat.suffix}`);
  // The moving figure is CSS's animated counter over the real number (ui/count-up.tsx).
  const counted = (el: Element) => Number(getComputedStyle(el, "::after").getPropertyValue("--count"));

  test("the served HTML carries the final values, never 0", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const section = html.slice(html.indexOf('id="impact"'));
    for (const stat of impactStats) {
      expect(section).toContain(`>${stat.number}</span>${stat.suffix}</span>`);
      expect(section).toContain(stat.label);
    }
  });

  test("counts up to the final values after scrolling into view", async ({ page }) => {
    await openHome(page);
    const figures = page.locator("#impact dd");
    const counters = page.locator("#impact [data-count-up]");
    // Below the fold: waiting at 0, while the text stays the real figure for screen readers.
    await expect(counters.first()).toHaveAttribute("data-count-up", "waiting");
    expect(await counters.first().evaluate(counted)).toBe(0);
    await expect(figures).toHaveText(finals);
    await page.getByRole("heading", { name: "Our Impact in Numbers" }).scrollIntoViewIfNeeded();
    await expect(counters.first()).toHaveAttribute("data-count-up", "counting");
    // Part-way, the drawn figure is between 0 and the target.
    const target = impactStats[0]!.number;
    await expect.poll(() => counters.first().evaluate(counted)).toBeGreaterThan(0);
    expect(await counters.first().evaluate(counted)).toBeLessThanOrEqual(target);
    // Done: the animation is gone and the real figures show.
    for (const counter of await counters.all()) await expect(counter).toHaveAttribute("data-count-up", "");
    await expect(figures).toHaveText(finals);
    const list = page.locator("#impact dl");
    for (const stat of impactStats) {
      await expect(list.getByRole("definition").filter({ hasText: stat.label })).toHaveCount(0);
      await expect(list).toContainText(stat.label);
    }
  });

  test("prints the final values, never a figure that was still waiting to count", async ({ page }) => {
    await openHome(page);
    const counter = page.locator("#impact [data-count-up]").first();
    await expect(counter).toHaveAttribute("data-count-up", "waiting");
    const drawn = (el: Element) => ({
      text: getComputedStyle(el).getPropertyValue("-webkit-text-fill-color"),
      over: getComputedStyle(el, "::after").content,
    });
    expect((await counter.evaluate(drawn)).over).not.toBe("none");
    await page.emulateMedia({ media: "print" });
    // On paper no counter is drawn over the real number, and the number itself is inked.
    expect(await counter.evaluate(drawn)).toEqual({ text: expect.not.stringMatching(/rgba\(0, 0, 0, 0\)|transparent/), over: "none" });
  });

  test("shows the final values at once under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    await page.getByRole("heading", { name: "Our Impact in Numbers" }).scrollIntoViewIfNeeded();
    for (const counter of await page.locator("#impact [data-count-up]").all()) {
      await expect(counter).toHaveAttribute("data-count-up", "");
    }
    await expect(page.locator("#impact dd")).toHaveText(finals);
  });
});

test.describe("client logo strip", () => {
  test("shows ten named logos, a hidden copy and a pause button", async ({ page }) => {
    await openHome(page);
    const section = page.locator("section#clients");
    await expect(section.getByRole("img")).toHaveCount(10);
    await expect(section.getByRole("img", { name: "Atlantic Basin Petroleum" })).toBeVisible();
    const track = section.locator("[data-paused]");
    await expect(track.locator("ul[aria-hidden='true'] :is(a, button, [tabindex])")).toHaveCount(0);
    const animation = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    await page.mouse.move(0, 0);
    await expect.poll(animation).toBe("running");

    await section.getByRole("button", { name: "Pause scrolling logos" }).click();
    await expect.poll(animation).toBe("paused");
    await expect(section.getByRole("button", { name: "Resume scrolling logos" })).toBeVisible();
    await section.getByRole("button", { name: "Resume scrolling logos" }).click();
    await page.mouse.move(0, 0);
    await expect.poll(animation).toBe("running");

    // The track itself moves, so hover the still frame around it.
    await track.locator("xpath=..").hover();
    await expect.poll(animation).toBe("paused");
  });

  test("stands still under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    const track = page.locator("section#clients [data-paused]");
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await expect(page.getByRole("button", { name: "Pause scrolling logos" })).toBeHidden();
  });
});

test.describe("links", () => {
  test("six service cards lead to their service pages", async ({ page }) => {
    await openHome(page);
    const section = page.locator("section#services");
    for (const card of homeServiceCards) {
      await expect(section.getByRole("link", { name: card.title, exact: true })).toHaveAttribute("href", card.path);
    }
    await section.getByRole("link", { name: homeServiceCards[0]!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${homeServiceCards[0]!.path}$`));
  });

  test("four latest projects lead to /projects, with details on hover and focus", async ({ page }) => {
    await openHome(page);
    const section = page.locator("section#latest-projects");
    const tiles = section.getByRole("listitem");
    await expect(tiles).toHaveCount(4);
    await expect(tiles.getByRole("link")).toHaveCount(4);
    for (const link of await tiles.getByRole("link").all()) await expect(link).toHaveAttribute("href", "/projects");

    const description = tiles.first().locator("p").last();
    const opacity = () => description.evaluate((el) => getComputedStyle(el.parentElement!.parentElement!).opacity);
    await page.mouse.move(0, 0);
    await expect.poll(opacity).toBe("0");
    await tiles.first().getByRole("link").focus();
    await expect.poll(opacity).toBe("1");
    await tiles.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/projects$/);
  });

  test("Get Started goes to /services, Contact to /contact, Download Profile to the PDF", async ({ page }) => {
    await openHome(page);
    await expect(hero(page).getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("href", "/contact");
    const profile = hero(page).getByRole("link", { name: /Download Profile/ });
    await expect(profile).toHaveAttribute("href", "/downloads/deltaforge-company-profile.pdf");
    await expect(profile).toHaveAttribute("download", "");
    await expect(profile).toContainText("PDF");
    await hero(page).getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("the call to action offers Request Quote and Contact Us", async ({ page }) => {
    await openHome(page);
    const cta = page.getByRole("region", { name: /Have a project in mind/ });
    await expect(cta.getByRole("link", { name: "Request Quote" })).toHaveAttribute("href", "/contact/quote");
    await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("Get Started is hidden; project details stay readable without hover", async ({ page }) => {
    await openHome(page);
    await expect(hero(page).getByRole("link", { name: "Get Started" })).toBeHidden();
    await expect(hero(page).getByRole("link", { name: "Contact", exact: true })).toBeVisible();
    const tile = page.locator("section#latest-projects li").first();
    await tile.scrollIntoViewIfNeeded();
    await expect(tile.getByText("Riverline Storage Terminals")).toBeVisible();
  });
});

test.describe("the far end of a long page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const notYetRendered = (page: Page, selector: string) =>
    page.locator(selector).evaluate((block) => !block.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));

  test("is laid out only when it comes near, and its cards still fade in", async ({ page }) => {
    await openHome(page);
    // Far below the fold the blocks wait (render-near-view in app.css), so the first paint costs
    // only what is on screen.
    expect(await notYetRendered(page, "section#latest-projects")).toBe(true);
    const card = page.locator("section#latest-projects [data-reveal]").first();
    await expect(card).toHaveClass(/reveal-pending/);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => notYetRendered(page, "section#latest-projects")).toBe(false);
    await expect(card).not.toHaveClass(/reveal-pending/);
    await expect(card.getByRole("heading")).toBeVisible();
  });
});
