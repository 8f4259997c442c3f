import { describe, expect, it } from "vitest";
import { markTerms, snippet, type Segment } from "./snippet";

const marked = (segments: Segment[]) => segments.filter((s) => s.match).map((s) => s.text);
const plain = (segments: Segment[]) => segments.map((s) => s.text).join("");
/** Matches the words that are, in any case, one of `terms` (English word forms). */
const oneOf = (terms: string[]) => (word: string) => terms.includes(word.toLowerCase());

describe("markTerms", () => {
  it("marks whole words that are matched terms, whatever their case", () => {
    const segments = markTerms("Overhead Cranes: a 20-tonne crane.", oneOf(["cranes", "crane"]));
    expect(marked(segments)).toEqual(["Cranes", "crane"]);
    expect(plain(segments)).toBe("Overhead Cranes: a 20-tonne crane.");
  });

  it("marks neighbouring matched words as one", () => {
    const segments = markTerms("our Port Harcourt office, port", oneOf(["port", "harcourt"]));
    expect(segments).toEqual([
      { text: "our ", match: false },
      { text: "Port Harcourt", match: true },
      { text: " office, ", match: false },
      { text: "port", match: true },
    ]);
  });

  it("never marks part of a word", () => {
    expect(marked(markTerms("Cranesbill crane", oneOf(["crane"])))).toEqual(["crane"]);
  });

  it("keeps markup-like text as text, split the way MiniSearch splits it", () => {
    // "<" and ">" are symbols, not punctuation, so "<script>alert" is one word to MiniSearch too.
    const segments = markTerms("<script>alert(1)</script> script", oneOf(["script", "<script>alert"]));
    expect(plain(segments)).toBe("<script>alert(1)</script> script");
    expect(marked(segments)).toEqual(["<script>alert", "script"]);
  });

  it.each(["(", "[a-z", ".*+?", "\\", "<script>", ""])("does not throw on %j", (text) => {
    expect(() => markTerms(`x ${text} y`, oneOf([text, "x"]))).not.toThrow();
  });
});

describe("snippet", () => {
  const text =
    "Our workshop covers over 6989 m² and brings every trade onto one site. Cutting, welding and machining happen under one roof. " +
    "A 20-tonne overhead crane serves the main bay, and the blasting shop has its own 10-tonne crane for coated items.";

  it("is cut around the first match, on word boundaries, with ellipses where text was left out", () => {
    const segments = snippet(text, oneOf(["crane"]), 120);
    const shown = plain(segments);
    expect(shown.startsWith("… ")).toBe(true);
    expect(shown).toContain("overhead crane serves");
    expect(shown.length).toBeLessThanOrEqual(124);
    expect(marked(segments)[0]).toBe("crane");
    // It starts at the beginning of a word.
    expect(text).toContain(shown.slice(2).split(" ")[0]!);
    expect(/\S/.test(shown.slice(2, 3))).toBe(true);
  });

  it("starts at the beginning when the match is early or there is none", () => {
    expect(plain(snippet(text, oneOf(["workshop"]), 60)).startsWith("Our workshop")).toBe(true);
    const none = plain(snippet(text, oneOf(["nothing"]), 60));
    expect(none.startsWith("Our workshop")).toBe(true);
    expect(none.endsWith(" …")).toBe(true);
  });

  it("shows a short text whole", () => {
    expect(plain(snippet("A 375 cfm air compressor.", oneOf(["cfm"])))).toBe("A 375 cfm air compressor.");
  });

  it("handles empty text and special characters without throwing", () => {
    expect(snippet("", oneOf(["x"]))).toEqual([]);
    for (const term of ["(", "[a-z", ".*+?", "\\", "<script>alert(1)</script>"]) {
      expect(() => snippet(`${term} ${text} ${term}`, oneOf([term]))).not.toThrow();
    }
  });
});
