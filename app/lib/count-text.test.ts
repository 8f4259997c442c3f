import { describe, expect, it } from "vitest";
import { LANGUAGE_FACTS } from "../../contract/languages";
import { countText } from "./count-text";

describe("countText", () => {
  const english = { one: "{n} result for {term}", other: "{n} results for {term}" };
  const french = { one: "{n} résultat pour {term}", other: "{n} résultats pour {term}" };

  it("takes the form the language gives the number", () => {
    const en = LANGUAGE_FACTS.en.intl;
    expect([0, 1, 2].map((n) => countText(english, n, { term: "crane" }, en))).toEqual([
      "0 results for crane",
      "1 result for crane",
      "2 results for crane",
    ]);
    const fr = LANGUAGE_FACTS.fr.intl;
    expect([0, 1, 2].map((n) => countText(french, n, { term: "grue" }, fr))).toEqual([
      "0 résultat pour grue",
      "1 résultat pour grue",
      "2 résultats pour grue",
    ]);
  });

  it("fills what was typed as text, whatever it holds", () => {
    expect(countText(english, 2, { term: "$& {n} $1" }, LANGUAGE_FACTS.en.intl)).toBe("2 results for $& {n} $1");
  });
});
