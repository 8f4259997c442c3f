import { describe, expect, it } from "vitest";
import { cloudflareHeaders, cloudflareLimits, cloudflareRedirects, editorPath, movedStatus, nginxSiteConf } from "./host-files.mjs";

const moved = [
  { from: "/services/trading", to: "/services/petroleum-trading" },
  { from: "/fr/services/trading", to: "/fr/services/petroleum-trading" },
];

const rules = [
  {
    pattern: "/*",
    kind: "fallback",
    headers: { "Content-Security-Policy": "default-src 'none'", "X-Frame-Options": "DENY", "Cache-Control": "no-cache" },
  },
  { pattern: "/", kind: "page", headers: { "Content-Security-Policy": "script-src 'self' 'sha256-a'", "Cache-Control": "no-cache" } },
  { pattern: "/about", kind: "page", headers: { "Content-Security-Policy": "script-src 'self'", "Cache-Control": "no-cache" } },
  { pattern: "/careers", kind: "page", headers: {} },
  { pattern: "/*.data", kind: "file", headers: { "Content-Security-Policy": "sandbox", "Cache-Control": "public, max-age=3600" } },
  {
    pattern: "/assets/*",
    kind: "file",
    headers: { "Content-Security-Policy": "sandbox", "Cache-Control": "public, max-age=31536000, immutable" },
  },
  {
    pattern: "/admin/*",
    kind: "admin",
    headers: { "Content-Security-Policy": "script-src 'self' 'unsafe-eval'", "X-Robots-Tag": "noindex" },
  },
];

describe("Cloudflare Pages _headers", () => {
  const text = cloudflareHeaders(rules);

  it("detaches what /* set before a later rule sets its own (Cloudflare joins matching rules)", () => {
    expect(text).toContain(
      "/about\n  ! Content-Security-Policy\n  Content-Security-Policy: script-src 'self'\n  ! Cache-Control\n  Cache-Control: no-cache\n",
    );
    expect(text).toContain(
      "/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: script-src 'self' 'unsafe-eval'\n  X-Robots-Tag: noindex\n",
    );
    expect(text).toContain("/*\n  Content-Security-Policy: default-src 'none'\n  X-Frame-Options: DENY\n");
    expect(text).not.toContain("/careers");
  });

  it("refuses output Cloudflare would silently cut: long lines, too many rules", () => {
    const long = [{ ...rules[0], headers: { "Content-Security-Policy": "x".repeat(cloudflareLimits.lineLength) } }];
    expect(() => cloudflareHeaders(long)).toThrow(/Cloudflare ignores lines over 2000/);
    const many = Array.from({ length: 101 }, (_, i) => ({ pattern: `/p${i}`, kind: "page", headers: { A: "b" } }));
    expect(() => cloudflareHeaders(many)).toThrow(/101 rules/);
  });

  it("leads the editor's bare name to it; rewrites the host's files and each language's /404 to a missing path in that language, so they answer its 404 page", () => {
    expect(cloudflareRedirects()).toBe(
      `/admin ${editorPath} ${movedStatus}\n/_headers /404-not-a-page 200\n/_redirects /404-not-a-page 200\n/404 /404-not-a-page 200\n/fr/404 /fr/404-not-a-page 200\n`,
    );
  });

  it("redirects each moved address to its page with the one permanent status, before the rewrites", () => {
    expect(cloudflareRedirects(moved).split("\n").slice(0, 3)).toEqual([
      `/services/trading /services/petroleum-trading ${movedStatus}`,
      `/fr/services/trading /fr/services/petroleum-trading ${movedStatus}`,
      `/admin ${editorPath} ${movedStatus}`,
    ]);
  });
});

describe("nginx site.conf", () => {
  const conf = nginxSiteConf(rules);

  it("serves each page from name.html at its clean URL with all its headers", () => {
    expect(conf).toContain(
      'location = /about {\n    try_files /about.html =404;\n    add_header Content-Security-Policy "script-src \'self\'" always;\n    add_header X-Frame-Options "DENY" always;\n    add_header Cache-Control "no-cache" always;\n}',
    );
    expect(conf).toContain("location = / {\n    try_files /index.html =404;");
    expect(conf).toContain("location = /careers {\n    try_files /careers.html =404;\n}");
  });

  it("repeats every header in a location that changes one (nginx does not inherit add_header then)", () => {
    const assets = conf.slice(conf.indexOf("location ^~ /assets/"));
    expect(assets.slice(0, assets.indexOf("}"))).toContain('add_header X-Frame-Options "DENY" always;');
    expect(conf).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(conf).toMatch(/location \^~ \/admin\/ \{\n {4}index index\.html;/);
    expect(conf).toContain("location ~ \\.data$ {");
  });

  it("answers the 404 page with 404, hides host files and redirects other URL forms", () => {
    expect(conf).toContain("error_page 404 @not-found;");
    // Below /fr, the French 404 page; elsewhere the English one; neither answers by name.
    expect(conf).toContain("location @not-found {\n    rewrite ^/fr(/|$) /fr/404.html last;\n    rewrite ^ /404.html last;\n}");
    expect(conf).toContain("location = /404.html {\n    internal;\n}");
    expect(conf).toContain("location = /fr/404.html {\n    internal;\n}");
    expect(conf).toContain("location = /fr/404 { return 404; }");
    expect(conf).toContain("location = /_headers { return 404; }");
    expect(conf).toContain("location = /admin { return 308 /admin/; }");
    expect(conf).toContain("location ~ ^(/.+)/$ { return 308 $1$is_args$args; }");
  });

  it("redirects each moved address to its page with the one permanent status, keeping the query", () => {
    const withMoved = nginxSiteConf(rules, moved);
    for (const { from, to } of moved) expect(withMoved).toContain(`location = ${from} { return ${movedStatus} ${to}$is_args$args; }`);
  });
});
