import { expect, test } from "./support/test";
import { company } from "../../app/content/company";
import { jobs } from "../../app/content/jobs";
import { prerenderPaths } from "../../app/content/site-map";
import { paths, unindexedPaths } from "../../app/lib/paths";

// What crawlers read in the served HTML, before any JavaScript: one h1, the language, a canonical
// link, Open Graph and Twitter cards, valid JSON-LD; plus sitemap.xml and robots.txt.
const origin = "https://www.deltaforge.example";
/** Pages that are not for search engines: results pages and the alias of the yard page. */
const notIndexed: string[] = unindexedPaths;

type JsonLd = Record<string, unknown> & { "@type"?: string };

function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`));
  return tag?.[1];
}

function jsonLd(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as JsonLd);
}

for (const path of prerenderPaths) {
  test(`${path}: one h1, lang, canonical, Open Graph, Twitter card and valid JSON-LD`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html.match(/<h1[\s>]/g) ?? [], "exactly one h1").toHaveLength(1);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/);

    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    const expected = path === paths.yardAlias ? paths.yard : path;
    expect(canonical).toBe(`${origin}${expected}`);
    expect(metaContent(html, "description")?.length ?? 0).toBeGreaterThan(50);

    expect(metaContent(html, "og:url")).toBe(canonical);
    for (const key of ["og:title", "og:description", "og:type", "og:site_name", "twitter:title", "twitter:description"]) {
      expect(metaContent(html, key), key).toBeTruthy();
    }
    expect(metaContent(html, "og:image")).toMatch(new RegExp(`^${origin}/.+\\.(png|jpe?g)$`));
    expect(metaContent(html, "twitter:image")).toBe(metaContent(html, "og:image"));
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");

    const data = jsonLd(html);
    for (const item of data) expect(item["@context"]).toBe("https://schema.org");
    const breadcrumbs = data.filter((item) => item["@type"] === "BreadcrumbList");
    if (expected.split("/").filter(Boolean).length >= 2) {
      expect(breadcrumbs, "nested pages carry a BreadcrumbList").toHaveLength(1);
      const list = breadcrumbs[0]!.itemListElement as Array<{ position: number; name: string; item: string }>;
      expect(list[0]).toMatchObject({ position: 1, name: "Home", item: `${origin}/` });
      expect(list.at(-1)?.item).toBe(canonical);
      expect(list.map((crumb) => crumb.position)).toEqual(list.map((_, index) => index + 1));
    } else {
      expect(breadcrumbs).toHaveLength(0);
    }
  });
}

test("the home page describes the organisation in JSON-LD", async ({ request }) => {
  const org = jsonLd(await (await request.get("/"))!.text()).find((item) => item["@type"] === "Organization");
  expect(org).toMatchObject({
    name: company.name,
    url: `${origin}/`,
    logo: expect.stringMatching(new RegExp(`^${origin}/`)),
    address: { addressLocality: "Lagos", addressCountry: "NG" },
    sameAs: [company.networkingUrl],
  });
  const points = org!.contactPoint as Array<{ telephone: string; email: string }>;
  expect(points.map((point) => point.telephone)).toEqual(company.phones);
  expect(points[0]!.email).toBe(company.emails.info);
});

test("the careers page has a JobPosting for every opening", async ({ request }) => {
  const postings = jsonLd(await (await request.get(paths.careers)).text()).filter((item) => item["@type"] === "JobPosting");
  expect(postings.map((posting) => posting.title)).toEqual(jobs.map((job) => job.title));
  for (const posting of postings) {
    expect(posting).toMatchObject({
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      description: expect.any(String),
      hiringOrganization: { name: company.name },
      jobLocation: { address: { addressCountry: "NG" } },
    });
  }
});

test("the sitemap lists every public page and nothing else", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const expected = prerenderPaths.filter((path) => !notIndexed.includes(path)).map((path) => `${origin}${path}`);
  expect([...listed].sort()).toEqual([...expected].sort());
});

test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/$/m);
  expect(robots).toMatch(new RegExp(`^Sitemap: ${origin}/sitemap.xml$`, "m"));
});

test("pages kept out of the index say so", async ({ request }) => {
  for (const path of [paths.search, "/no-such-page"]) {
    expect(metaContent(await (await request.get(path)).text(), "robots"), path).toBe("noindex");
  }
});
