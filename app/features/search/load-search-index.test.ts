import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildSearchIndex } from "./build-search-index";
import { loadSearchIndex, resetSearchIndexForTests } from "./load-search-index";
import { searchSite } from "./search-site";

const serialized = JSON.stringify(buildSearchIndex());

describe("loadSearchIndex", () => {
  beforeEach(() => resetSearchIndexForTests());
  afterEach(() => vi.unstubAllGlobals());

  it("fetches /search-index.json once and loads it into MiniSearch", async () => {
    const fetch = vi.fn(async () => new Response(serialized, { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const index = await loadSearchIndex();
    await loadSearchIndex();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/search-index.json", { cache: "no-cache" });
    expect(searchSite(index, "machinist")[0]?.hits[0]?.url).toBe("/careers#manual-machinist");
  });

  it("fails on a network error or an error status, and tries again on the next call", async () => {
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response("Not found", { status: 404 }))
      .mockResolvedValueOnce(new Response(serialized, { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    await expect(loadSearchIndex()).rejects.toThrow("Failed to fetch");
    await expect(loadSearchIndex()).rejects.toThrow("404");
    await expect(loadSearchIndex()).resolves.toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
