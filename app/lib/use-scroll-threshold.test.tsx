import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useScrolledPast } from "./use-scroll-threshold";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

describe("useScrolledPast", () => {
  afterEach(() => scrollTo(0));

  it("is false at the top and flips only when the threshold is crossed", () => {
    const { result } = renderHook(() => useScrolledPast(10));
    expect(result.current).toBe(false);
    act(() => scrollTo(10));
    expect(result.current).toBe(false);
    act(() => scrollTo(11));
    expect(result.current).toBe(true);
    act(() => scrollTo(3));
    expect(result.current).toBe(false);
  });
});
