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

  it("merges the kinds of class callers override, keeps the rest", () => {
    expect(cn("bg-white text-navy-900", "bg-navy-800 text-white")).toBe("bg-navy-800 text-white");
    expect(cn("px-4 py-2", "p-6")).toBe("p-6");
    expect(cn("p-6", "px-2")).toBe("p-6 px-2");
    expect(cn("size-5", "w-8")).toBe("size-5 w-8");
    expect(cn("aspect-[4/3]", "aspect-[2/1]")).toBe("aspect-[2/1]");
    expect(cn("hover:bg-white", "hover:bg-amber-400")).toBe("hover:bg-amber-400");
    expect(cn("lg:grid-cols-2", "grid-cols-1")).toBe("lg:grid-cols-2 grid-cols-1");
    expect(cn("text-center", "text-sm", "text-white", "text-balance")).toBe("text-center text-sm text-white text-balance");
    expect(cn("border-2 border-steel-300", "border-danger-700")).toBe("border-2 border-danger-700");
    expect(cn("bg-gradient-to-t from-navy-950", "bg-navy-900")).toBe("bg-gradient-to-t from-navy-950 bg-navy-900");
    expect(cn("transition-colors duration-300", "transition-opacity")).toBe("transition-colors duration-300 transition-opacity");
  });
});
