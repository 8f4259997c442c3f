import { describe, expect, it } from "vitest";
import { LANGUAGE_FACTS } from "../../contract/languages";
import { countForm, elided, formatDate, formatNumber, labelled, siteLocale } from "./intl";

const { en, fr } = { en: LANGUAGE_FACTS.en.intl, fr: LANGUAGE_FACTS.fr.intl };

describe("formats per language", () => {
  it("writes the build's language by default (English in unit tests)", () => {
    expect(siteLocale).toBe(en);
  });

  it("writes a content date out in each language, on its calendar day whatever the time zone", () => {
    expect(formatDate("2026-11-09")).toBe("9 November 2026");
    expect(formatDate("2026-11-09", fr)).toBe("9 novembre 2026");
    expect(formatDate("2026-01-01", fr)).toBe("1 janvier 2026");
  });

  it("groups digits as each language does", () => {
    expect(formatNumber(1200.5, en)).toBe("1,200.5");
    // French groups with a narrow no-break space (U+202F).
    expect(formatNumber(1200.5, fr)).toBe("1\u202f200,5");
  });

  it("picks a count's form as each language does: French says 0 in the singular", () => {
    expect([0, 1, 2].map((n) => countForm(n, en))).toEqual(["other", "one", "other"]);
    expect([0, 1, 2, 1_000_000].map((n) => countForm(n, fr))).toEqual(["one", "one", "other", "other"]);
  });

  it("sets a label's colon and elides « de » before a vowel as each language does", () => {
    expect(labelled("Phone", "+234 803")).toBe("Phone: +234 803");
    expect(elided("Afficher la biographie de Ing. Tobenna Okafor", "fr")).toBe("Afficher la biographie d’Ing. Tobenna Okafor");
    expect(elided("Portrait de M. Babatunde Lawal", "fr")).toBe("Portrait de M. Babatunde Lawal");
    expect(elided("Show bio of Engr. Tobenna Okafor", "en")).toBe("Show bio of Engr. Tobenna Okafor");
  });
});
