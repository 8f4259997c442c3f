import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  baseHeaders,
  contentSecurityPolicy,
  cspHash,
  endpointOrigin,
  filePatterns,
  filePolicy,
  headersFileText,
  inlineScripts,
  inlineStyles,
  nginxConfText,
  securityHeaders,
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
  return Object.fromEntries(csp.split(/;\s*/).map((d) => { const [name, ...values] = d.split(" "); return [name, values]; }));
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
    const d = directives(securityHeaders({ htmlPages: [page, page], formEndpoint: "/api/enquiries" })["Content-Security-Policy"]);
    expect(d["default-src"]).toEqual(["'none'"]);
    expect(d["script-src"]).toEqual(["'self'", ...[cspHash("window.a = 1;"), cspHash('import "/assets/x.js";')].sort()]);
    expect(d["script-src"].join(" ")).not.toMatch(/unsafe/);
    expect(d["style-src"]).toEqual(["'self'"]);
    expect(d["style-src-attr"]).toEqual(["'unsafe-hashes'", ...[cspHash("color: red"), cspHash('background:url("/a.svg")')].sort()]);
    expect(d["connect-src"]).toEqual(["'self'"]);
    expect(d["form-action"]).toEqual(["'self'"]);
    expect(d["frame-src"]).toEqual(["https://www.openstreetmap.org"]);
    expect(d["img-src"]).toEqual(["'self'", "data:"]);
    expect(d["font-src"]).toEqual(["'self'"]);
    for (const name of ["frame-ancestors", "base-uri", "object-src"]) expect(d[name]).toEqual(["'none'"]);
  });

  it("adds a third-party form endpoint's origin to connect-src and form-action", () => {
    const d = directives(contentSecurityPolicy({ formOrigin: endpointOrigin("https://api.web3forms.com/submit") }));
    expect(d["connect-src"]).toEqual(["'self'", "https://api.web3forms.com"]);
    expect(d["form-action"]).toEqual(["'self'", "https://api.web3forms.com"]);
    expect(d["style-src-attr"]).toBeUndefined();
    expect(endpointOrigin("/api/enquiries")).toBeNull();
  });
});

describe("output formats", () => {
  const headers = securityHeaders({ htmlPages: [page], formEndpoint: "" });

  it("writes a _headers /* block with every header, and immutable caching for assets", () => {
    const text = headersFileText(headers);
    expect(text.startsWith("/*\n  Content-Security-Policy: default-src 'none';")).toBe(true);
    expect(text).toContain("  Strict-Transport-Security: max-age=31536000; includeSubDomains\n");
    expect(text).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
  });

  it("writes the same values as nginx add_header lines", () => {
    const text = nginxConfText(headers);
    for (const [name, value] of Object.entries(headers)) expect(text).toContain(`add_header ${name} "${value}" always;\n`);
  });

  it("documents the same static headers and CSP directives in docs/nginx-security-headers.conf", () => {
    const doc = readFileSync(new URL("../docs/nginx-security-headers.conf", import.meta.url), "utf8");
    for (const [name, value] of Object.entries(baseHeaders)) expect(doc).toContain(`add_header ${name} "${value}" always;`);
    const documented = doc.match(/add_header Content-Security-Policy "([^"]+)" always;/)?.[1] ?? "";
    const withoutHashes = (csp) => csp.replace(/ 'sha256-[^']+'/g, "");
    const built = contentSecurityPolicy({ formOrigin: "https://api.web3forms.com" });
    expect(withoutHashes(documented)).toBe(built);
  });
});

describe("files that are not pages", () => {
  const files = ["index.html", "about/index.html", "services/engineering.data", "services/engineering/index.html", "assets/entry.js", "art/brand/logo.svg", "favicon.svg", "404.html", "_headers"];

  it("are every top-level folder without pages and every top-level non-HTML file", () => {
    expect(filePatterns(files)).toEqual(["/art/*", "/assets/*", "/favicon.svg"]);
  });

  it("get a small locked-down policy instead of the page policy, assets also immutable caching", () => {
    const text = headersFileText({ "Content-Security-Policy": "default-src 'none'; script-src 'self'" }, files);
    expect(text).toContain(`/art/*\n  Content-Security-Policy: ${filePolicy}\n`);
    expect(text).toContain(`/assets/*\n  Content-Security-Policy: ${filePolicy}\n  Cache-Control: public, max-age=31536000, immutable\n`);
    expect(text.match(/^\/assets\/\*$/gm)).toHaveLength(1);
    expect(text).not.toContain("/about/*");
  });
});
