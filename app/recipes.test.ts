import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sitePaths } from "../contract/site-paths";
import { dataDir, dataFileProblems } from "./content/data-files";

// app/README.md's recipes "Add a service", "Add a page" and "Publish a news post", followed on a copy of the content files
// (and, for a page, on a fresh copy of the list of pages in memory): the entries are the whole
// change, and the routes, the content's checks and the site's page list take the new page from them.
let copy: string;
beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), "recipe-"));
  cpSync(dataDir, copy, { recursive: true });
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

type Services = { services: { id: string; title: string; image: string; page: { hero: string } }[] };
/** A content file holds each language's half (app/content/language.ts). */
type Both<T> = { en: T; fr: T };

/** Adds a service to both halves of the copied services.json, its French title in French. */
function addService(picture: string): Both<Services> {
  const file = join(copy, "services.json");
  const both = JSON.parse(readFileSync(file, "utf8")) as Both<Services>;
  for (const [half, title] of [
    [both.en, "Pipeline Integrity"],
    [both.fr, "Intégrité des pipelines"],
  ] as const)
    half.services.push({ ...half.services[0]!, id: "pipeline-integrity", title, image: picture });
  writeFileSync(file, JSON.stringify(both, null, 2));
  return both;
}

describe("recipe: add a service", () => {
  it("is one entry of services.json (with artwork that exists): the build accepts it and the page is prerendered", () => {
    const last = (JSON.parse(readFileSync(join(copy, "services.json"), "utf8")) as Both<Services>).en.services.at(-1)!.id;
    // Step 2: its artwork under public/art (an existing picture stands in for a new one here).
    const data = addService("/art/services/engineering.svg").en;

    expect(dataFileProblems(copy)).toEqual([]);
    const ids = data.services.map((service) => service.id);
    expect(sitePaths(ids)).toContain("/services/pipeline-integrity");
    // After /services, with the other services, in the content's order.
    expect(sitePaths(ids).indexOf("/services/pipeline-integrity")).toBe(sitePaths(ids).indexOf(`/services/${last}`) + 1);
  });

  it("refuses artwork that is not there, naming the entry and the field", () => {
    addService("/art/services/pipeline-integrity.svg");
    expect(dataFileProblems(copy)).toEqual(
      ["en", "fr"].map((language) =>
        expect.stringMatching(
          new RegExp(
            `${language}\\.services\\[\\d+\\] "pipeline-integrity", field "image": picture /art/services/pipeline-integrity\\.svg is not in public/`,
          ),
        ),
      ),
    );
  });
});

describe("recipe: add a page", () => {
  // The list of pages is code (contract/site-paths.ts): the test adds its entry to a fresh copy of
  // that module, then loads what reads it (the routes, the content's schemas) after the change.
  async function withPage() {
    vi.resetModules();
    const contract = await import("../contract/site-paths");
    // Step 1: the page's entry, naming its module (an existing module stands in for the new one).
    Object.assign(contract.sitePages, { faq: { path: "/careers/faq", module: "routes/careers.tsx", indexed: true, searchable: true } });
    const routes = (await import("./routes")).default;
    const { dataFileProblems: problems } = await import("./content/data-files");
    const { searchablePages } = await import("~/features/search/sources/page-documents");
    return { contract, routes, problems, searchablePages };
  }
  afterEach(() => vi.resetModules());

  it("its entry in the list of pages is its route, and the build asks for its text until pages.json has it", async () => {
    const { contract, routes, problems, searchablePages } = await withPage();
    // Step 2 is the module itself: the route to it follows from the entry, with no line in app/routes.ts.
    expect(routes).toContainEqual(expect.objectContaining({ path: "careers/faq", file: "routes/careers.tsx" }));
    expect(existsSync(join("app", "routes", "careers.tsx"))).toBe(true);
    // Step 3: pages.json must give its heading, intro and description; the build names what is missing.
    // In both languages.
    expect(problems(copy)).toEqual([
      expect.stringMatching(/pages\.json: en, field "faq": required, missing$/),
      expect.stringMatching(/pages\.json: fr, field "faq": required, missing$/),
    ]);
    const file = join(copy, "pages.json");
    const data = JSON.parse(readFileSync(file, "utf8")) as Both<Record<string, object>>;
    data.en.faq = {
      ...data.en.careers,
      title: "Careers FAQ",
      heading: "Questions about working with us",
      description: "Answers to the questions applicants ask most about roles, training and the hiring process at Deltaforge.",
    };
    data.fr.faq = {
      ...data.fr.careers,
      title: "FAQ carrières",
      heading: "Vos questions sur le travail chez nous",
      description:
        "Les réponses aux questions que les candidats posent le plus sur les postes, la formation et le recrutement chez Deltaforge.",
    };
    writeFileSync(file, JSON.stringify(data, null, 2));
    expect(problems(copy)).toEqual([]);
    // Prerendered, in the sitemap's list and in the site search, in the list's order.
    expect(contract.sitePaths([]).at(-1)).toBe("/careers/faq");
    expect(searchablePages).toContain("faq");
  });
});

describe("recipe: add a page with text", () => {
  type TextPages = { pages: Record<string, unknown>[] };
  const entry = { id: "quality-policy", section: "top-level", menu: "none", footer: true } as const;
  const english = { ...entry, title: "Quality policy" };
  const french = { title: "Politique qualité" };

  /** Step 1: the entry in both halves of the copied text-pages.json (the French half holds its texts; the editor copies the rest). */
  function addPage(fields: Record<string, unknown> = {}): void {
    const file = join(copy, "text-pages.json");
    const both = JSON.parse(readFileSync(file, "utf8")) as Both<TextPages>;
    both.en.pages.push({ ...both.en.pages[0], ...english, ...fields });
    // The French entry: its texts alone, as the editor saves a page added on the English side.
    both.fr.pages.push({ ...both.fr.pages[0], ...french });
    writeFileSync(file, JSON.stringify(both, null, 2));
  }
  afterEach(() => vi.resetModules());

  it("is one entry of text-pages.json: the build accepts it, and its route, page list, footer link and search results follow", async () => {
    addPage();
    expect(dataFileProblems(copy)).toEqual([]);

    // The build's view: the modules that read the content file, loaded after the entry is in it.
    vi.resetModules();
    const file = (await import("./content/data/text-pages.json")).default as unknown as Both<TextPages>;
    file.en.pages.push({ ...file.en.pages[0], ...english });
    file.fr.pages.push({ ...file.fr.pages[0], ...french });
    const routes = (await import("./routes")).default;
    const { prerenderPaths } = await import("./content/site-map");
    const { footerLinks } = await import("./content/navigation");
    const { searchDocuments } = await import("~/features/search/build-search-index");

    expect(routes).toContainEqual(expect.objectContaining({ path: "quality-policy", file: "routes/text-page.tsx" }));
    expect(prerenderPaths.at(-1)).toBe("/quality-policy");
    expect(footerLinks.at(-1)).toMatchObject({ name: "Quality policy", href: "/quality-policy" });
    expect(
      searchDocuments()
        .filter((doc) => doc.url.startsWith("/quality-policy"))
        .map((doc) => doc.page),
    ).toContain("Quality policy");
  });

  it("refuses an address that is already another page's, naming it", () => {
    addPage({ id: "management", section: "about" });
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(
        /text-pages\.json: en\.pages\[\d+\] "management", field "id": \/about\/management is already another page's address$/,
      ),
    ]);
  });

  it("renamed without a moved address, the build names the old one; with it, the build accepts it", () => {
    addPage();
    const published = join(copy, "published-paths.json");
    writeFileSync(published, JSON.stringify(["/quality-policy"]));
    expect(dataFileProblems(copy, "public", published)).toEqual([]);

    addPage({ id: "quality-statement" });
    const file = join(copy, "text-pages.json");
    const both = JSON.parse(readFileSync(file, "utf8")) as Both<TextPages>;
    // The page renamed: the entry just added replaces the first one's copy.
    both.en.pages.splice(-2, 1);
    both.fr.pages.splice(-2, 1);
    writeFileSync(file, JSON.stringify(both, null, 2));
    expect(dataFileProblems(copy, "public", published)).toEqual([
      expect.stringMatching(/moved-addresses\.json: \/quality-policy was published .* and is no page now/),
    ]);

    const moved = join(copy, "moved-addresses.json");
    const addresses = JSON.parse(readFileSync(moved, "utf8")) as Both<{ moved: object[] }>;
    for (const half of [addresses.en, addresses.fr]) half.moved.push({ from: "/quality-policy", to: "/quality-statement" });
    writeFileSync(moved, JSON.stringify(addresses, null, 2));
    expect(dataFileProblems(copy, "public", published)).toEqual([]);
  });
});

describe("recipe: publish a news post", () => {
  type News = Both<{ posts: Record<string, unknown>[] }>;
  const file = () => join(copy, "news.json");
  const read = () => JSON.parse(readFileSync(file(), "utf8")) as News;

  /** The recipe's one step: a post in news.json, its texts on both sides (or, English only, none in French). */
  function addPost(french: Record<string, string>, englishOnly = false): News {
    const news = read();
    news.en.posts.push({
      slug: "jetty-refurbished",
      date: "2026-11-20",
      englishOnly,
      title: "Bonny loading jetty refurbished ahead of schedule",
      summary: "Our crews have refurbished the loading jetty's fenders, walkways and fire water lines two weeks ahead of the plan.",
      body: "The loading jetty has new fenders, walkways and fire water lines.\n\nThe work ran in three phases so that the jetty kept loading tankers throughout, and it was handed back two weeks ahead of the plan agreed with the terminal.",
      image: "/art/projects/flowline-replacement.svg",
      imageAlt: "A loading jetty at a river terminal",
    });
    news.fr.posts.push(french);
    writeFileSync(file(), JSON.stringify(news, null, 2));
    return news;
  }
  const frenchHalf = {
    title: "Appontement de chargement de Bonny rénové en avance",
    summary:
      "Nos équipes ont rénové les défenses, les passerelles et le réseau d’eau incendie de l’appontement deux semaines avant la date prévue.",
    body: "L’appontement dispose de nouvelles défenses, de nouvelles passerelles et d’un réseau d’eau incendie neuf.\n\nLes travaux se sont déroulés en trois phases pour que l’appontement continue de charger des navires, et il a été rendu deux semaines avant la date convenue avec le dépôt.",
    imageAlt: "Un appontement de chargement dans un dépôt fluvial",
  };

  async function newsPaths(language: "en" | "fr", news: News) {
    const { newsPathsIn } = await import("./content/news");
    return newsPathsIn(language, news.en.posts as never);
  }

  it("is one entry of news.json: the build accepts it, and it is a page in both languages", async () => {
    const news = addPost(frenchHalf);
    expect(dataFileProblems(copy)).toEqual([]);
    expect(await newsPaths("en", news)).toContain("/news/jetty-refurbished");
    expect(await newsPaths("fr", news)).toContain("/news/jetty-refurbished");
  });

  it("marked English only, needs no French and is no French page; half translated, it stops the build", async () => {
    const news = addPost({}, true);
    expect(dataFileProblems(copy)).toEqual([]);
    expect(await newsPaths("en", news)).toContain("/news/jetty-refurbished");
    expect(await newsPaths("fr", news)).not.toContain("/news/jetty-refurbished");

    rmSync(copy, { recursive: true, force: true });
    cpSync(dataDir, copy, { recursive: true });
    addPost({ title: frenchHalf.title });
    // (The English the French half would show is also named where it breaks French typography.)
    expect(dataFileProblems(copy)).toEqual(
      expect.arrayContaining(
        ["summary", "body", "imageAlt"].map((field) =>
          expect.stringMatching(new RegExp(`news\\.json: fr\\.posts\\[\\d+\\] "jetty-refurbished", field "${field}": missing in French`)),
        ),
      ),
    );
  });

  it("renamed, stops the build naming its old address until that is a moved address", () => {
    const news = read();
    const renamed = String(news.en.posts[0]!.slug);
    news.en.posts[0]!.slug = `${renamed}-2026`;
    writeFileSync(file(), JSON.stringify(news, null, 2));
    expect(dataFileProblems(copy)).toEqual([expect.stringMatching(new RegExp(`/news/${renamed} was published .* and is no page now`))]);
    // The recipe "Move a page": its old address in moved-addresses.json.
    const movedFile = join(copy, "moved-addresses.json");
    const moved = JSON.parse(readFileSync(movedFile, "utf8")) as Both<{ moved: { from: string; to: string }[] }>;
    for (const half of [moved.en, moved.fr]) half.moved.push({ from: `/news/${renamed}`, to: `/news/${renamed}-2026` });
    writeFileSync(movedFile, JSON.stringify(moved, null, 2));
    expect(dataFileProblems(copy)).toEqual([]);
  });
});
