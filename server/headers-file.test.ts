import { describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "../contract/response-headers";
import { defaultHeaderRules, headersForPath, HeadersFileError, parseHeadersFile } from "./headers-file";

const SAMPLE = `# Security headers for every page
/*
  Content-Security-Policy: default-src 'self'; img-src 'self' data:
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/embed/:slug
  X-Frame-Options: SAMEORIGIN
  ! Content-Security-Policy

https://example.com/*
  X-Robots-Tag: noindex
`;

describe("parseHeadersFile", () => {
  it("reads blocks, headers and detach lines", () => {
    const rules = parseHeadersFile(SAMPLE);
    expect(rules.map((r) => r.pattern)).toEqual(["/*", "/assets/*", "/embed/:slug", "https://example.com/*"]);
    expect(rules[0]!.headers).toEqual([
      ["Content-Security-Policy", "default-src 'self'; img-src 'self' data:"],
      ["X-Content-Type-Options", "nosniff"],
      ["X-Frame-Options", "DENY"],
    ]);
    expect(rules[2]!.detach).toEqual(["content-security-policy"]);
  });

  it("keeps colons inside values and tolerates CRLF and a BOM", () => {
    const rules = parseHeadersFile("\uFEFF/*\r\n  Link: <https://x.test/a>; rel=preconnect\r\n");
    expect(rules[0]!.headers).toEqual([["Link", "<https://x.test/a>; rel=preconnect"]]);
  });

  it("rejects headers before a path and malformed lines", () => {
    expect(() => parseHeadersFile("  X-A: b")).toThrow(HeadersFileError);
    expect(() => parseHeadersFile("/*\n  no colon here")).toThrow(/line 2/);
    expect(() => parseHeadersFile("/*\n  Bad Name: x")).toThrow(HeadersFileError);
  });
});

describe("headersForPath", () => {
  const rules = parseHeadersFile(SAMPLE);

  it("applies the catch-all block to every path, including the root", () => {
    for (const path of ["/", "/about/who-we-are", "/api/enquiries", "/no-such-page"]) {
      expect(headersForPath(rules, path)).toMatchObject({ "X-Content-Type-Options": "nosniff" });
    }
  });

  it("adds the headers of more specific blocks", () => {
    expect(headersForPath(rules, "/assets/app-1a2b.js")).toMatchObject({
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Frame-Options": "DENY",
    });
    expect(headersForPath(rules, "/about")).not.toHaveProperty("Cache-Control");
  });

  it("lets a more specific block replace or detach a header", () => {
    const h = headersForPath(rules, "/embed/map");
    expect(h["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(h).not.toHaveProperty("Content-Security-Policy");
    // A placeholder matches one segment only.
    expect(headersForPath(rules, "/embed/map/extra")["X-Frame-Options"]).toBe("DENY");
  });

  it("never matches absolute-URL patterns", () => {
    expect(headersForPath(rules, "/x")).not.toHaveProperty("X-Robots-Tag");
  });

  it("escapes regex characters in literal patterns", () => {
    const r = parseHeadersFile("/a.html\n  X-A: 1");
    expect(headersForPath(r, "/a.html")).toEqual({ "X-A": "1" });
    expect(headersForPath(r, "/aXhtml")).toEqual({});
  });

  it("has a safe default set", () => {
    expect(headersForPath(defaultHeaderRules(), "/anything")).toEqual(SECURITY_HEADERS);
    expect(SECURITY_HEADERS["Permissions-Policy"]).toContain("camera=()");
  });
});
