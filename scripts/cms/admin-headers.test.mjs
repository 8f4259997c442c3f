import { describe, expect, it } from "vitest";
import { adminPolicy } from "./admin-headers.mjs";
import { headerRules } from "../security-headers.mjs";

const build = (files) =>
  headerRules({ pages: [{ path: "/", html: "<!DOCTYPE html>" }], notFoundHtml: "<!DOCTYPE html>", files, formEndpoint: "/api/enquiries" });

describe("/admin/ headers", () => {
  it("get their own rule when the build has the CMS, and the site's policy stays as it is", () => {
    const rules = build(["index.html", "admin/index.html", "admin/config.yml"]);
    const admin = rules.find((rule) => rule.pattern === "/admin/*");
    expect(admin?.headers["Content-Security-Policy"]).toBe(adminPolicy);
    expect(admin?.headers["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(rules[0].headers["Content-Security-Policy"]).not.toContain("unsafe-eval");
  });

  it("are absent from a build without the CMS", () => {
    expect(build(["index.html"]).map((rule) => rule.pattern)).not.toContain("/admin/*");
  });

  it("allow no inline script even for the CMS, only the evaluation its config check needs", () => {
    const scripts = adminPolicy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scripts).toBe("script-src 'self' 'unsafe-eval'");
  });
});
