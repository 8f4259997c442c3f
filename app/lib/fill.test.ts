import { describe, expect, it } from "vitest";
import { fill } from "./fill";

describe("fill", () => {
  it("fills each named placeholder and leaves unknown ones as written", () => {
    expect(fill("Go to slide {n} of {count}", { n: 2, count: 5 })).toBe("Go to slide 2 of 5");
    expect(fill("in {category} {unknown}", { category: "Fabrication" })).toBe("in Fabrication {unknown}");
  });
});
