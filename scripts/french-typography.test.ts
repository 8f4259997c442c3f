import { describe, expect, it } from "vitest";
import { typographyProblems } from "./french-typography";

const rules = (text: string) => typographyProblems(text).map((problem) => problem.rule);

describe("typographyProblems", () => {
  it("passes French set with no-break spaces, U+00A0 or Intl's narrow U+202F", () => {
    for (const text of [
      "Des questions sur l’ingénierie\u00a0? Écrivez-nous\u00a0: nous répondons\u202f!",
      "Un taux de 99\u00a0%, 2\u202f500\u00a0barils par jour, 6\u00a0989\u00a0m² et 20\u00a0t.",
      "Un service comme «\u00a0fabrication\u00a0».",
      "ISO 9001:2015, https://www.deltaforge.example, 8:00, +234 803 000 4120, en 2015, RC 1234567.",
    ])
      expect(typographyProblems(text), text).toEqual([]);
  });

  it("finds each rule broken: the space before : ; ! ? and %, inside guillemets, before a unit, between thousands", () => {
    expect(rules("Ingénierie: points clés")).toEqual(["a no-break space before « : ; ! ? »"]);
    expect(rules("Des questions ?")).toEqual(["a no-break space before « : ; ! ? »"]);
    expect(rules("99%")).toEqual(["a no-break space before « % »"]);
    expect(rules("99 %")).toEqual(["a no-break space before « % »"]);
    expect(rules("« fabrication »")).toEqual(["a no-break space after « « »", "a no-break space before « » »"]);
    expect(rules("de 10 tonnes")).toEqual(["a no-break space between a number and its unit"]);
    expect(rules("de 2\u00a0500 barils")).toEqual(["a no-break space between a number and its unit"]);
    expect(rules("de 2 500\u00a0barils")).toEqual(["a no-break space as the thousands separator"]);
    expect(rules("de 2500\u00a0barils")).toEqual(["a no-break space as the thousands separator"]);
  });

  it("says where, spaces made visible", () => {
    expect(typographyProblems("Nos références : bien")[0]!.at).toBe("Nos␣références␣:␣bien");
  });
});
