import { describe, expect, it } from "vitest";
import { escapeRegExp, splitByTerm } from "./match-term";

const marks = (text: string, term: string) => splitByTerm(text, term).filter((_, index) => index % 2 === 1);

describe("splitByTerm", () => {
  it("splits around every case-insensitive match and keeps the text intact", () => {
    const parts = splitByTerm("Energy services for the energy value chain", "ENERGY");
    expect(marks("Energy services for the energy value chain", "ENERGY")).toEqual(["Energy", "energy"]);
    expect(parts.join("")).toBe("Energy services for the energy value chain");
  });

  it("gives the plain text for a blank term or no match", () => {
    expect(splitByTerm("Tank farm", "")).toEqual(["Tank farm"]);
    expect(splitByTerm("Tank farm", "   ")).toEqual(["Tank farm"]);
    expect(splitByTerm("Tank farm", "crane")).toEqual(["Tank farm"]);
  });

  it.each(["(energy", "[a-z", "*", "\\", "a+b", "x{2}", "^$", "|", "?", ".", ")"])(
    "takes the regex-special term %j literally and never throws",
    (term) => {
      expect(() => marks("Plain energy text", term)).not.toThrow();
      expect(marks("Plain energy text", term)).toEqual([]);
    },
  );

  it("matches special characters literally when they occur in the text", () => {
    expect(marks("Front-end engineering design (FEED) and 24/7 support", "(feed)")).toEqual(["(FEED)"]);
    expect(marks("A 2.5 km line, not 2x5", "2.5")).toEqual(["2.5"]);
    expect(marks("C:\\path and [a-z] ranges", "[a-z]")).toEqual(["[a-z]"]);
  });

  it("ignores spaces around the term", () => {
    expect(marks("Tank farm upgrade", "  farm ")).toEqual(["farm"]);
  });

  it("escapes every metacharacter", () => {
    const special = ".*+?^${}()|[]\\/-";
    expect(new RegExp(escapeRegExp(special)).test(special)).toBe(true);
  });
});
