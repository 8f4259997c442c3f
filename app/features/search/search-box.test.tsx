import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { getSearchTerm, resetSearchStoreForTests } from "~/lib/search-store";
import { SearchBox } from "./search-box";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** Like the site header: one box above every page, which stays mounted when the page changes. */
function Shell() {
  return (
    <>
      <SearchBox />
      <Outlet />
    </>
  );
}

function renderBox() {
  const Stub = createRoutesStub([
    {
      Component: Shell,
      children: [
        { path: "/", Component: Where },
        { path: "/search", Component: Where },
      ],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("SearchBox", () => {
  beforeEach(() => resetSearchStoreForTests());

  it("stores the trimmed term, clears the box and goes to /search?q=", async () => {
    renderBox();
    const box = screen.getByRole("searchbox", { name: "Search the site" });
    await userEvent.type(box, "  tank farm ");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/search?q=tank+farm");
    expect(getSearchTerm()).toBe("tank farm");
    expect(screen.getByRole("searchbox", { name: "Search the site" })).toHaveValue("");
  });

  it("submits text that was in the field before React took it over", async () => {
    renderBox();
    const box = screen.getByRole<HTMLInputElement>("searchbox", { name: "Search the site" });
    // As when a visitor types before hydration: the DOM holds the value, React never saw a change.
    box.value = "crane";
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/search?q=crane");
    expect(getSearchTerm()).toBe("crane");
  });

  it("does nothing for blank text", async () => {
    renderBox();
    await userEvent.type(screen.getByRole("searchbox"), "   {Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/$/);
    expect(getSearchTerm()).toBe("");
  });
});
