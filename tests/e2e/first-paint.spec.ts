import { expect, test, type Page } from "@playwright/test";
import { enquiryMessages } from "../../app/content/enquiry-forms";
import { paths } from "../../app/lib/paths";
import { slowLink } from "../../scripts/slow-phone.mjs";
import { requests } from "./support/requests";
import { waitForHydration } from "./support/settle";

// docs/decisions/0006: every page works from its first paint. The header's menus are popovers
// that need no script; only pages whose widgets need React load it (checked on every page by
// page-walk.spec.ts); one small script enhances all.
// This file uses Playwright's own `test`: these pages are looked at before, or without, any script.

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test.describe("at 1280 px", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    for (const [name, items] of [
      ["About menu", ["Who We Are", "Management", "History", "Certifications", "Gallery", "Clients"]],
      ["Contact menu", ["Contact", "Request Quote", "Vendor Registration", "Become Partner"]],
    ] as const) {
      test(`the ${name} opens, shows every item and closes on Escape and on an outside click`, async ({ page }) => {
        await page.goto("/about/history");
        const nav = page.getByRole("navigation", { name: "Main" });
        const button = nav.getByRole("button", { name });
        const menu = page.locator(`#${await button.getAttribute("aria-controls")}`);
        await expect(menu).toBeHidden();
        await button.click();
        for (const item of items) await expect(menu.getByRole("link", { name: item, exact: true })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await expect(button).toBeFocused();
        await button.click();
        await expect(menu).toBeVisible();
        await page.mouse.click(640, 700);
        await expect(menu).toBeHidden();
      });
    }

    test("one dropdown is open at a time, and its links are ordinary links", async ({ page }) => {
      await page.goto("/services");
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "About menu" }).click();
      await nav.getByRole("button", { name: "Contact menu" }).click();
      await expect(page.locator("#nav-about-menu")).toBeHidden();
      await page.locator("#nav-contact-menu").getByRole("link", { name: "Request Quote" }).click();
      await expect(page).toHaveURL(/\/contact\/quote$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("#nav-contact-menu")).toBeHidden();
    });
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the Menu button opens the navigation with search, and Escape or an outside click closes it", async ({ page }) => {
      await page.goto("/careers");
      const button = page.getByRole("button", { name: "Menu" });
      const menu = page.locator("#mobile-menu");
      await expect(menu).toBeHidden();
      await button.click();
      await expect(menu.getByRole("searchbox", { name: "Search the site" })).toBeVisible();
      for (const name of ["Home", "About", "Who We Are", "Services", "Projects", "Workshop", "Careers", "Contact", "Become Partner"]) {
        await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await expect(menu.getByRole("link", { name: "Careers", exact: true })).toHaveAttribute("aria-current", "page");
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await button.click();
      await expect(menu).toBeVisible();
      await page.mouse.click(200, 60);
      await expect(menu).toBeHidden();
    });

    test("searching from the menu is the browser's own form post", async ({ page }) => {
      await page.goto("/careers");
      await page.getByRole("button", { name: "Menu" }).click();
      const box = page.locator("#mobile-menu").getByRole("searchbox");
      await box.fill("machinist");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/search\?q=machinist$/);
    });
  });

  test("content is complete and visible: no loader, no hidden cards", async ({ page }) => {
    await page.goto("/careers");
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
    const cards = page.locator("[data-reveal]");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card).not.toHaveClass(/reveal-pending/);
    await expect(page.getByRole("button", { name: "Back to top" })).toHaveCount(0);
  });
});

/** Every JavaScript file the page asks for until the network settles (the deferred boot included). */
// Framework code only where a widget needs it (each page's scripts): page-walk.spec.ts, on its one
// load of every page.

test.describe("the header shrinks without moving the page", () => {
  test.use({ viewport: { width: 1440, height: 600 } });

  for (const path of ["/about/history", "/contact/quote"]) {
    test(`${path}: a small scroll past 10 px settles in one state`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
      const header = page.locator("[data-site-header]");
      await expect(header).toHaveAttribute("data-scrolled", "false");
      const mainTop = () => page.evaluate(() => document.querySelector("main")!.getBoundingClientRect().top + scrollY);
      const before = await mainTop();
      await page.evaluate(() => {
        const w = window as typeof window & { headerChanges: number };
        w.headerChanges = 0;
        new MutationObserver(() => w.headerChanges++).observe(document.querySelector("[data-site-header]")!, {
          attributeFilter: ["data-scrolled"],
        });
      });
      for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 6);
      await expect(header).toHaveAttribute("data-scrolled", "true");
      // Long enough for the 0.3 s transition and any scroll anchoring it could cause.
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => (window as typeof window & { headerChanges: number }).headerChanges)).toBe(1);
      await expect(header).toHaveAttribute("data-scrolled", "true");
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(10);
      expect(await mainTop()).toBe(before);
    });
  }
});

test.describe("the loading indicator on a direct page load", () => {
  // Home waits for four slides (three are files), management for the leaders' photos.
  for (const path of ["/", "/about/management"]) {
    test(`${path}: shows while its images are slow, then goes`, async ({ page }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/art/**", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const loader = page.getByRole("status").filter({ hasText: "Loading..." });
      await expect(loader).toBeVisible();
      release();
      await expect(loader).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("/about/history: its hero comes with the page (scripts/inline-art.mjs), so nothing waits even while other art is slow", async ({
    page,
  }) => {
    const held: string[] = [];
    await page.route("**/art/**", (route) => void held.push(route.request().url()));
    await page.goto("/about/history", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Past the 200 ms grace period, with the badges' requests still held.
    await page.waitForTimeout(600);
    expect(held.length).toBeGreaterThan(0);
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeHidden();
  });
});

test.describe("what the loading indicator fetches", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the gallery's far pictures arrive with the wait but are shown, from the cache, only as they come near", async ({ page }) => {
    await page.goto("/about/gallery");
    await expect(page.locator("[data-loading-gate]")).toHaveAttribute("data-settled", "");
    const last = page.getByRole("region", { name: "Training & Development", exact: true }).getByRole("img").last();
    const src = await last.getAttribute("src");
    const bytesOf = async (initiator: string) =>
      (await requests(page)).filter((r) => r.path === src && r.initiatorType === initiator).map((r) => r.transferSize);
    // Its bytes came with the wait; the picture itself was not yet asked for, so not yet decoded.
    expect(await bytesOf("fetch")).toHaveLength(1);
    expect(await last.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
    // A jump this far can land short: the categories passed on the way take their real height
    // as they are laid out (render-near-view's placeholder), and the picture waits until its frame
    // is near (render-picture-near-view). Scroll to it again, as a person would.
    await expect(async () => {
      await last.scrollIntoViewIfNeeded();
      expect(await last.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }).toPass();
    // Shown from the HTTP cache: nothing more came over the network.
    expect(await bytesOf("img")).toEqual([0]);
  });

  test("home fetches the other slides' pictures for the wait without decoding them", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("[data-loading-gate]")).toHaveAttribute("data-settled", "");
    const pictures = page.locator("[data-slide-image] img");
    await expect(pictures).toHaveCount(5);
    expect(await pictures.evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => img.naturalWidth > 0))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    const fetched = (await requests(page)).filter((r) => r.initiatorType === "fetch").map((r) => r.path);
    expect(fetched).toEqual(expect.arrayContaining(["/art/hero/slide-2.svg", "/art/hero/slide-3.svg", "/art/hero/slide-4.svg"]));
  });
});

// What the first paint shows stays where it is (Chromium reports layout shifts; the e2e suite runs in it).
test.describe("nothing on screen moves once painted", () => {
  /** Layout shifts the page has had so far, each as the elements it moved (none with recent input). */
  const layoutShifts = (page: Page) =>
    page.evaluate(async () => {
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: "layout-shift", buffered: true });
      const shifts = observer.takeRecords() as (PerformanceEntry & { hadRecentInput: boolean; sources: { node?: Node | null }[] })[];
      observer.disconnect();
      return shifts
        .filter((shift) => !shift.hadRecentInput)
        .map((shift) => shift.sources.map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 80) : String(node))));
    });

  for (const path of [paths.quote, paths.vendor, paths.partner]) {
    test(`${path} hydrates without moving its form`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByText(enquiryMessages.draftSaved)).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
    });
  }

  test("the home page is first painted once its hero has arrived, so the hero's text never moves", async ({ page }) => {
    // Over a slow link the page arrives in parts. With a short round trip the stylesheet (13 KB)
    // comes before the hero's text and controls (from 13 to 19 KB of the page): a frame painted then
    // showed the picture alone, and the centred text moved as the rest came (it did without the
    // page's rel=expect).
    await slowLink(await page.context().newCDPSession(page), 20);
    // The last control in the hero: once it is in the page, so is all of the hero before it.
    await page.addInitScript(() =>
      requestAnimationFrame(() => {
        document.documentElement.dataset.heroAtFirstFrame = String(!!document.querySelector('#hero [data-slide-step="1"]'));
      }),
    );
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hero-at-first-frame", "true");
    expect(await layoutShifts(page)).toEqual([]);
  });
});
