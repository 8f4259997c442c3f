import { describe, expect, it } from "vitest";
import { footerLinks, isSectionActive, mainNav, navIn } from "./navigation";
import { textPageTitles } from "./text-page-titles";
import { textPages } from "./text-pages";

const item = (key: string) => mainNav.find((entry) => entry.key === key)!;

describe("navigation: each link says where it appears", () => {
  it("the footer's quick links are every link, at any level, that says footer, then the pages with text that say footer", () => {
    const marked = mainNav.flatMap(({ dropdown, ...link }) => [link, ...(dropdown ?? [])]).filter((link) => link.in.includes("footer"));
    const pages = textPages.filter((page) => page.footer).map((page) => page.title);
    expect(footerLinks.map((link) => link.key).slice(0, marked.length)).toEqual(marked.map((link) => link.key));
    expect(footerLinks.slice(marked.length).map((link) => link.name)).toEqual(pages);
    expect(footerLinks.find((link) => link.key === "about")?.name).toBe("About Us");
  });

  it("the mobile menu leaves out what says header only (the contact page's own entry under Contact)", () => {
    const contact = navIn("mobile").find((entry) => entry.key === "contact")!;
    expect(contact.dropdown!.map((link) => link.key)).not.toContain("contact-offices");
    expect(
      navIn("header")
        .find((entry) => entry.key === "contact")!
        .dropdown!.map((link) => link.key),
    ).toContain("contact-offices");
  });

  it("a page with text is in the dropdown its entry names, in the header and the mobile menu", () => {
    const linked = textPages.filter((entry) => entry.menu !== "none");
    expect(linked.length).toBeGreaterThan(0);
    for (const page of linked) {
      for (const place of ["header", "mobile"] as const)
        expect(navIn(place).find((entry) => entry.key === page.menu)!.dropdown).toContainEqual(
          expect.objectContaining({ name: page.title, href: page.path }),
        );
      expect(isSectionActive(item(page.menu), page.path)).toBe(true);
    }
  });

  it("Services is the section on every service's page, but not on the yard's, which is Workshop's", () => {
    expect(isSectionActive(item("services"), "/services/pipeline-integrity")).toBe(true);
    expect(isSectionActive(item("services"), "/services/fabrication-yard")).toBe(false);
    expect(isSectionActive(item("workshop"), "/services/fabrication-yard")).toBe(true);
    expect(isSectionActive(item("services"), "/projects")).toBe(false);
  });

  it("About is the section on every news post and later list page, below the News link of its dropdown", () => {
    const news = item("about").dropdown!.find((link) => link.key === "news")!;
    expect(isSectionActive(item("about"), `${news.href}/any-post`)).toBe(true);
    expect(isSectionActive(item("about"), `${news.href}/page/2`)).toBe(true);
    expect(mainNav.filter((entry) => isSectionActive(entry, `${news.href}/any-post`)).map((entry) => entry.key)).toEqual(["about"]);
  });

  it("reads the pages with text through their titles alone: every page in the file's order, with its name and address, without its sections", () => {
    expect(textPageTitles.map((page) => [page.title, page.path])).toEqual(textPages.map((page) => [page.title, page.path]));
    for (const page of textPageTitles) expect(page).not.toHaveProperty("sections");
  });
});
