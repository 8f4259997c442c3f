import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useSearchTerm } from "./search-store";
import { getSearchTerm, resetSearchTermForTests, setSearchTerm } from "./search-term";

describe("search term", () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetSearchTermForTests();
  });

  it("starts empty", () => {
    expect(getSearchTerm()).toBe("");
  });

  it("stores the trimmed term and notifies React subscribers", () => {
    const { result } = renderHook(() => useSearchTerm());
    act(() => setSearchTerm("  crane  "));
    expect(result.current).toBe("crane");
  });

  it("keeps the term across a reload of the tab (sessionStorage)", () => {
    setSearchTerm("tank farm");
    resetSearchTermForTests();
    expect(getSearchTerm()).toBe("tank farm");
  });
});
