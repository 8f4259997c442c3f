import { expect, test } from "./support/test";
import { everyLanguagePaths, unknownPaths } from "../../app/content/site-map";
import { SECURITY_HEADERS } from "../../contract/response-headers";
import { cspDirectives, readPage } from "../../scripts/check-hosts/http-checks";
import { watchCsp } from "./support/csp-violations";

// The real server sends the headers the build wrote to _headers. Every page must load and hydrate
// under that Content-Security-Policy without a single violation.

/** The headers the build gives every path, as the server sends them (Playwright gives names in lower case). */
function expectBaseHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
  expect(SECURITY_HEADERS["Permissions-Policy"]).toMatch(/camera=\(\)/);
}

test.describe("security headers", () => {
  // Every page of every language, and an unknown address in each (docs/decisions/0018).
  for (const path of [...everyLanguagePaths, ...unknownPaths]) {
    test(`${path} is served with the security headers and the page CSP`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      expectBaseHeaders(headers);
      const csp = cspDirectives(headers["content-security-policy"] ?? "");
      expect(["'none'", "'self'"]).toContain(csp.get("default-src")?.join(" "));
      const scriptSrc = csp.get("script-src") ?? [];
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(scriptSrc.filter((value) => value.startsWith("'sha256-")).length).toBeGreaterThan(0);
      expect(csp.get("style-src")).toEqual(["'self'"]);
      expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
      expect(csp.get("font-src")).toEqual(["'self'"]);
      expect(csp.get("frame-src")).toEqual(["https://www.openstreetmap.org"]);
      // The browser tests use the inbox build: forms post to /api/enquiries on this origin.
      expect(csp.get("connect-src")).toEqual(["'self'", "https://www.openstreetmap.org"]);
      expect(csp.get("form-action")).toEqual(["'self'"]);
      for (const name of ["frame-ancestors", "base-uri", "object-src"]) expect(csp.get(name), name).toEqual(["'none'"]);
    });
  }

  test("files that are not pages get the same headers with a small locked-down CSP", async ({ request }) => {
    const home = await (await request.get("/")).text();
    const [asset] = readPage(home).assets;
    expect(asset).toBeTruthy();
    for (const path of [asset!, "/art/brand/logo.svg", "/favicon.svg", "/sitemap.xml"]) {
      const headers = (await request.get(path)).headers();
      expectBaseHeaders(headers);
      const csp = cspDirectives(headers["content-security-policy"] ?? "");
      expect(csp.get("default-src"), path).toEqual(["'none'"]);
      expect(csp.has("script-src"), path).toBe(false);
      expect(csp.get("frame-ancestors"), path).toEqual(["'none'"]);
    }
  });
});

test.describe("pages under the CSP", () => {
  // Each page loading, hydrating and loading its pictures without a violation is checked on the
  // one load of every page in page-walk.spec.ts (and in Chromium on each host by check:hosts).
  test("client-side navigation keeps working under the CSP", async ({ page, baseURL }) => {
    const violations = await watchCsp(page, baseURL!);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Projects", exact: true }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Request a Quote" }).first().click();
    await expect(page).toHaveURL(/\/contact\/quote$/);
    expect(await violations()).toEqual([]);
  });
});
