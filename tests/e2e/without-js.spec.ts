import { expect, test } from "@playwright/test";
import { galleryCategories } from "../../app/content/gallery";
import { heroSlides } from "../../app/content/hero-slides";
import { leaders } from "../../app/content/leaders";
import { offices } from "../../app/content/offices";
import { contactCopy } from "../../app/content/page-copy";
import { projects } from "../../app/content/projects";
import { telHref } from "../../app/lib/tel-href";

// docs/decisions/0008: the pages that no longer hydrate are complete without any script. Controls
// that need one are not shown; what they would choose between is all on the page instead.
// Playwright's own `test`: nothing here waits for a script.
test.use({ javaScriptEnabled: false });

test.describe("home", () => {
  test("shows slide 1 and its calls to action, and no slideshow or logo-strip controls", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section#hero");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(heroSlides[0]!.title);
    await expect(hero.getByRole("group")).toHaveAccessibleName(`1 of ${heroSlides.length}`);
    for (const name of ["Stop automatic slide show", "Previous slide", "Next slide", "Go to slide 2"]) {
      await expect(hero.getByRole("button", { name })).toBeHidden();
    }
    await expect(hero.getByRole("link", { name: "Contact", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Pause scrolling logos" })).toBeHidden();
    await expect(page.locator("section#clients").getByRole("img")).toHaveCount(10);
  });
});

test.describe("gallery", () => {
  test("shows every picture with its caption; nothing opens a lightbox", async ({ page }) => {
    await page.goto("/about/gallery");
    const pictures = page.getByRole("main").locator("section[id] li img");
    await expect(pictures).toHaveCount(galleryCategories.flatMap((category) => category.images).length);
    for (const picture of await pictures.all()) await expect(picture).toBeVisible();
    await expect(page.getByText("Engineers at their desks", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Engineers at their desks" })).toBeDisabled();
    await expect(page.getByRole("button", { name: /^(Next|Previous) image$/ })).toHaveCount(0);
  });
});

test.describe("management", () => {
  test("a flipped card shows the whole bio; no Read full bio button that needs a script", async ({ page }) => {
    await page.goto("/about/management");
    const leader = leaders[0]!;
    const card = page.getByRole("article", { name: leader.name });
    await card.getByRole("checkbox", { name: `Show bio of ${leader.name}` }).check();
    const bio = card.getByText(leader.bio);
    await expect(bio).toBeVisible();
    // Not clamped: the whole text can be scrolled into view inside the card.
    expect(await bio.evaluate((p) => getComputedStyle(p).webkitLineClamp)).toBe("none");
    await expect(page.getByRole("button", { name: /^Read full bio/ })).toHaveCount(0);
  });
});

test.describe("projects", () => {
  test("lists every project, and no filter buttons", async ({ page }) => {
    await page.goto("/projects?category=refining");
    const cards = page.getByRole("region", { name: "Featured projects" }).getByRole("article");
    await expect(cards).toHaveCount(projects.length);
    for (const project of projects) await expect(page.getByRole("heading", { level: 3, name: project.title })).toBeVisible();
    await expect(page.getByRole("button", { name: /^All/ })).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: /^Showing/ })).toHaveText(
      `Showing ${projects.length} of ${projects.length} projects`,
    );
  });
});

test.describe("contact", () => {
  test.beforeEach(async ({ page }) => {
    await page.route("https://www.openstreetmap.org/**", (route) => route.abort());
  });

  test("every office's address, phones, e-mail and directions are on the page; no tabs, no third-party frame", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("tab")).toHaveCount(0);
    for (const office of offices) {
      const region = page.getByRole("region", { name: office.name, exact: true });
      await expect(region.locator("address")).toHaveText(office.address.join(""));
      for (const phone of office.phone.split(",").map((entry) => entry.trim())) {
        await expect(region.getByRole("link", { name: phone })).toHaveAttribute("href", telHref(phone));
      }
      await expect(region.getByRole("link", { name: office.email, exact: true })).toHaveAttribute("href", `mailto:${office.email}`);
      await expect(region.getByRole("link", { name: /^Get Directions/ })).toHaveAttribute("href", office.directionsUrl);
      await expect(region.locator("iframe")).toHaveCount(0);
    }
  });

  test("the offices' lead does not ask to pick an office on the map: every office is shown", async ({ page }) => {
    await page.goto("/contact");
    const section = page.getByRole("region", { name: contactCopy.offices.title });
    await expect(section.getByText(contactCopy.offices.lead!)).toBeHidden();
    await expect(section.getByText(contactCopy.offices.leadWithoutScript)).toBeVisible();
  });
});
