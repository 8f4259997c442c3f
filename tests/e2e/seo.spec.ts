import { expect, test } from "./support/test";
import { company } from "../../app/content/company";
import { jobs } from "../../app/content/jobs";
import { languagesOf, pagesIn, prerenderPaths } from "../../app/content/site-map";
import { sitePages, unindexedPaths } from "../../app/lib/paths";
import { LANGUAGE_FACTS, LANGUAGES, localPath } from "../../contract/languages";

// What crawlers read in the served HTML, before any JavaScript: one h1, the language, a canonical
// link, the page in every language (hreflang), Open Graph and Twitter cards, valid JSON-LD with the
// page's language; plus sitemap.xml (both languages, with their alternates) and robots.txt.
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

/** `<link rel="alternate" hreflang>` of a page, as "hreflang href". */
function alternates(html: string): string[] {
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)].map((m) => `${m[1]} ${m[2]}`);
}

for (const language of LANGUAGES) {
  const { tag, ogLocale } = LANGUAGE_FACTS[language];
  for (const page of pagesIn(language)) {
    const path = localPath(page, language);
    test(`${path}: one h1, lang, canonical, alternates, Open Graph, Twitter card and valid JSON-LD`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html.match(/<h1[\s>]/g) ?? [], "exactly one h1").toHaveLength(1);
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${tag}"`));

      const canonicalPage = page === sitePages.yardAlias.path ? sitePages.yard.path : page;
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical).toBe(`${origin}${localPath(canonicalPage, language)}`);
      // The same list on the page in every language, x-default the default language's; none on a
      // page built in one language only (an English-only news post).
      expect(alternates(html)).toEqual(
        languagesOf(canonicalPage).length < LANGUAGES.length
          ? []
          : [
              ...LANGUAGES.map((each) => `${LANGUAGE_FACTS[each].tag} ${origin}${localPath(canonicalPage, each)}`),
              `x-default ${origin}${canonicalPage}`,
            ],
      );
      expect(metaContent(html, "og:locale")).toBe(ogLocale);
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
      expect(data.find((item) => item["@type"] === "WebPage")).toMatchObject({ url: canonical, inLanguage: tag });
      const breadcrumbs = data.filter((item) => item["@type"] === "BreadcrumbList");
      if (canonicalPage.split("/").filter(Boolean).length >= 2) {
        expect(breadcrumbs, "nested pages carry a BreadcrumbList").toHaveLength(1);
        const list = breadcrumbs[0]!.itemListElement as Array<{ position: number; name: string; item: string }>;
        expect(list[0]).toMatchObject({ position: 1, item: `${origin}${localPath("/", language)}` });
        expect(list.at(-1)?.item).toBe(canonical);
        expect(list.map((crumb) => crumb.position)).toEqual(list.map((_, index) => index + 1));
      } else {
        expect(breadcrumbs).toHaveLength(0);
      }
    });
  }
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
  const postings = jsonLd(await (await request.get(sitePages.careers.path)).text()).filter((item) => item["@type"] === "JobPosting");
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

test("the sitemap lists every public page in every language it is built in, each with its alternates, and nothing else", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
  );
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  const listed = entries.map((entry) => entry.match(/<loc>([^<]+)<\/loc>/)?.[1]);
  const indexed = prerenderPaths.filter((path) => !notIndexed.includes(path));
  const expected = indexed.flatMap((path) => languagesOf(path).map((language) => `${origin}${localPath(path, language)}`));
  expect([...listed].sort()).toEqual([...expected].sort());
  // A page in one language only (an English-only news post) names no alternates.
  const inEvery = new Set(
    indexed
      .filter((path) => languagesOf(path).length === LANGUAGES.length)
      .flatMap((path) => LANGUAGES.map((language) => `${origin}${localPath(path, language)}`)),
  );
  for (const entry of entries) {
    const loc = entry.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? "";
    const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => m[1]);
    expect(links, loc).toEqual(inEvery.has(loc) ? [...LANGUAGES.map((language) => LANGUAGE_FACTS[language].tag), "x-default"] : []);
  }
});

test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/$/m);
  expect(robots).toMatch(new RegExp(`^Sitemap: ${origin}/sitemap.xml$`, "m"));
});

test("pages kept out of the index say so", async ({ request }) => {
  for (const path of [sitePages.search.path, "/no-such-page", localPath(sitePages.search.path, "fr"), "/fr/no-such-page"]) {
    expect(metaContent(await (await request.get(path)).text(), "robots"), path).toBe("noindex");
  }
});
