import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { loadedSearchIndex } from "~/features/search/build-search-index";
import { loadSearchIndex } from "~/features/search/load-search-index";
import { getSearchTerm, resetSearchTermForTests } from "~/lib/search-term";
import type { Route } from "./+types/search";
import SearchPage, { loader } from "./search";

vi.mock("~/features/search/load-search-index", () => ({ loadSearchIndex: vi.fn() }));
const load = vi.mocked(loadSearchIndex);
const index = loadedSearchIndex();

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

// The page as the prerender gives it: its text from the route's build-time loader.
const props = { loaderData: loader() } as Route.ComponentProps;

function renderAt(url: string) {
  const Stub = createRoutesStub([
    {
      path: "/search",
      Component: () => (
        <>
          <SearchPage {...props} />
          <Where />
        </>
      ),
    },
    { path: "*", Component: Where },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

// The page's own status line (the loading gate is a status region too, once images take 200 ms).
const status = () => screen.getAllByRole("status").find((region) => region.textContent?.includes("“"));

describe("/search", () => {
  beforeEach(() => {
    resetSearchTermForTests();
    load.mockReset();
    load.mockResolvedValue(index);
  });

  it("without a term invites a search and loads no index", () => {
    renderAt("/search");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "What are you looking for?" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search terms" })).toHaveValue("");
    expect(load).not.toHaveBeenCalled();
  });

  it("shows the results of ?q= grouped by page, with marked snippets and section links", async () => {
    renderAt("/search?q=tank%20farm");
    expect(await screen.findByText(/results? for “tank farm”/)).toHaveAttribute("role", "status");
    const group = screen.getByRole("region", { name: "Projects" });
    const link = within(group).getByRole("link", { name: /40 Million Litre Tank Farm Upgrade/ });
    expect(link).toHaveAttribute("href", "/projects#calabar-tank-farm");
    expect(within(link).getAllByText(/^(tank|farm|tank farm)$/i, { selector: "mark" }).length).toBeGreaterThan(0);
    expect(group.querySelectorAll("p mark").length).toBeGreaterThan(0);
    expect(screen.getByRole("searchbox", { name: "Search terms" })).toHaveValue("tank farm");
    expect(getSearchTerm()).toBe("tank farm");
    expect(document.title).toBe("Search: tank farm | Deltaforge Energy");
  });

  it("shows the empty state with links to Services, Projects and Contact", async () => {
    renderAt("/search?q=zzyzx");
    expect(await screen.findByText("No results for “zzyzx”")).toBeInTheDocument();
    const empty = screen.getByRole("region", { name: "Nothing on the site matches that" });
    expect(within(empty).getByRole("link", { name: /Our Services/ })).toHaveAttribute("href", "/services");
    expect(within(empty).getByRole("link", { name: /Projects/ })).toHaveAttribute("href", "/projects");
    expect(within(empty).getByRole("link", { name: /Contact Us/ })).toHaveAttribute("href", "/contact");
  });

  it("shows a loading state, then a retry when the index fails to load", async () => {
    let fail: (error: Error) => void = () => {};
    load.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    renderAt("/search?q=crane");
    expect(status()).toHaveTextContent("Searching for “crane”…");
    await act(async () => fail(new Error("offline")));
    expect(status()).toHaveTextContent("The search for “crane” could not be completed.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/\d+ results? for “crane”/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("refines the search with a GET form to /search, prefilled with the term", async () => {
    renderAt("/search?q=crane");
    await screen.findByText(/results? for “crane”/);
    const box = screen.getByRole<HTMLInputElement>("searchbox", { name: "Search terms" });
    expect(box).toHaveValue("crane");
    expect(box.name).toBe("q");
    const form = screen.getByRole("search", { name: "Refine your search" });
    expect(form).toHaveAttribute("action", "/search");
    expect(form).toHaveAttribute("method", "get");
  });

  it.each(["<script>alert(1)</script>", "[a-z", ".*+?", "\\", "("])("treats %j as text", async (term) => {
    const { container } = renderAt(`/search?q=${encodeURIComponent(term)}`);
    expect(await screen.findByText(`No results for “${term}”`)).toBeInTheDocument();
    expect(container.querySelector("script")).toBeNull();
  });
});
