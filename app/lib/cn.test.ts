import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("drops empty and false parts", () => {
    expect(cn("a", false, undefined, "", ["b", null], { c: true, d: false })).toBe("a b c");
  });

  it("lets a later Tailwind class override an earlier one of the same kind", () => {
    expect(cn("px-6 text-sm font-bold", "px-8 text-base")).toBe("font-bold px-8 text-base");
  });

  it("knows the theme's own sizes, radii and shadows", () => {
    expect(cn("text-display text-white")).toBe("text-display text-white");
    expect(cn("text-sm", "text-display")).toBe("text-display");
    expect(cn("rounded-full", "rounded-card")).toBe("rounded-card");
    expect(cn("shadow-card", "shadow-raised")).toBe("shadow-raised");
  });
});
