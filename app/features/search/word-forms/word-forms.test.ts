import { describe, expect, it } from "vitest";
import { englishWordForms } from "./english-word-forms";
import { foldAccents, frenchWordForms } from "./french-word-forms";

describe("word forms", () => {
  it("folds accents", () => {
    expect(foldAccents("réservoir éèêë àâ îï ôö ùûü ç œuvre")).toBe("reservoir eeee aa ii oo uuu c oeuvre");
  });

  it.each([
    ["soudeurs", "soudeur"],
    ["Réservoirs", "reservoir"],
    ["réservoir", "reservoir"],
    ["inspections", "inspection"],
    ["canalisations", "canalisation"],
  ])("gives %s and %s a form in common", (a, b) => {
    expect(frenchWordForms(a).some((form) => frenchWordForms(b).includes(form))).toBe(true);
  });

  it("gives a word typed without its accents the form the accented word is also stored under", () => {
    for (const [accented, typed] of [
      ["sécurité", "securite"],
      ["certifiée", "certifiee"],
      ["qualifiés", "qualifies"],
      ["main-d’œuvre", "main-d’oeuvre"],
    ] as const) {
      expect(frenchWordForms(accented), accented).toEqual(expect.arrayContaining(frenchWordForms(typed)));
    }
  });

  it("keeps unrelated words apart", () => {
    expect(frenchWordForms("soudage")).not.toEqual(frenchWordForms("sondage"));
  });

  it("leaves English words whole, only lower-cased", () => {
    expect(englishWordForms("Welders")).toEqual(["welders"]);
  });
});
