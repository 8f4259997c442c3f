import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { jobs } from "~/content/jobs";
import { offices } from "~/content/offices";
import { pageMeta } from "./page-meta";
import { breadcrumbJsonLd, jobPostingJsonLd, organizationJsonLd } from "./structured-data";

const ldOf = (meta: ReturnType<typeof pageMeta>) =>
  meta.filter((d) => "script:ld+json" in d).map((d) => (d as { "script:ld+json": Record<string, unknown> })["script:ld+json"]);

describe("organizationJsonLd", () => {
  it("describes the company with its logo, phones, e-mail, Lagos address and networking profile", () => {
    const org = organizationJsonLd();
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: company.name,
      url: "https://www.deltaforge.example/",
      logo: "https://www.deltaforge.example/art/brand/logo.svg",
      address: { "@type": "PostalAddress", addressLocality: "Lagos", addressCountry: "NG" },
      sameAs: [company.networkingUrl],
    });
    const points = org.contactPoint as Array<Record<string, string>>;
    expect(points.map((p) => p.telephone)).toEqual(company.phones);
    expect(points.every((p) => p.email === company.emails.info)).toBe(true);
  });

  it("lists every office of the content as a place, with its address, first phone and position", () => {
    const places = organizationJsonLd().location as Array<{ name: string; telephone: string; address: { streetAddress: string } }>;
    expect(places.map((place) => place.name)).toEqual(offices.map((office) => office.name));
    for (const [index, office] of offices.entries()) {
      expect(places[index]!.address.streetAddress).toBe(office.address.join(", "));
      expect(office.phone).toContain(places[index]!.telephone);
    }
    // In French, the contact page's French address, once prefixed.
    const french = organizationJsonLd("fr").location as Array<{ url: string }>;
    expect(french[0]!.url).toBe(`https://www.deltaforge.example/fr/contact?office=${offices[0]!.id}`);
  });
});

describe("breadcrumbJsonLd", () => {
  it("walks Home › About › the page, named as in the navigation", () => {
    const crumbs = breadcrumbJsonLd("/about/management", "Management Team");
    expect(crumbs?.["@type"]).toBe("BreadcrumbList");
    expect(crumbs?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.deltaforge.example/" },
      { "@type": "ListItem", position: 2, name: "About", item: "https://www.deltaforge.example/about" },
      { "@type": "ListItem", position: 3, name: "Management Team", item: "https://www.deltaforge.example/about/management" },
    ]);
  });

  it("names the Contact and Services sections too, and skips top-level pages", () => {
    const names = (path: string, title: string) =>
      (breadcrumbJsonLd(path, title)?.itemListElement as Array<{ name: string }>).map((c) => c.name);
    expect(names("/contact/quote", "Request a Quote")).toEqual(["Home", "Contact", "Request a Quote"]);
    expect(names("/services/engineering", "Engineering")).toEqual(["Home", "Services", "Engineering"]);
    expect(breadcrumbJsonLd("/about", "About Us")).toBeNull();
    expect(breadcrumbJsonLd("/", "Home")).toBeNull();
  });
});

describe("jobPostingJsonLd", () => {
  it("turns an opening into a JobPosting hiring for the company", () => {
    const job = jobs.find((j) => j.type === "full-time")!;
    expect(jobPostingJsonLd(job)).toMatchObject({
      "@type": "JobPosting",
      title: job.title,
      description: job.description,
      datePosted: job.datePosted,
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: company.name },
      jobLocation: { "@type": "Place", address: { addressCountry: "NG" } },
      url: `https://www.deltaforge.example/careers#${job.id}`,
    });
  });

  it("leaves employmentType out for Hybrid, which is a way of working", () => {
    const hybrid = jobs.find((j) => j.type === "hybrid")!;
    expect(jobPostingJsonLd(hybrid)).not.toHaveProperty("employmentType");
  });
});

describe("pageMeta JSON-LD", () => {
  const base = { title: "Management Team", description: "x".repeat(60) };

  it("adds the WebPage everywhere, the Organization on the home page only, breadcrumbs on nested pages, and extra objects", () => {
    expect(ldOf(pageMeta({ ...base, path: "/" })).map((o) => o["@type"])).toEqual(["WebPage", "Organization"]);
    expect(ldOf(pageMeta({ ...base, path: "/about/management" })).map((o) => o["@type"])).toEqual(["WebPage", "BreadcrumbList"]);
    expect(ldOf(pageMeta({ ...base, path: "/projects" })).map((o) => o["@type"])).toEqual(["WebPage"]);
    const extra = ldOf(pageMeta({ ...base, path: "/careers", structuredData: jobs.map(jobPostingJsonLd) }));
    expect(extra).toHaveLength(1 + jobs.length);
  });
});

describe("pageMeta across languages", () => {
  const base = { title: "Management Team", description: "x".repeat(60) };
  const origin = "https://www.deltaforge.example";
  const links = (meta: ReturnType<typeof pageMeta>, rel: string) =>
    meta.filter((d) => "tagName" in d && d.rel === rel) as Array<{ hrefLang?: string; href: string }>;
  const property = (meta: ReturnType<typeof pageMeta>, name: string) =>
    meta.filter((d) => "property" in d && d.property === name).map((d) => (d as { content: string }).content);

  it("links every page to itself in both languages and x-default, the same list from either language", () => {
    for (const language of ["en", "fr"] as const) {
      const alternates = links(pageMeta({ ...base, path: "/about/management", language }), "alternate");
      expect(alternates.map((link) => `${link.hrefLang} ${link.href}`)).toEqual([
        `en ${origin}/about/management`,
        `fr ${origin}/fr/about/management`,
        `x-default ${origin}/about/management`,
      ]);
    }
    const home = links(pageMeta({ ...base, path: "/", language: "fr" }), "alternate");
    expect(home.map((link) => link.href)).toEqual([`${origin}/`, `${origin}/fr`, `${origin}/`]);
  });

  it("gives a French page its French canonical link, og:locale, breadcrumbs and inLanguage", () => {
    const meta = pageMeta({ ...base, path: "/about/management", language: "fr" });
    expect(links(meta, "canonical")[0]?.href).toBe(`${origin}/fr/about/management`);
    expect(property(meta, "og:url")).toEqual([`${origin}/fr/about/management`]);
    expect(property(meta, "og:locale")).toEqual(["fr_FR"]);
    expect(property(meta, "og:locale:alternate")).toEqual(["en_NG"]);
    const [webPage, crumbs] = ldOf(meta);
    expect(webPage).toMatchObject({ "@type": "WebPage", inLanguage: "fr", url: `${origin}/fr/about/management` });
    const items = (crumbs?.itemListElement as Array<{ item: string }>).map((crumb) => crumb.item);
    expect(items).toEqual([`${origin}/fr`, `${origin}/fr/about`, `${origin}/fr/about/management`]);
  });

  it("keeps a French page of an unindexed kind out of the index, and gives the 404 page no alternates", () => {
    const robots = (meta: ReturnType<typeof pageMeta>) => meta.some((d) => "name" in d && d.name === "robots");
    expect(robots(pageMeta({ ...base, path: "/fr/search", language: "fr" }))).toBe(true);
    expect(robots(pageMeta({ ...base, path: "/fr/about", language: "fr" }))).toBe(false);
    // As routes/not-found.tsx asks: the 404 page is built in no language of its own.
    expect(links(pageMeta({ ...base, path: "/404", noindex: true, language: "fr", languages: [] }), "alternate")).toEqual([]);
  });

  it("names no alternate for a page built in one language only (an English-only news post)", () => {
    expect(links(pageMeta({ ...base, path: "/news/english-only", languages: ["en"] }), "alternate")).toEqual([]);
    expect(links(pageMeta({ ...base, path: "/news/in-both" }), "alternate")).toHaveLength(3);
  });

  it("says in English pages' data that they are English", () => {
    const meta = pageMeta({ ...base, path: "/about/management" });
    expect(property(meta, "og:locale")).toEqual(["en_NG"]);
    expect(ldOf(meta)[0]).toMatchObject({ "@type": "WebPage", inLanguage: "en" });
  });
});
