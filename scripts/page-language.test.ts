import { describe, expect, it } from "vitest";
import { mixedWords, pageWords } from "./page-language";

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

  it("leaves out elements in another language, scripts, styles, JSON-LD and bare numbers", () => {
    const { words } = pageWords(
      page(
        "fr",
        `<a href="/about" lang="en" hreflang="en">English</a><p>Accueil <span lang="en">Home page</span></p><script>var a = "Hello there";</script><style>.a{}</style><script type="application/ld+json">{"name":"Home page"}</script><p>+234 803</p>`,
      ),
    );
    expect([...words]).toEqual(["Accueil"]);
  });
});

describe("mixedWords", () => {
  it("names each page's words that the other language's pages also have, except the allowed ones", () => {
    const english = new Set(["Request a Quote", "Lagos", "of"]);
    const pages = [
      { page: "/fr", words: new Set(["Demander un devis", "Lagos", "of"]) },
      { page: "/fr/about", words: new Set(["À propos", "Lagos"]) },
    ];
    expect(mixedWords(pages, english, new Set(["Lagos"]))).toEqual([{ page: "/fr", words: ["of"] }]);
  });
});
