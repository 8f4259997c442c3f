import { describe, expect, it } from "vitest";
import { adminPolicy } from "./admin-headers.mjs";
import { headersFileText } from "../security-headers.mjs";

const sitePolicy = "default-src 'none'; script-src 'self'";
const blocks = (text) =>
  Object.fromEntries(text.trim().split(/\n(?=\/)/).map((block) => { const [pattern, ...lines] = block.split("\n"); return [pattern, lines.map((line) => line.trim())]; }));

describe("/admin/ headers", () => {
  it("get their own block when the build has the CMS, and the site's policy stays as it is", () => {
    const text = blocks(headersFileText({ "Content-Security-Policy": sitePolicy }, ["index.html", "admin/index.html", "admin/config.yml"]));
    expect(text["/*"]).toEqual([`Content-Security-Policy: ${sitePolicy}`]);
    for (const pattern of ["/admin", "/admin/*"]) {
      expect(text[pattern]).toContain(`Content-Security-Policy: ${adminPolicy}`);
      expect(text[pattern]).toContain("X-Robots-Tag: noindex, nofollow");
    }
  });

  it("are absent from a build without the CMS", () => {
    expect(headersFileText({ "Content-Security-Policy": sitePolicy }, ["index.html"])).not.toContain("/admin");
  });

  it("allow no inline script even for the CMS, only the evaluation its config check needs", () => {
    const scripts = adminPolicy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scripts).toBe("script-src 'self' 'unsafe-eval'");
  });
});
