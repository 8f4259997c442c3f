// The slow phone of issue 25: 400 kbps both ways, 400 ms round trip, a CPU 4x slower. Loads a page
// in Chromium under that profile and measures how long after the first contentful paint the page's
// first control does its job when tapped (retried every 50 ms, each tap waiting for the main
// thread as a real one does). Used by scripts/bench.mjs.
/* global document, location */
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "./chromium.mjs";

export const slowPhone = { latencyMs: 400, kbps: 400, cpuSlowdown: 4 };
/** The phone's screen, as Lighthouse's mobile runs size it (scripts/blocking-time.mjs uses it too). */
export const phoneScreen = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

/**
 * Slows the page's link to the phone's bandwidth, both ways, with `latencyMs` of round trip
 * (the phone's own by default; tests/e2e/first-paint.spec.ts wants a short one).
 */
export function slowLink(cdp, latencyMs = slowPhone.latencyMs) {
  const bytesPerSecond = (slowPhone.kbps * 1000) / 8;
  return cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
}

/**
 * Per page, the tap that shows whether the page works, as a function run in the page: it taps (if
 * the control is there to tap) and returns true once the tap has done its job. Pages not listed
 * have no control beyond links and the header's popover menus, which work from the first paint.
 */
const probes = {
  "/": () => {
    const next = document.querySelector('#hero [aria-label="Next slide"]');
    if (!next || !next.checkVisibility()) return false;
    next.click();
    return document.querySelector('#hero [data-slide][aria-hidden="false"]')?.getAttribute("aria-label")?.startsWith("2 ");
  },
  "/about/gallery": () => {
    const opener = document.querySelector("[data-lightbox-open]");
    if (!opener || opener.disabled) return false;
    opener.click();
    return document.querySelector("dialog")?.open === true;
  },
  "/projects": () => {
    const filter = [...document.querySelectorAll("#project-list button[aria-pressed]")][1];
    if (!filter || !filter.checkVisibility()) return false;
    filter.click();
    return filter.getAttribute("aria-pressed") === "true";
  },
  "/contact": () => {
    const tab = document.querySelectorAll('[role="tab"]')[1];
    if (!tab || !tab.checkVisibility()) return false;
    tab.click();
    return tab.getAttribute("aria-selected") === "true";
  },
  // A form's submit does its job in place (checks, then sends without leaving the page) once the
  // form has hydrated; before that the browser's own post works and ends on /contact/sent.
  form: () => {
    const form = document.querySelector("form[method=post]");
    if (!form?.hasAttribute("novalidate")) return false;
    form.querySelector("[type=submit]").click();
    return document.querySelector('[role="alert"], [tabindex="-1"][aria-labelledby]') !== null || location.pathname.startsWith("/contact/");
  },
};
const probeFor = (path) => probes[path] ?? (/^\/contact\/(quote|vendor|partner)$/.test(path) ? probes.form : null);

/** Milliseconds from the first contentful paint to the first tap that worked (null: no control to tap). */
export async function firstWorkingControl(browser, url, path) {
  const probe = probeFor(path);
  if (!probe) return null;
  const context = await browser.newContext(phoneScreen);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await slowLink(cdp);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowPhone.cpuSlowdown });
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const worked = await page.evaluate(probe).catch(() => false);
      if (worked) {
        return await page.evaluate(() => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0];
          // No paint yet: the control worked before the page first painted.
          return fcp ? Math.max(0, performance.now() - fcp.startTime) : 0;
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`slow phone: no control on ${path} worked within 60 s`);
  } finally {
    await context.close();
  }
}

export async function launchSlowPhoneBrowser() {
  return chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
}
