import { expect, test, type Locator, type Page } from "./support/test";
import { waitForHydration } from "./support/settle";

// Journeys done with the keyboard alone: Tab, Shift+Tab, Enter, Escape and typing. No clicks.

/** Presses Tab until `target` has focus (fails if it never does: it is not keyboard reachable). */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${max} presses of Tab never reached ${target}`);
}

test("open the About dropdown and follow one of its links", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const toggle = nav.getByRole("button", { name: "About menu" });
  await tabTo(page, toggle);
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const management = nav.getByRole("link", { name: "Management" });
  await expect(management).toBeVisible();
  await tabTo(page, management, 10);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/about\/management$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("open the menu, close it with Escape, reopen it and follow a link", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: "Menu" });
    await tabTo(page, menuButton);
    await page.keyboard.press("Enter");
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).toBeFocused();
    await expect(menu).toBeHidden();

    await page.keyboard.press("Enter");
    const projects = menu.getByRole("link", { name: "Projects", exact: true });
    await tabTo(page, projects, 40);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/projects$/);
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });
});

// The gallery's pictures are buttons opening a native <dialog> with a Close button.
test("open a gallery picture in the lightbox and close it again", async ({ page }) => {
  await page.goto("/about/gallery");
  await waitForHydration(page);
  const main = page.getByRole("main");
  const opener = main
    .getByRole("button")
    .filter({ has: page.getByRole("img") })
    .first();
  await expect(opener).toBeVisible();
  await tabTo(page, opener, 80);
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el instanceof HTMLDialogElement && el.open)).toBe(true);
  expect(await page.evaluate(() => !!document.activeElement?.closest("dialog")), "focus moves into the dialog").toBe(true);
  const close = dialog.getByRole("button", { name: "Close" });
  if (!(await close.evaluate((el) => el === document.activeElement))) await tabTo(page, close, 10);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Escape closes it too, and focus again returns to the picture that opened it.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("submit the quote form with errors, follow the error summary and fix them", async ({ page }) => {
  await page.goto("/contact/quote");
  await waitForHydration(page);
  const submit = page.getByRole("button", { name: "Submit request" });
  await tabTo(page, submit);
  await page.keyboard.press("Enter");

  const summary = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  const links = summary.getByRole("link");
  expect(await links.count()).toBeGreaterThanOrEqual(5);

  // The first link leads to the first field in error.
  await page.keyboard.press("Tab");
  await expect(links.first()).toBeFocused();
  await page.keyboard.press("Enter");
  const firstName = page.getByLabel("First name");
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute("aria-invalid", "true");

  // Fix every field in tab order, typing what each one needs, until the submit button.
  const answers: Record<string, string> = {
    first_name: "Ada",
    last_name: "Okafor",
    email: "ada.okafor@deltaforge.example",
    phone: "+234 803 000 4120",
    company: "Okafor Engineering",
    service_needed: "Engineering",
    project_brief: "Tie-in of a booster compressor at a flow station in Delta State, start in the first quarter.",
  };
  const filled = new Set<string>();
  for (let i = 0; i < 20; i++) {
    const name = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? "");
    if (await submit.evaluate((el) => el === document.activeElement)) break;
    if (name in answers && !filled.has(name)) {
      // Typing into a closed <select> picks the option whose label starts with the text.
      await page.keyboard.type(answers[name]!);
      filled.add(name);
    }
    await page.keyboard.press("Tab");
  }
  expect([...filled].sort()).toEqual(Object.keys(answers).sort());
  await expect(page.getByLabel("Service needed")).toHaveValue("engineering-services");
  await expect(submit).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page.getByText("Thank you! Your request was submitted successfully.")).toBeVisible();
  await expect(summary).toBeHidden();
});
