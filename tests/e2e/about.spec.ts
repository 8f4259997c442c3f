import { expect, test, type Page } from "./support/test";
import { requests } from "./support/requests";
import { waitForHydration } from "./support/settle";
import { certifications } from "../../app/content/certifications";
import { clients } from "../../app/content/clients";
import { history } from "../../app/content/history";
import { leaders } from "../../app/content/leaders";
import { mainNav } from "../../app/content/navigation";

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

// The management team as the content holds it: a leader added in /admin/ changes no test.
const positions = leaders.map((leader) => leader.position);

const galleryCategories = [
  "Office & People",
  "Equipment",
  "Fabrication and Construction",
  "Design and Frameworks",
  "Fields & Operations",
  "Equipment and Fittings",
  "Inspections and Testing",
  "Instrumentation",
  "Training & Development",
];

test.describe("about overview", () => {
  test("a card for every page of the About dropdown, linking to it, with a company snapshot", async ({ page }) => {
    await page.goto("/about");
    // The dropdown as the content has it: a page added to it (a page with text included) adds a card.
    const links = mainNav.find((item) => item.key === "about")!.dropdown!;
    const cards = region(page, "Get to know us").getByRole("article");
    await expect(cards).toHaveCount(links.length);
    for (const [index, { name, href }] of links.entries()) {
      await expect(cards.nth(index).getByRole("link", { name })).toHaveAttribute("href", href);
    }
    const snapshot = region(page, "Deltaforge Energy in brief");
    // The year of the first dated milestone and the content's counts.
    const counts = [history.find((entry) => entry.year)?.year, leaders.length, certifications.length, clients.length];
    await expect(snapshot.getByRole("definition")).toHaveText(counts.map(String));
  });

  test("Who We Are shows the overview, mission, vision and the core values as picture and text", async ({ page }) => {
    await page.goto("/about/who-we-are");
    await expect(region(page, "An indigenous energy services company")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our vision" })).toBeVisible();
    const values = region(page, "Our core values");
    await expect(values.getByRole("img", { name: /core values/i })).toHaveAttribute("src", "/art/about/core-values.svg");
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(["Safety", "Integrity", "Quality", "Local Content", "Teamwork"]);
  });
});

test.describe("management", () => {
  test("a card per leader with the leader's position, and the management structure", async ({ page }) => {
    await page.goto("/about/management");
    const cards = region(page, "Meet our leaders").getByRole("article");
    await expect(cards).toHaveCount(leaders.length);
    for (const [index, position] of positions.entries()) {
      const card = cards.nth(index);
      await expect(card.getByText(position, { exact: true }).first()).toBeVisible();
      await expect(card.getByRole("img", { name: /^Portrait of / })).toBeVisible();
    }
    const structure = region(page, "Management Structure");
    await expect(structure.getByRole("heading", { level: 3 })).toHaveText(["Executive Management", "Committees"]);
  });

  test("a card flips with its keyboard toggle, without React; the bio is in the document and clamped to four lines", async ({ page }) => {
    await page.goto("/about/management");
    await waitForHydration(page);
    const card = page.locator("#funmilayo-adeyemi");
    const bio = card.getByText(/^Funmilayo directs the delivery of our projects/);
    // The bio is there for screen readers before any flip.
    await expect(bio).toBeAttached();
    expect(await bio.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe("4");

    const toggle = card.getByRole("checkbox", { name: "Show bio of Engr. Funmilayo Adeyemi" });
    await toggle.focus();
    await expect(toggle).not.toBeChecked();
    await page.keyboard.press("Space");
    await expect(toggle).toBeChecked();
    const turned = () => card.locator("[class*='preserve-3d']").evaluate((el) => getComputedStyle(el).transform);
    await expect.poll(turned).toMatch(/^matrix3d/);
    await page.keyboard.press("Space");
    await expect(toggle).not.toBeChecked();
    await expect.poll(turned).toBe("none");
  });

  test("under reduced motion the flip is a fade, without rotation", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/about/management");
    await waitForHydration(page);
    const card = page.locator("#ngozi-eze");
    await card.getByRole("checkbox", { name: "Show bio of Mrs. Ngozi Eze" }).check();
    const back = card.getByRole("button", { name: /Read full bio/ }).locator("..");
    await expect.poll(() => back.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    expect(await card.locator("[class*='preserve-3d']").evaluate((el) => getComputedStyle(el).transform)).toBe("none");
    await context.close();
  });

  test("Read full bio opens a dialog that Escape and Close close, returning focus", async ({ page }) => {
    await page.goto("/about/management");
    await waitForHydration(page);
    const card = page.locator("#kemi-alade");
    await card.getByRole("checkbox", { name: "Show bio of Barr. Kemi Alade" }).focus();
    // The next stop is the card's Read full bio button.
    await page.keyboard.press("Tab");
    const opener = card.getByRole("button", { name: "Read full bio of Barr. Kemi Alade" });
    await expect(opener).toBeFocused();
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Barr. Kemi Alade" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Company Secretary");
    await expect(dialog).toContainText("supports the board's committees.");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // A click on the backdrop closes it too.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });
});

test.describe("history and certifications", () => {
  test("five timeline entries; only the first two carry a year", async ({ page }) => {
    await page.goto("/about/history");
    const items = region(page, "Our journey so far").getByRole("listitem");
    await expect(items).toHaveCount(5);
    await expect(items.getByRole("heading", { level: 3 })).toHaveText([
      "Foundation in Lagos",
      "Service expansion",
      "Engineering Excellence",
      "Global Recognition",
      "Digital Innovation",
    ]);
    await expect(items.nth(0).locator("time")).toHaveText("2015");
    await expect(items.nth(1).locator("time")).toHaveText("2018");
    for (const index of [2, 3, 4]) await expect(items.nth(index).locator("time")).toHaveCount(0);
  });

  test("four certificates with year badge, category and picture, and no empty validity label", async ({ page }) => {
    await page.goto("/about/certifications");
    const cards = region(page, "Our certifications").getByRole("article");
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "ISO 9001:2015 Quality Management",
      "ISO 45001:2018 Occupational Health and Safety",
      "Engineering Practising Licence",
      "ISO 9001:2015 Manufacturing",
    ]);
    for (const [index, year] of ["2022", "2022", "2023", "2025"].entries()) {
      await expect(cards.nth(index)).toContainText(year);
      await expect(cards.nth(index).locator("img")).toBeVisible();
    }
    await expect(region(page, "Our certifications").getByText(/valid/i)).toHaveCount(0);
  });
});

test.describe("gallery", () => {
  test("nine categories, each a grid of captioned picture buttons", async ({ page }) => {
    await page.goto("/about/gallery");
    const main = page.getByRole("main");
    const sections = main.locator("section[aria-labelledby]").filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(sections.getByRole("heading", { level: 2 })).toHaveText(galleryCategories);
    for (const name of galleryCategories) {
      const buttons = region(page, name).getByRole("button");
      await expect(buttons).toHaveCount(3);
      await expect(buttons.first().getByRole("img")).toHaveAttribute("alt", /.{20,}/);
    }
    await expect(region(page, "Office & People").getByRole("button", { name: "Engineers at their desks", exact: true })).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test("a picture below the fold is not asked for until its tile comes near, then shows", async ({ page }) => {
      await page.goto("/about/gallery");
      // The third tile starts about 800 px below the fold: inside the 1,250 px ahead that the
      // browser fetches lazy pictures in the first layout, outside what the frame waits for.
      const tile = page.getByRole("button", { name: "Our people at the head office", exact: true });
      const picture = tile.getByRole("img");
      const src = await picture.getAttribute("src");
      // The picture element's own request (the loading gate fetches bytes only, as "fetch").
      const requestedByPicture = async () => (await requests(page)).some((r) => r.path === src && r.initiatorType === "img");
      await page.waitForLoadState("load");
      expect(await requestedByPicture()).toBe(false);
      await tile.scrollIntoViewIfNeeded();
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await requestedByPicture()).toBe(true);
    });
  });

  test("the lightbox shows picture and caption, steps with buttons and arrow keys, and closes back to its opener", async ({ page }) => {
    await page.goto("/about/gallery");
    await waitForHydration(page);
    const opener = page.getByRole("button", { name: "Engineers at their desks", exact: true });
    await opener.click();

    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName("Engineers at their desks");
    expect(await dialog.evaluate((el) => el instanceof HTMLDialogElement && el.open && el.matches(":modal"))).toBe(true);
    await expect(dialog.getByRole("img")).toHaveAttribute("src", "/art/gallery/office-people-1.svg");
    await expect(dialog.getByText("Engineers at their desks")).toBeVisible();
    await expect(dialog.getByText("Image 1 of 27")).toBeVisible();

    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(dialog).toHaveAccessibleName("Project review meeting");
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toHaveAccessibleName("Our people at the head office");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toHaveAccessibleName("Engineers at their desks");
    // Both ends wrap.
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toHaveAccessibleName("Safety induction for new starters");
    await expect(dialog.getByText("Image 27 of 27")).toBeVisible();
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(dialog).toHaveAccessibleName("Engineers at their desks");
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expect(dialog).toHaveAccessibleName("Safety induction for new starters");

    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toHaveAccessibleName("Engineers at their desks");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test("clients: 21 logos with their names, grouped by sector", async ({ page }) => {
  await page.goto("/about/clients");
  const clients = region(page, "Our clients");
  await expect(clients.getByRole("listitem")).toHaveCount(21);
  await expect(clients.getByRole("heading", { level: 3 })).toHaveCount(6);
  const riverline = clients.getByRole("listitem").filter({ hasText: "Riverline Storage Terminals" });
  // The logo is decorative: the name beside it is read once.
  await expect(riverline.locator("img")).toHaveAttribute("alt", "");
  await expect(riverline).toHaveText("Riverline Storage Terminals");
});
