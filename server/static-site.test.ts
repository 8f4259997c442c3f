import { symlinkSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { startServer, type RunningServer } from "./start";
import { isHidden } from "./static-site";
import { CACHE_CONTROL } from "../contract/response-headers";
import { rawRequest, tempDir, writeTree } from "./test-helpers";
import { cloudflareRedirects, movedStatus } from "../scripts/host-files.mjs";

/** Moved addresses as the build writes them into `_redirects` (the hidden paths' lines included). */
const MOVED = [
  { from: "/about/leadership", to: "/about/who-we-are" },
  { from: "/fr/about/leadership", to: "/fr/about/who-we-are" },
];

const HOME = `<!doctype html><html><head><title>Home</title></head><body>${"<p>Deltaforge</p>".repeat(100)}</body></html>`;
const NOT_FOUND = "<!doctype html><title>Page not found</title><h1>We could not find that page</h1>";
const NOT_FOUND_FR = '<!doctype html><html lang="fr"><title>Page introuvable</title><h1>Nous ne trouvons pas cette page</h1>';
const JS = "export const x = 1;\n".repeat(200);

describe("isHidden", () => {
  it.each([
    "/_headers",
    "/_redirects",
    "/nginx-headers.conf",
    "/README.md",
    "/art/README.md",
    "/.env",
    "/a/.git/config",
    "/404",
    "/404/",
    "/404.html",
    "/fr/404",
    "/fr/404.html",
  ])("hides %s", (p) => expect(isHidden(p)).toBe(true));
  it.each(["/", "/_root.data", "/about/who-we-are/", "/art/my file.svg", "/readme.html"])("serves %s", (p) =>
    expect(isHidden(p)).toBe(false),
  );
});

describe("static server over HTTP", () => {
  const tmp = tempDir();
  let server: RunningServer;
  const get = (p: string, init?: RequestInit) => fetch(server.url + p, { redirect: "manual", ...init });

  beforeAll(async () => {
    writeTree(path.join(tmp.dir, "build/client"), {
      "index.html": HOME,
      "about/who-we-are.html": "<!doctype html><title>Who we are</title>",
      "admin/index.html": "<!doctype html><title>Editor</title>",
      "contact.html": "<!doctype html><title>Contact</title>",
      "404.html": NOT_FOUND,
      "fr.html": "<!doctype html><title>Accueil</title>",
      "fr/about/who-we-are.html": "<!doctype html><title>Qui sommes-nous</title>",
      "fr/404.html": NOT_FOUND_FR,
      "assets/entry-abc123.js": JS,
      "art/hero/slide-1.svg": `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(100)}</svg>`,
      "favicon.svg": "<svg/>",
      "fonts/manrope.woff2": Buffer.from([0x77, 0x4f, 0x46, 0x32]),
      "docs/profile.pdf": "%PDF-1.4",
      "img/a.webp": "RIFF",
      "img/a.avif": "avif",
      "img/a.png": "png",
      "sitemap.xml": "<urlset/>",
      "robots.txt": "User-agent: *",
      "manifest.json": "{}",
      "about.data": "[{}]",
      "README.md": "# notes for developers",
      "nginx-headers.conf": "add_header X-Test 1;",
      "art/my file.svg": "<svg/>",
      _redirects: cloudflareRedirects(MOVED),
      _headers: [
        "/*",
        "  Content-Security-Policy: default-src 'self'",
        "  X-Content-Type-Options: nosniff",
        "  X-Frame-Options: DENY",
        "/art/*",
        "  X-Art: yes",
      ].join("\n"),
    });
    writeTree(tmp.dir, { "secret.txt": "top secret" });
    symlinkSync(path.join(tmp.dir, "secret.txt"), path.join(tmp.dir, "build/client/linked.txt"));
    const config = loadConfig({ PORT: "0", BUILD_DIR: "build", INBOX_DB: "data/inbox.sqlite" }, tmp.dir);
    server = await startServer(config, { log: () => {} });
  });

  afterAll(async () => {
    await server?.close(100);
    tmp.cleanup();
  });

  it("serves / and pages at their clean URL from name.html, without a redirect", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(await home.text()).toBe(HOME);
    const page = await get("/about/who-we-are");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Who we are");
    expect(await (await get("/contact")).text()).toContain("Contact");
    expect(await (await get("/admin/")).text()).toContain("Editor");
  });

  it("answers each moved address of _redirects with its permanent redirect, in every language, keeping the query", async () => {
    for (const { from, to } of MOVED) {
      const res = await get(`${from}?ref=old`);
      expect(res.status, from).toBe(movedStatus);
      expect(res.headers.get("location"), from).toBe(`${to}?ref=old`);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
    // The hidden paths' rewrites in the same file are not redirects: still the 404 page.
    expect((await get("/_headers")).status).toBe(404);
  });

  it("redirects every other form of a page's URL to that one, as Cloudflare Pages does", async () => {
    for (const [from, to] of [
      ["/about/who-we-are/", "/about/who-we-are"],
      ["/contact.html?x=1", "/contact?x=1"],
      ["/index.html", "/"],
      ["/admin", "/admin/"],
      ["/admin/index.html", "/admin/"],
    ]) {
      const res = await get(from!);
      expect(res.status, from).toBe(308);
      expect(res.headers.get("location"), from).toBe(to);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it.each([
    ["/assets/entry-abc123.js", "text/javascript; charset=utf-8"],
    ["/art/hero/slide-1.svg", "image/svg+xml; charset=utf-8"],
    ["/art/my%20file.svg", "image/svg+xml; charset=utf-8"],
    ["/favicon.svg", "image/svg+xml; charset=utf-8"],
    ["/about.data", "text/x-script; charset=utf-8"],
    ["/fonts/manrope.woff2", "font/woff2"],
    ["/docs/profile.pdf", "application/pdf"],
    ["/img/a.webp", "image/webp"],
    ["/img/a.avif", "image/avif"],
    ["/img/a.png", "image/png"],
    ["/sitemap.xml", "application/xml; charset=utf-8"],
    ["/robots.txt", "text/plain; charset=utf-8"],
    ["/manifest.json", "application/json"],
    ["/", "text/html; charset=utf-8"],
  ])("serves %s as %s", async (p, type) => {
    const res = await get(p);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(type);
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    for (const p of [
      "/no/such/page",
      "/about/who-we-are/nope/",
      "/404",
      "/404.html",
      "/_headers",
      "/.env",
      "/README.md",
      "/nginx-headers.conf",
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).toBe(NOT_FOUND);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toBe("default-src 'self'");
    }
  });

  it("answers unknown paths below /fr with the French 404 page, status 404 and the same headers", async () => {
    for (const p of ["/fr/no/such/page", "/fr/about/who-we-are/nope/", "/fr/404", "/fr/404.html"]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).toBe(NOT_FOUND_FR);
      expect(res.headers.get("content-security-policy")).toBe("default-src 'self'");
      expect(res.headers.get("cache-control")).toBe(CACHE_CONTROL.page);
    }
    // Not below /fr: an address that only starts with the letters.
    expect(await (await get("/francais")).text()).toBe(NOT_FOUND);
  });

  it("serves the French pages at their one URL, as the English ones", async () => {
    for (const [p, title] of [
      ["/fr", "Accueil"],
      ["/fr/about/who-we-are", "Qui sommes-nous"],
    ]) {
      const res = await get(p!);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain(title);
      expect(res.headers.get("cache-control")).toBe(CACHE_CONTROL.page);
    }
    for (const [p, location] of [
      ["/fr/", "/fr"],
      ["/fr.html", "/fr"],
      ["/fr/about/who-we-are/", "/fr/about/who-we-are"],
    ]) {
      const res = await get(p!);
      expect(res.status, p).toBe(308);
      expect(res.headers.get("location")).toBe(location);
    }
  });

  it("makes path traversal impossible, even with raw and encoded dot segments", async () => {
    for (const p of [
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/..%2fsecret.txt",
      "/assets/%2e%2e/%2e%2e/secret.txt",
      "/a%5c..%5c..%5csecret.txt",
      "/index.html%00.txt",
      "/linked.txt",
    ]) {
      const text = await rawRequest(server.port, `GET ${p} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(text, p).toMatch(/^HTTP\/1\.1 404/);
      expect(text).not.toContain("top secret");
    }
  });

  it("compresses text with gzip when accepted, with Vary", async () => {
    const { request } = await import("node:http");
    const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request(`${server.url}/assets/entry-abc123.js`, { headers: { "Accept-Encoding": "br, gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(raw.headers.vary).toBe("Accept-Encoding");
    expect(raw.body.length).toBeLessThan(JS.length / 10);
    expect(gunzipSync(raw.body).toString()).toBe(JS);

    const plain = await rawRequest(server.port, "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(plain).not.toMatch(/content-encoding/i);
    expect(plain).toContain(HOME);
  });

  it("does not compress binary files", async () => {
    const res = await get("/img/a.png", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.headers.get("content-encoding")).toBeNull();
  });

  it("sets cache headers: immutable assets, no-cache HTML, short max-age otherwise", async () => {
    expect((await get("/assets/entry-abc123.js")).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/about/who-we-are")).headers.get("cache-control")).toBe("no-cache");
    expect((await get("/")).headers.get("cache-control")).toBe("no-cache");
    expect((await get("/favicon.svg")).headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers a matching If-None-Match with 304", async () => {
    const first = await get("/");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const second = await get("/", { headers: { "If-None-Match": etag! } });
    expect(second.status).toBe(304);
    expect(second.headers.get("x-frame-options")).toBe("DENY");
  });

  it("sends the headers of /* and of more specific blocks from _headers", async () => {
    const art = await get("/art/hero/slide-1.svg");
    expect(art.headers.get("x-art")).toBe("yes");
    expect(art.headers.get("x-frame-options")).toBe("DENY");
    expect((await get("/")).headers.get("x-art")).toBeNull();
  });

  it("supports HEAD and refuses other methods with 405", async () => {
    const head = await get("/about/who-we-are", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const res = await get("/about/who-we-are", { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect((await get("/", { method: "OPTIONS" })).status).toBe(204);
  });
});

describe("static server without _headers", () => {
  const tmp = tempDir();
  let server: RunningServer;
  beforeAll(async () => {
    writeTree(path.join(tmp.dir, "client"), { "index.html": "<!doctype html><title>x</title>" });
    const config = loadConfig({ PORT: "0", BUILD_DIR: "." }, tmp.dir);
    server = await startServer(config, { log: () => {} });
  });
  afterAll(async () => {
    await server?.close(100);
    tmp.cleanup();
  });

  it("sends the built-in safe defaults, and a plain 404 when there is no 404.html", async () => {
    const res = await fetch(server.url + "/");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    const missing = await fetch(server.url + "/missing");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-frame-options")).toBe("DENY");
  });
});
