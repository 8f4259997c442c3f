import { describe, expect, it } from "vitest";
import {
  baseHeaders,
  cacheControl,
  contentSecurityPolicy,
  cspHash,
  effectiveHeaders,
  endpointOrigin,
  filePatterns,
  filePolicy,
  headerRules,
  inlineScripts,
  inlineStyles,
  pagePolicy,
} from "./security-headers.mjs";

const page = `<!DOCTYPE html><html><head>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script src="/assets/entry.js" type="module"></script>
</head><body style="color: red">
<script>window.a = 1;</script>
<script type="module" async="">import "/assets/x.js";</script>
<p style="background:url(&quot;/a.svg&quot;)">x</p>
</body></html>`;

function directives(csp) {
  return Object.fromEntries(
    csp.split(/;\s*/).map((d) => {
      const [name, ...values] = d.split(" ");
      return [name, values];
    }),
  );
}

describe("inline content", () => {
  it("finds executable inline scripts only: not src scripts, not JSON-LD", () => {
    expect(inlineScripts(page)).toEqual(["window.a = 1;", 'import "/assets/x.js";']);
  });

  it("finds style attributes, decoded as the browser sees them", () => {
    expect(inlineStyles(page)).toEqual({ elements: [], attributes: ["color: red", 'background:url("/a.svg")'] });
  });

  it("takes script and style bodies as written: entities, markup and comments inside them are text", () => {
    const html = `<style>a > b { color: red }</style><script>if (a &amp;&amp; b) document.write("<p style='x'></p><!--");</script>`;
    expect(inlineScripts(html)).toEqual([`if (a &amp;&amp; b) document.write("<p style='x'></p><!--");`]);
    expect(inlineStyles(html)).toEqual({ elements: ["a > b { color: red }"], attributes: [] });
  });

  it("hashes like the browser: base64 SHA-256 of the UTF-8 body", () => {
    // echo -n "alert(1)" | openssl sha256 -binary | base64
    expect(cspHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe("contentSecurityPolicy", () => {
  it("allows our origin and the given hashes for scripts, never unsafe-inline or unsafe-eval", () => {
    const d = directives(pagePolicy(page, "/api/enquiries"));
    expect(d["default-src"]).toEqual(["'none'"]);
    expect(d["script-src"]).toEqual(["'self'", ...[cspHash("window.a = 1;"), cspHash('import "/assets/x.js";')].sort()]);
    expect(d["script-src"].join(" ")).not.toMatch(/unsafe/);
    expect(d["style-src"]).toEqual(["'self'"]);
    expect(d["style-src-attr"]).toEqual(["'unsafe-hashes'", ...[cspHash("color: red"), cspHash('background:url("/a.svg")')].sort()]);
    expect(d["connect-src"]).toEqual(["'self'", "https://www.openstreetmap.org"]);
    expect(d["form-action"]).toEqual(["'self'"]);
    expect(d["frame-src"]).toEqual(["https://www.openstreetmap.org"]);
    expect(d["img-src"]).toEqual(["'self'", "data:"]);
    expect(d["font-src"]).toEqual(["'self'"]);
    for (const name of ["frame-ancestors", "base-uri", "object-src"]) expect(d[name]).toEqual(["'none'"]);
  });

  it("adds a third-party form endpoint's origin to connect-src and form-action", () => {
    const d = directives(contentSecurityPolicy({ formOrigin: endpointOrigin("https://api.web3forms.com/submit") }));
    expect(d["connect-src"]).toEqual(["'self'", "https://api.web3forms.com", "https://www.openstreetmap.org"]);
    expect(d["form-action"]).toEqual(["'self'", "https://api.web3forms.com"]);
    expect(d["style-src-attr"]).toBeUndefined();
    expect(endpointOrigin("/api/enquiries")).toBeNull();
  });
});

describe("header rules", () => {
  const files = [
    "index.html",
    "about.html",
    "services/engineering.data",
    "services/engineering.html",
    "_root.data",
    "assets/entry.js",
    "art/brand/logo.svg",
    "favicon.svg",
    "404.html",
    "admin/index.html",
    "admin/config.yml",
    "_headers",
  ];
  const other = `<!DOCTYPE html><script>window.b = 2;</script>`;
  const rules = headerRules({
    pages: [
      { path: "/", html: page },
      { path: "/about", html: other },
      { path: "/careers", html: "<!DOCTYPE html><p>No script</p>" },
    ],
    notFoundHtml: "<!DOCTYPE html><title>Not found</title>",
    files,
    formEndpoint: "/api/enquiries",
  });
  const rule = (pattern) => rules.find((r) => r.pattern === pattern);

  it("files that are not pages: top-level folders without pages, top-level non-HTML files, route data anywhere", () => {
    expect(filePatterns(files)).toEqual(["/*.data", "/art/*", "/assets/*", "/favicon.svg"]);
  });

  it("treats a language's folder as a root of its own: its files get their own patterns, its pages none", () => {
    const french = ["fr.html", "fr/about.html", "fr/about/who-we-are.html", "fr/404.html", "fr/search-index.json", "fr/contact/quote.data"];
    expect(filePatterns([...files, ...french])).toEqual(["/*.data", "/art/*", "/assets/*", "/favicon.svg", "/fr/search-index.json"]);
  });

  it("start with /* carrying every header, the 404 page's policy and revalidation", () => {
    expect(rules[0].pattern).toBe("/*");
    expect(rules[0].headers).toMatchObject({ ...baseHeaders, "Cache-Control": cacheControl.page });
    expect(directives(rules[0].headers["Content-Security-Policy"])["script-src"]).toEqual(["'self'"]);
  });

  it("give each page a policy with only its own inline scripts", () => {
    const home = directives(rule("/").headers["Content-Security-Policy"])["script-src"];
    const about = directives(rule("/about").headers["Content-Security-Policy"])["script-src"];
    expect(home).toContain(cspHash("window.a = 1;"));
    expect(home).not.toContain(cspHash("window.b = 2;"));
    expect(about).toEqual(["'self'", cspHash("window.b = 2;")]);
    // What equals the /* rule is not repeated: a page without scripts of its own has no headers of its own.
    expect(rule("/about").headers["Cache-Control"]).toBeUndefined();
    expect(rule("/careers").headers).toEqual({});
  });

  it("give files the short policy, hashed assets a year of immutable caching, the editor its own headers", () => {
    expect(rule("/art/*").headers).toEqual({ "Content-Security-Policy": filePolicy, "Cache-Control": cacheControl.file });
    expect(rule("/*.data").headers["Content-Security-Policy"]).toBe(filePolicy);
    expect(rule("/assets/*").headers["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    const admin = effectiveHeaders(rules, rule("/admin/*"));
    expect(admin["Content-Security-Policy"]).toContain("'unsafe-eval'");
    expect(admin["Strict-Transport-Security"]).toBe(baseHeaders["Strict-Transport-Security"]);
  });
});
