import { expect, test } from "./support/test";

test.describe("header navigation", () => {
  test("the About dropdown works by keyboard and Escape returns focus to its button", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "About menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    for (const name of ["Who We Are", "Management", "History", "Certifications", "Gallery", "Clients"]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(menu).toBeHidden();
  });

  test("a dropdown closes on an outside click and on following a link", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "Contact menu" });
    await toggle.click();
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(menu.getByRole("link", { name: "Vendor Registration" })).toBeVisible();
    await page.locator("footer").click({ position: { x: 5, y: 5 } });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await menu.getByRole("link", { name: "Request Quote" }).click();
    await expect(page).toHaveURL(/\/contact\/quote$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the current page is marked with aria-current", async ({ page }) => {
    await page.goto("/projects");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Projects" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("top bar and main navigation carry the spec's items", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header");
    const language = header.getByRole("link", { name: "Français" });
    await expect(language).toHaveAttribute("href", "/fr");
    await expect(language).toHaveAttribute("lang", "fr");
    await expect(header.getByText("English", { exact: true })).toHaveAttribute("aria-current", "true");
    await expect(header.getByRole("link", { name: /^\+234/ })).toHaveCount(2);
    await expect(header.getByRole("link", { name: /@deltaforge\.example/ })).toBeVisible();
    await expect(header.getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/contact/quote");
    await expect(header.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about/who-we-are");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About", "Services", "Projects", "Workshop", "Careers", "Contact"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Workshop" })).toHaveAttribute("href", "/services/fabrication-yard");
    await expect(header.getByRole("img", { name: /ISO 9001:2015/ })).toBeVisible();
    await expect(header.getByRole("img", { name: /ISO 45001:2018/ })).toBeVisible();
  });

  test("the footer has quick links, contact details and this year's copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    const quick = footer.getByRole("navigation", { name: "Quick links" });
    for (const name of ["Home", "About Us", "Services", "Projects", "Workshop", "Careers", "Contact"]) {
      await expect(quick.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByText("Lagos, Nigeria")).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    const networking = footer.getByRole("link", { name: /LinkedIn/ });
    await expect(networking).toHaveAttribute("target", "_blank");
    await expect(networking).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("scrolling", () => {
  test.use({ viewport: { width: 1440, height: 400 } });

  test("the header shrinks and gains a shadow past 10 px", async ({ page }) => {
    await page.goto("/about");
    const header = page.locator("header");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 60);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveClass(/shadow/);
  });

  test("scroll-to-top appears past 300 px and takes the visitor to the top", async ({ page }) => {
    await page.goto("/about");
    const button = page.getByRole("button", { name: /top/i });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test("a new navigation starts at the top of the page", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("search box", () => {
  test("submitting a term stores it, clears the box and opens /search?q=", async ({ page }) => {
    await page.goto("/");
    const box = page.locator("header").getByRole("searchbox", { name: "Search the site" }).first();
    await box.fill("  crane ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=crane$/);
    await expect(page.locator("header").getByRole("searchbox").first()).toHaveValue("");
    await expect(page.getByRole("main")).toContainText("crane");
  });

  test("blank text does nothing", async ({ page }) => {
    await page.goto("/about");
    const box = page.locator("header").getByRole("searchbox", { name: "Search the site" }).first();
    await box.fill("   ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Menu button opens the same navigation plus search", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("searchbox")).toBeVisible();
    for (const name of ["Home", "About", "Who We Are", "Services", "Projects", "Workshop", "Careers", "Contact", "Become Partner"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(menu).toBeHidden();
  });

  test("on a service's page the menu marks Services as the section, in the colour of the current page", async ({ page }) => {
    const servicesColour = async (path: string) => {
      await page.goto(path);
      await page.getByRole("button", { name: "Menu" }).click();
      const link = page.locator("#mobile-menu").getByRole("link", { name: "Services", exact: true });
      await expect(link).toBeVisible();
      return link.evaluate((element) => getComputedStyle(element).color);
    };
    const current = await servicesColour("/services");
    const plain = await servicesColour("/projects");
    expect(current).not.toBe(plain);
    expect(await servicesColour("/services/engineering")).toBe(current);
  });

  test("search from the mobile menu", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const box = page.locator("#mobile-menu").getByRole("searchbox");
    await box.fill("machinist");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=machinist$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});

test.describe("aliases", () => {
  test("the Workshop link is the current page on both addresses of the yard page", async ({ page }) => {
    for (const path of ["/services/fabrication-yard", "/fabrication-yard"]) {
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "Workshop" })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: "Services" })).not.toHaveAttribute("aria-current", "page");
    }
  });
});
