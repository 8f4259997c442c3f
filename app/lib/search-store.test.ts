import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { getSearchTerm, resetSearchStoreForTests, setSearchTerm, useSearchTerm } from "./search-store";

describe("search store", () => {
  beforeEach(() => resetSearchStoreForTests());

  it("starts empty", () => {
    expect(getSearchTerm()).toBe("");
  });

  it("stores the trimmed term and notifies subscribers", () => {
    const { result } = renderHook(() => useSearchTerm());
    act(() => setSearchTerm("  crane  "));
    expect(result.current).toBe("crane");
  });

  it("keeps the term across a reload of the tab (sessionStorage)", () => {
    setSearchTerm("tank farm");
    resetSearchStoreForTests();
    expect(getSearchTerm()).toBe("tank farm");
  });
});
