import { setTimeout as sleep } from "node:timers/promises";
import type { Driver } from "./driver";
import { withHelpers } from "./in-page";
import Database from "better-sqlite3";
import { LANGUAGE_FACTS, localPath, type Language } from "../../contract/languages";
import { ENQUIRY_WORDS } from "../../contract/enquiry-languages";
import { ownHalf } from "../../app/content/language";
import siteLabelsFile from "../../app/content/data/site-labels.json" with { type: "json" };
import enquiryFormsFile from "../../app/content/data/enquiry-forms.json" with { type: "json" };

/** The database the suite's server stores enquiries in (run.ts starts it). */
export const browsersInboxDb = `${process.env.BUILD_DIR ?? "build"}/browsers-inbox.sqlite`;

/** A check throws (with what it saw) when the behaviour fails. */
export type Check = (driver: Driver, origin: string) => Promise<void>;

const q = <T>(driver: Driver, body: string) => driver.evaluate<T>(withHelpers(body));

async function waitFor(driver: Driver, body: string, what: string, timeout = 5000): Promise<void> {
  const end = Date.now() + timeout;
  let last: unknown;
  while (Date.now() < end) {
    try {
      if ((last = await q(driver, body))) return;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
}

/** Loads a page the way a person waits for it: until the enhancement script has settled. */
async function open(driver: Driver, origin: string, path: string, width = 1440, height = 900): Promise<void> {
  await driver.resize(width, height);
  await driver.goto(origin + path);
  await waitFor(driver, `document.documentElement.hasAttribute("data-enhanced")`, `the enhancement script on ${path}`, 10_000);
  // Pages that hydrate React (React Router's context is inline in them) do so after their first paint.
  await waitFor(
    driver,
    `!window.__reactRouterContext || Object.keys(document.querySelector("main")).some((k) => k.startsWith("__react"))`,
    `${path} to hydrate`,
    15_000,
  );
  // A person waits for the loading indicator to go before tapping (it covers the page meanwhile:
  // on the gallery, up to its 4 s cap while 27 pictures load on a busy machine).
  await waitFor(
    driver,
    // The gate starts after the first paint, so it is not shown yet when the script has run: wait
    // until it says its wait is over (data-settled), or for a page without one.
    `(document.querySelector("[data-loading-gate]")?.hasAttribute("data-settled") ?? true)`,
    `the loading indicator on ${path} to go`,
    10_000,
  );
}

async function clickOn(driver: Driver, body: string): Promise<void> {
  type Aim = { x: number; y: number; inView: boolean };
  const where = (scroll: boolean) =>
    q<Aim>(
      driver,
      `(() => { const el = ${body}; ${scroll ? `el.scrollIntoView({ block: "center" });` : ""} const b = t.box(el);
        return { x: b.x, y: b.y, inView: b.top >= 0 && b.bottom <= innerHeight }; })()`,
    );
  // A person aims at a control that is on screen and has stopped moving. On a busy machine the
  // page can still be settling between measuring and clicking (Firefox once put the button back
  // at the viewport's edge after it had been scrolled to the centre), so aim again until it holds.
  let point = await where(true);
  for (let tries = 0; tries < 20; tries++) {
    await sleep(100);
    const again = await where(!point.inView);
    if (again.inView && again.x === point.x && again.y === point.y) break;
    point = again;
  }
  await driver.click(point.x, point.y);
}

const assert = (ok: boolean, message: string) => {
  if (!ok) throw new Error(message);
};

/** Empty space in the page header's brand row: a click there is "outside" any menu and no link. */
const outsidePoint = `(() => { const r = document.querySelector(".site-header-brand").getBoundingClientRect(); return { x: r.left + r.width * 0.45, y: r.top + 4 }; })()`;

async function clickOutside(driver: Driver): Promise<void> {
  const point = await q<{ x: number; y: number }>(driver, outsidePoint);
  await driver.click(point.x, point.y);
}

type Placement = { gap: number; overlap: number; name: string };

const dropdownButtons = `t.all("button", /menu$/).filter((b) => b.closest("nav") && t.visible(b))`;

async function checkDropdowns(driver: Driver, when: string): Promise<void> {
  const count = await q<number>(driver, `${dropdownButtons}.length`);
  assert(count >= 2, `expected the desktop dropdown buttons, found ${count}`);
  for (let i = 0; i < count; i++) {
    const button = `${dropdownButtons}[${i}]`;
    const point = await q<{ x: number; y: number }>(driver, `t.box(${button})`);
    await driver.click(point.x, point.y);
    await waitFor(driver, `t.visible(document.getElementById(${button}.getAttribute("aria-controls")))`, `menu ${i} to open ${when}`);
    await sleep(100);
    const placed = await q<Placement>(
      driver,
      `(() => { const b = ${button}; const item = t.box(b.closest("li")); const menu = t.box(document.getElementById(b.getAttribute("aria-controls")));
        return { name: t.name(b), gap: menu.top - item.bottom, overlap: Math.min(menu.right, item.right) - Math.max(menu.left, item.left) }; })()`,
    );
    assert(
      placed.gap >= -1 && placed.gap <= 16 && placed.overlap > 0,
      `${placed.name} ${when}: ${placed.gap.toFixed(1)} px below its item, ${placed.overlap.toFixed(0)} px overlap`,
    );
    await driver.press("Escape");
    await waitFor(driver, `t.openPopovers().length === 0`, `${placed.name} to close on Escape ${when}`);
    await driver.click(point.x, point.y);
    await waitFor(driver, `t.openPopovers().length === 1`, `${placed.name} to open again ${when}`);
    await clickOutside(driver);
    await waitFor(driver, `t.openPopovers().length === 0`, `${placed.name} to close on a click outside ${when}`);
  }
}

async function scrollDown(driver: Driver, y: number): Promise<void> {
  await q(driver, `scrollTo(0, ${y})`);
  // The header shrinks over 0.3 s.
  await sleep(600);
}

/** The site's chrome words in `language` (the content's half for that language). */
const labels = (language: Language) => ownHalf(siteLabelsFile, language);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The mobile menu on a page in `language`, its button named in that language. */
function mobileMenuCheck(language: Language): Check {
  return async (driver, origin) => {
    await open(driver, origin, localPath("/about/history", language), 390, 844);
    for (const when of ["at the top", "after scrolling"]) {
      if (when !== "at the top") await scrollDown(driver, 900);
      await clickOn(driver, `t.one("button", ${JSON.stringify(labels(language).shell.menu)})`);
      await waitFor(driver, `t.visible(document.getElementById("mobile-menu"))`, `the mobile menu to open ${when}`);
      await sleep(100);
      const gap = await q<number>(
        driver,
        `t.box(document.getElementById("mobile-menu")).top - t.box(document.querySelector("[data-site-header]")).bottom`,
      );
      assert(Math.abs(gap) <= 1, `mobile menu ${when}: ${gap.toFixed(1)} px from the header's bottom`);
      await driver.press("Escape");
      await waitFor(driver, `t.openPopovers().length === 0`, `the mobile menu to close ${when}`);
    }
  };
}

/** The home page's slide show in `language`: a dot, then stop. */
function heroCheck(language: Language): Check {
  const { hero, clientStrip } = labels(language);
  const dot = JSON.stringify(hero.goTo.replace("{n}", "2"));
  // The slide show's rotation button or the client strip's pause, as the English check always found.
  const either = (...names: string[]) => `/^(${names.map(escape).join("|")})/`;
  return async (driver, origin) => {
    await open(driver, origin, localPath("/", language));
    await clickOn(driver, `t.one("button", ${dot})`);
    await waitFor(driver, `t.one("button", ${dot}).getAttribute("aria-current") === "true"`, "slide 2 to be current");
    await clickOn(driver, `t.one("button", ${either(hero.stop, clientStrip.pause)})`);
    await waitFor(driver, `t.all("button", ${either(hero.start, clientStrip.resume)}).some(t.visible)`, "the slide show to stop");
  };
}

/** The quote form in `language`: sent with a required field empty, it shows its errors and keeps what was typed. */
function formErrorsCheck(language: Language): Check {
  const firstName = `t.all("textbox", /^${escape(ENQUIRY_WORDS[language].fields.first_name.label)}/).filter(t.visible)[0]`;
  const submit = JSON.stringify(ownHalf(enquiryFormsFile, language).forms.quote.submitLabel);
  return async (driver, origin) => {
    // A fresh visit: the tab keeps a form's answers in sessionStorage, and the same form in the
    // other language (checked just before, in the same tab) restores them.
    await open(driver, origin, localPath("/contact/quote", language));
    await q(driver, "sessionStorage.clear()");
    await open(driver, origin, localPath("/contact/quote", language));
    await clickOn(driver, firstName);
    await driver.type("Ada Test");
    // Until React has hydrated the form, its submit button is the browser's own post, whose checks
    // show no aria-invalid; a person on a slow engine would see that. The hydrated form sets novalidate.
    await waitFor(
      driver,
      `document.querySelector("form[method=post]")?.hasAttribute("novalidate") === true`,
      "the form to hydrate",
      20_000,
    );
    await clickOn(driver, `t.one("button", ${submit})`);
    await waitFor(driver, `document.querySelector("[aria-invalid=true]") !== null`, "the form's errors").catch(async (error: Error) => {
      // Where the page is and what has focus instead, to tell a missed click from a page that left.
      const seen = await q(driver, `[location.pathname, document.activeElement?.outerHTML.slice(0, 80)]`);
      throw new Error(`${error.message}; page and focus: ${JSON.stringify(seen)}`);
    });
    const kept = await q<string>(driver, `${firstName}.value`);
    assert(kept === "Ada Test", `the name field holds ${JSON.stringify(kept)}`);
  };
}

export const checks: Record<string, Check> = {
  "no menu open at load": async (driver, origin) => {
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ]) {
      await open(driver, origin, "/about", width, height);
      const open_ = await q<string[]>(driver, `t.openPopovers().map((p) => p.id)`);
      assert(open_.length === 0, `open at ${width} px: ${open_.join(", ")}`);
    }
  },
  "dropdowns open under their item, close on Escape and outside click": async (driver, origin) => {
    await open(driver, origin, "/about/history");
    await checkDropdowns(driver, "at the top");
    await scrollDown(driver, 900);
    await checkDropdowns(driver, "after scrolling");
  },
  "mobile menu opens flush under the header": mobileMenuCheck("en"),
  "mobile menu opens flush under the header (French page)": mobileMenuCheck("fr"),
  // Issue 40: a plain link, so every engine follows it the same; on a phone, where the top bar is tight.
  "language switch leads to the same page in the other language and back, on a phone": async (driver, origin) => {
    const follow = async (to: Language, path: string) => {
      const { name, tag } = LANGUAGE_FACTS[to];
      await clickOn(driver, `t.one("link", ${JSON.stringify(name)}, document.querySelector("header"))`);
      await waitFor(
        driver,
        `location.pathname === ${JSON.stringify(path)} && document.documentElement.lang === ${JSON.stringify(tag)} && document.documentElement.hasAttribute("data-enhanced")`,
        `${path} in ${to}`,
        10_000,
      );
    };
    const page = "/services/engineering";
    await open(driver, origin, page, 390, 844);
    await follow("fr", localPath(page, "fr"));
    await follow("en", page);
    // The 404 page has no page in the other language: its switch leads to that language's home.
    await open(driver, origin, localPath("/no-such-page", "fr"), 390, 844);
    await follow("en", "/");
  },
  "Read full bio opens and closes (button, Escape, backdrop)": async (driver, origin) => {
    await open(driver, origin, "/about/management");
    const dialogOpen = `document.querySelector("dialog[open]") !== null`;
    const bioButton = `t.all("button", /^Read full bio/)[0]`;
    // Keyboard, as a person reaches the button on the card's back face.
    const byKeyboard = async () => {
      await q(driver, `${bioButton}.focus()`);
      await driver.press("Enter");
    };
    const openBio = async (opening = byKeyboard, what = "the bio dialog to open") => {
      await opening();
      await waitFor(driver, dialogOpen, what);
      await sleep(150);
    };
    await openBio();
    await clickOn(driver, `t.one("button", /Close/, document.querySelector("dialog[open]"))`);
    await waitFor(driver, `!(${dialogOpen})`, "the Close button to close the bio");
    await openBio();
    await driver.press("Escape");
    await waitFor(driver, `!(${dialogOpen})`, "Escape to close the bio");
    await openBio();
    await driver.click(4, 4);
    await waitFor(driver, `!(${dialogOpen})`, "a click on the backdrop to close the bio");
    // Closed and opened again before the browser's late `close` event (Escape then Enter at once on
    // a busy phone): the backdrop must still close it. The closedby polyfill once forgot it here.
    await openBio();
    await openBio(
      () => q(driver, `(() => { document.querySelector("dialog[open]").close(); ${bioButton}.click(); })()`),
      "the bio dialog to open again at once",
    );
    await driver.click(4, 4);
    await waitFor(driver, `!(${dialogOpen})`, "a click on the backdrop to close the bio opened again at once");
  },
  "flip cards turn by click and keyboard": async (driver, origin) => {
    await open(driver, origin, "/about/management");
    const flipped = (i: number) =>
      `(() => { const box = t.all("checkbox", /^Show bio of/)[${i}]; const card = box.closest("article").querySelector("[class*=preserve-3d]"); return box.checked && getComputedStyle(card).transform !== "none"; })()`;
    await clickOn(driver, `t.all("checkbox", /^Show bio of/)[0]`);
    await waitFor(driver, flipped(0), "the first card to turn on a click");
    await q(driver, `t.all("checkbox", /^Show bio of/)[1].focus()`);
    await driver.press("Space");
    await waitFor(driver, flipped(1), "the second card to turn on Space");
  },
  "statistics count up visibly": async (driver, origin) => {
    await open(driver, origin, "/");
    // Sample every frame from the scroll until the count is over (WebKitGTK under automation
    // renders a scrolled page only once something asks for frames): the counter clears its
    // data-count-up when done, and the sampler stops on the frame after that, having seen the end.
    await q(driver, `document.querySelector("[data-count-up]").scrollIntoView({ block: "center" })`);
    await q(
      driver,
      `(() => { const el = document.querySelector("[data-count-up]"); const values = (window.__countSamples = new Set()); const start = performance.now();
        const sample = () => { values.add(Number(getComputedStyle(el).getPropertyValue("--count") || 0));
          if (el.dataset.countUp !== "" && performance.now() - start < 9000) requestAnimationFrame(sample); else window.__countDone = true; };
        requestAnimationFrame(sample); })()`,
    );
    await waitFor(driver, `window.__countDone === true`, "the count to finish", 10_000);
    const seen = await q<{ values: number[]; to: number }>(
      driver,
      `({ values: [...window.__countSamples], to: Number(document.querySelector("[data-count-up]").style.getPropertyValue("--count-to")) })`,
    );
    const between = seen.values.filter((v) => v > 0 && v < seen.to);
    assert(between.length >= 2 && seen.values.includes(seen.to), `saw ${JSON.stringify(seen.values.slice(0, 12))} counting to ${seen.to}`);
  },
  "hero dots and pause work": heroCheck("en"),
  "hero dots and pause work (French page)": heroCheck("fr"),
  "a link to a far card lands on the card": async (driver, origin) => {
    // The blocks above are laid out only near the viewport (render-near-view); Firefox ESR once put
    // the card 1,623 px below the top of an 800 px window when they took their real height.
    const id = "flowline-replacement";
    await open(driver, origin, `/projects#${id}`, 1440, 800);
    const top = `Math.round(document.getElementById(${JSON.stringify(id)}).getBoundingClientRect().top)`;
    let last = await q<number>(driver, top);
    // As a person would look: once the page has stopped moving.
    for (let tries = 0; tries < 20; tries++) {
      await sleep(250);
      const now = await q<number>(driver, top);
      if (now === last) break;
      last = now;
    }
    const height = await q<number>(driver, "innerHeight");
    assert(last >= 0 && last < height / 2, `the card is ${last} px below the top of a ${height} px window`);
  },
  "office switcher shows each office": async (driver, origin) => {
    await open(driver, origin, "/contact");
    const names = await q<string[]>(driver, `t.all("tab").map(t.name)`);
    assert(names.length >= 2, `expected office tabs, found ${JSON.stringify(names)}`);
    for (const [i, office] of names.entries()) {
      await clickOn(driver, `t.all("tab")[${i}]`);
      await waitFor(
        driver,
        `t.all("tab")[${i}].getAttribute("aria-selected") === "true" && t.all("tabpanel").filter(t.visible).some((p) => p.getAttribute("aria-labelledby") === t.all("tab")[${i}].id)`,
        `${office} to show`,
      );
    }
  },
  "gallery lightbox opens, pages, closes": async (driver, origin) => {
    await open(driver, origin, "/about/gallery");
    await clickOn(driver, `[...document.querySelectorAll("main button[aria-haspopup=dialog]")].filter(t.visible)[0]`);
    await waitFor(driver, `t.all("dialog").some(t.visible)`, "the lightbox to open");
    const caption = `t.all("dialog").filter(t.visible)[0].textContent`;
    const before = await q<string>(driver, caption);
    await clickOn(driver, `t.one("button", "Next image")`);
    await waitFor(driver, `${caption} !== ${JSON.stringify(before)}`, "the next picture");
    await driver.press("Escape");
    await waitFor(driver, `!t.all("dialog").some(t.visible)`, "the lightbox to close");
  },
  "a form shows its errors and keeps what was typed": formErrorsCheck("en"),
  "a form shows its errors and keeps what was typed (French page)": formErrorsCheck("fr"),
  // Issue 39: Firefox and WebKit have no Background Sync; the next page opened sends the queue.
  "a dropped connection: the enquiry is kept on the device and sent by the next page opened": async (driver, origin) => {
    const marker = `Queued Storage ${Date.now()}`;
    await open(driver, origin, "/contact/quote");
    await waitFor(
      driver,
      `document.querySelector("form[method=post]")?.hasAttribute("novalidate") === true`,
      "the form to hydrate",
      20_000,
    );
    // The answers, then the connection drops: this page's requests fail as on a network error.
    await q(
      driver,
      `(() => {
        const form = document.querySelector("form[method=post]");
        const answers = { first_name: "Ada", last_name: "Obi", email: "ada@riverline.example", phone: "+234 803 000 1111",
          company: ${JSON.stringify(marker)}, service_needed: "operations-maintenance",
          project_brief: "Inspection and repair of two 30 million litre tanks in Apapa." };
        for (const [name, value] of Object.entries(answers)) form.elements.namedItem(name).value = value;
        window.fetch = () => Promise.reject(new TypeError("Failed to fetch"));
        return true;
      })()`,
    );
    await clickOn(driver, `t.all("button", /(send|submit|request)/i).filter(t.visible).at(-1)`);
    // Where Background Sync fires (current Chromium, once its worker runs), the browser, whose own
    // connection never dropped here, may send the kept enquiry at once: the page then says it was
    // sent. Either way it must be stored once; engines without it show the next-page fallback.
    const said = (text: string) => `[...document.querySelectorAll("[role=status]")].some((e) => /${text}/.test(e.textContent))`;
    const sentBySync = said("submitted successfully");
    await waitFor(driver, `${said("saved on this device")} || ${sentBySync}`, "the enquiry kept", 10_000).catch(async (error: Error) => {
      const seen = await q(
        driver,
        `[document.querySelector("[role=alert]")?.textContent, [...document.querySelectorAll("[aria-invalid=true]")].map((e) => e.name), document.querySelector("[role=status]")?.textContent]`,
      );
      throw new Error(`${error.message}; alert, invalid fields, status: ${JSON.stringify(seen)}`);
    });
    await waitFor(driver, `/Waiting to be sent/.test(document.body.textContent) || ${sentBySync}`, "the waiting enquiry listed");
    if (!(await q<boolean>(driver, sentBySync))) {
      // The connection is back: the next page opened sends it.
      await open(driver, origin, "/about");
      await open(driver, origin, "/contact/quote");
      await waitFor(driver, `!/Waiting to be sent/.test(document.body.textContent)`, "the queue to empty", 15_000);
    }
    const db = new Database(browsersInboxDb, { readonly: true });
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM enquiries WHERE json_extract(fields, '$.company') = ?`).get(marker) as {
      n: number;
    };
    db.close();
    assert(n === 1, `${n} stored copies of the queued enquiry`);
  },
};

/** The staff account and the enquiry run.ts stores for the inbox check (its text is a script that must not run). */
export const inboxFixture = {
  email: "browsers.staff@example.com",
  password: "a passphrase for four engines",
  company: `<img src=x onerror="window.__pwned=1"> Quay Cranes`,
};

/** The staff inbox (issue 38) in each engine: sign in with the form, search, open the enquiry, see its text as text. */
export const inboxCheck: Check = async (driver, origin) => {
  await driver.resize(1440, 900);
  await driver.goto(`${origin}/inbox/login`);
  await waitFor(driver, `document.querySelector("input[name=password]") !== null`, "the sign-in form");
  await clickOn(driver, `t.one("textbox", "Email address")`);
  await driver.type(inboxFixture.email);
  await clickOn(driver, `document.querySelector("input[name=password]")`);
  await driver.type(inboxFixture.password);
  await driver.press("Enter");
  await waitFor(driver, `document.querySelector("tbody tr") !== null`, "the list of enquiries", 15_000);
  await clickOn(driver, `t.one("searchbox", "Search every field")`);
  await driver.type("Quay Cranes");
  await driver.press("Enter");
  await waitFor(driver, `t.all("status").some((s) => s.textContent === "1 enquiry")`, "the search to find the enquiry");
  await clickOn(driver, `t.one("link", ${JSON.stringify(inboxFixture.company)})`);
  await waitFor(driver, `document.querySelector("h1")?.textContent === ${JSON.stringify(inboxFixture.company)}`, "the enquiry");
  const ran = await q<{ images: number; pwned: unknown }>(driver, `({ images: document.images.length, pwned: window.__pwned ?? null })`);
  assert(ran.images === 0 && ran.pwned === null, `the enquiry's text ran as markup: ${JSON.stringify(ran)}`);
};

/** Every page of the site loads without an uncaught error. */
export function noErrorsCheck(paths: string[]): Check {
  return async (driver, origin) => {
    const failures: string[] = [];
    await driver.takeErrors();
    for (const path of paths) {
      await open(driver, origin, path);
      await sleep(300);
      const errors = await driver.takeErrors();
      if (errors.length) failures.push(`${path}: ${errors.join("; ")}`);
    }
    assert(failures.length === 0, failures.join("\n"));
  };
}

/** What the page says it supports: the fallbacks are needed exactly where these are false. */
export const featureProbe = `({
  anchorPositioning: CSS.supports("position-area: bottom"),
  invokerCommands: "commandForElement" in HTMLButtonElement.prototype,
  dialogClosedby: "closedBy" in HTMLDialogElement.prototype,
  popover: "popover" in HTMLElement.prototype,
})`;
