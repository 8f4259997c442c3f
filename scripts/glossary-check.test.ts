import { describe, expect, it } from "vitest";
import { glossaryProblems, type ResolvedTerm } from "./glossary-check";

const terms: ResolvedTerm[] = [
  { id: "trading", kind: "service", term: "Négoce pétrolier", variants: "négoce de produits pétroliers" },
  { id: "for-example", kind: "trade", term: "p.\u00a0ex.", variants: "ex." },
  { id: "stop-work", kind: "trade", term: "droit d’arrêter tout travail dangereux", variants: "droit d'arrêt de travail" },
  { id: "pms", kind: "trade", term: "PMS", gloss: "essence super (PMS)", variants: "" },
];

describe("glossaryProblems", () => {
  it("passes a page that writes each term the glossary's way", () => {
    const body = "Le négoce pétrolier : essence super (PMS), puis du PMS en vrac, p.\u00a0ex. à Lagos.";
    expect(glossaryProblems([body, "Négoce pétrolier | Deltaforge"], body, terms)).toEqual([]);
  });

  it("names each variant written, whatever its case, apostrophe or spaces, with the term to write", () => {
    const texts = ["Notre division de Négoce de produits pétroliers", "le droit d’arrêt de travail", "ex. parc de stockage"];
    expect(glossaryProblems(texts, "", terms)).toEqual([
      { variant: "négoce de produits pétroliers", term: "Négoce pétrolier" },
      { variant: "ex.", term: "p.\u00a0ex." },
      { variant: "droit d'arrêt de travail", term: "droit d’arrêter tout travail dangereux" },
    ]);
  });

  it("wants a trade code's first mention inside its gloss", () => {
    expect(glossaryProblems([], "Négoce de PMS, puis essence super (PMS).", terms)).toEqual([
      { term: "PMS", gloss: "essence super (PMS)" },
    ]);
    expect(glossaryProblems([], "Rien sur ce produit.", terms)).toEqual([]);
  });
});
