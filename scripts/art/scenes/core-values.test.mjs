import { readFileSync } from "node:fs";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { companyProfile } from "../../../app/content/company-profile.ts";

/** The words the artwork writes out, read with an HTML parser (SVG text elements). */
function svgTexts(file) {
  const texts = [];
  let inText = false;
  const parser = new Parser({
    onopentag: (tag) => (inText = tag === "text" ? (texts.push(""), true) : inText),
    ontext: (data) => {
      if (inText) texts[texts.length - 1] += data;
    },
    onclosetag: (tag) => (inText = tag === "text" ? false : inText),
  });
  parser.end(readFileSync(file, "utf8"));
  return texts.map((t) => t.trim());
}

describe("the core values artwork", () => {
  it("shows exactly the values the Who We Are page lists (it showed four of five)", () => {
    const shown = svgTexts("public/art/about/core-values.svg");
    expect([...shown].sort()).toEqual(companyProfile.coreValues.map((value) => value.title).sort());
  });
});
