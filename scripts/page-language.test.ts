import { describe, expect, it } from "vitest";
import { onlyNames, pageWords, sharedWords } from "./page-language";

const page = (lang: string, body: string, head = "") =>
  `<!DOCTYPE html><html lang="${lang}"><head>${head}</head><body>${body}</body></html>`;

describe("pageWords", () => {
  it("takes each text node's sentences, attributes' words and the meta description", () => {
    const { language, words } = pageWords(
      page(
        "fr",
        `<h1>Nos services</h1><p>Première phrase. Deuxième phrase&nbsp;!</p><img alt="Logo de la société" src="x.svg"><input type="search" placeholder="Rechercher…">`,
        `<meta name="description" content="Une description."><title>Titre</title>`,
      ),
    );
    expect(language).toBe("fr");
    expect([...words].sort()).toEqual(
      ["Deuxième phrase !", "Logo de la société", "Nos services", "Première phrase.", "Rechercher…", "Titre", "Une description."].sort(),
    );
  });

  it("sees a stray word inside a sentence, as React writes it (a text node of its own), and the sentence it breaks", () => {
    const { words } = pageWords(page("fr", `<p>Affichage de <!-- -->10<!-- --> <!-- -->of<!-- --> 10 projets</p>`));
    expect(words.has("of")).toBe(true);
    const { words: inline } = pageWords(page("fr", `<p>Affichage de <strong>10</strong> of 10 projets</p>`));
    expect(inline.has("Affichage de 10 of 10 projets")).toBe(true);
  });

  it("leaves out elements in another language, scripts, styles and bare numbers", () => {
    const { words } = pageWords(
      page(
        "fr",
        `<a href="/about" lang="en" hreflang="en">English</a><p>Accueil <span lang="en">Home page</span></p><script>var a = "Hello there";</script><style>.a{}</style><p>+234 803</p>`,
      ),
    );
    expect([...words]).toEqual(["Accueil"]);
  });

  it("reads what a screen reader and a search engine read: data-label-*, aria-label and JSON-LD strings, not its addresses and codes", () => {
    const { words } = pageWords(
      page(
        "fr",
        `<button data-label-pause="Pause the logos" aria-label="Ingénierie: key features">x</button>` +
          `<script type="application/ld+json">{"@type":"Organization","name":"Accueil","url":"https://x.example/fr","contactType":"customer service","email":"a@x.example","telephone":"+234 803 000","addressCountry":"NG","employmentType":"FULL_TIME","inLanguage":"fr","datePosted":"2026-11-09"}</script>`,
      ),
    );
    expect([...words].sort()).toEqual(
      ["Accueil", "Ingénierie", "Ingénierie: key features", "Pause the logos", "customer service", "key features"].sort(),
    );
  });
});

describe("sharedWords", () => {
  const names = ["Engr. Tobenna Okafor", "Deltaforge Energy Services Limited", "Lagos", "clients"];

  it("names each piece that pages of both languages show, with the pages, except names", () => {
    const english = [
      { page: "/", words: new Set(["Request a Quote", "Lagos", "of"]) },
      { page: "/about", words: new Set(["About us", "of"]) },
    ];
    const french = [
      { page: "/fr", words: new Set(["Demander un devis", "Lagos", "of"]) },
      { page: "/fr/about", words: new Set(["À propos", "Lagos"]) },
    ];
    expect(sharedWords([english, french], names)).toEqual([{ words: "of", pages: ["/", "/about", "/fr"] }]);
  });

  it("lets through parts of names and pieces of names, figures and signs only", () => {
    expect(onlyNames("Engr.", names)).toBe(true);
    expect(onlyNames("Tobenna Okafor", names)).toBe(true);
    expect(onlyNames("© 2026 Deltaforge Energy Services Limited.", names)).toBe(true);
    expect(onlyNames("3 clients", names)).toBe(true);
    expect(onlyNames("Offices in Lagos", names)).toBe(false);
    expect(onlyNames("Okafo", names)).toBe(false);
    expect(onlyNames("Energy", names)).toBe(false);
  });
});
