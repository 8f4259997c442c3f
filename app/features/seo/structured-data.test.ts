import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { jobs } from "~/content/jobs";
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

  it("adds the Organization on the home page only, breadcrumbs on nested pages, and extra objects", () => {
    expect(ldOf(pageMeta({ ...base, path: "/" })).map((o) => o["@type"])).toEqual(["Organization"]);
    expect(ldOf(pageMeta({ ...base, path: "/about/management" })).map((o) => o["@type"])).toEqual(["BreadcrumbList"]);
    expect(ldOf(pageMeta({ ...base, path: "/projects" }))).toEqual([]);
    const extra = ldOf(pageMeta({ ...base, path: "/careers", structuredData: jobs.map(jobPostingJsonLd) }));
    expect(extra).toHaveLength(jobs.length);
  });
});
