import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { escapeRegExp, Highlight, highlight } from "./highlight";

function marks(text: string, term: string): string[] {
  const { container } = render(<p>{highlight(text, term)}</p>);
  return Array.from(container.querySelectorAll("mark"), (mark) => mark.textContent ?? "");
}

describe("highlight", () => {
  it("wraps every case-insensitive match in <mark> and keeps the text intact", () => {
    const { container } = render(<Highlight text="Energy services for the energy value chain" term="ENERGY" />);
    expect(Array.from(container.querySelectorAll("mark"), (m) => m.textContent)).toEqual(["Energy", "energy"]);
    expect(container.textContent).toBe("Energy services for the energy value chain");
  });

  it("returns the plain text for a blank term or no match", () => {
    expect(highlight("Tank farm", "")).toBe("Tank farm");
    expect(highlight("Tank farm", "   ")).toBe("Tank farm");
    expect(highlight("Tank farm", "crane")).toBe("Tank farm");
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
