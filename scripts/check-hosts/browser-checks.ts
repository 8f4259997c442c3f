// Every page, and the editor at /admin/ and /admin, loaded in Chromium from a host: no CSP
// violation, no console error, no uncaught error from the site's own documents.
import type { Browser, Page } from "playwright-core";
import { unknownPaths } from "../../app/content/site-map";

/** The local editing backend config.yml names for localhost (`npm run cms`); nothing runs it here. */
const cmsLocalBackend = "http://localhost:8081/";

async function watch(page: Page, origin: string): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`CSP ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  // The editor looks for its local backend first; answering "not here" is what a deployed site sees.
  await page.route(`${cmsLocalBackend}**`, (route) => route.fulfill({ status: 404, body: "" }));
  page.on("console", (message) => {
    // Only our own documents: the embedded maps are another site's, unreachable offline.
    const source = message.location().url;
    if (message.type() !== "error" || (source && !source.startsWith(origin)) || source.startsWith(cmsLocalBackend)) return;
    // An unknown address's own 404 status, which Chromium logs as an error: that is the page we load.
    if (source === page.url() && unknownPaths.includes(new URL(source).pathname) && message.text().includes("status of 404")) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return async () => [...problems, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

export async function checkInBrowser(browser: Browser, base: string, paths: string[]): Promise<string[]> {
  const origin = new URL(base).origin;
  const problems: string[] = [];
  const queue = [...paths];
  // A few pages at a time: the machine is shared.
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      const context = await browser.newContext();
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const page = await context.newPage();
        const read = await watch(page, origin);
        try {
          // The editor is one 5 MB script: give a slow host time.
          await page.goto(new URL(path, base).href, { waitUntil: "load", timeout: 90_000 });
          if (path.startsWith("/admin")) {
            // The editor fetches its config and renders its login.
            await page.getByRole("button", { name: /login/i }).waitFor({ timeout: 90_000 });
          } else {
            // Ready as a visitor sees it: the enhancement script ran and, on pages with React, React hydrated.
            await page.waitForFunction(
              () => {
                if (!document.documentElement.hasAttribute("data-enhanced")) return false;
                if (!("__reactRouterContext" in window)) return true;
                const main = document.querySelector("main");
                return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
              },
              undefined,
              { timeout: 60_000 },
            );
          }
          for (const problem of await read()) problems.push(`${path}: ${problem}`);
        } catch (error) {
          problems.push(`${path}: ${(error as Error).message.split("\n")[0]}`);
        }
        await page.close();
      }
      await context.close();
    }),
  );
  return problems;
}
