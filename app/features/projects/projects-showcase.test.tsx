import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { projectsCopy } from "~/content/page-copy";
import { projects } from "~/content/projects";
import { startProjectsFilter } from "~/enhance/projects-filter";
import { ProjectsShowcase } from "./projects-showcase";

/** The build's markup, run by the page's enhancement module, at `url`. */
function renderAt(url: string) {
  history.replaceState(null, "", url);
  const { container } = render(<ProjectsShowcase projects={projects} copy={projectsCopy} />);
  startProjectsFilter(container.querySelector<HTMLElement>("[data-module~=projects-filter]")!);
}

const cards = () => within(screen.getAllByRole("list").at(-1)!).getAllByRole("article");

describe("ProjectsShowcase with its filter module", () => {
  it("lists all ten projects in the HTML, under All", () => {
    renderAt("/projects");
    expect(cards()).toHaveLength(10);
    expect(screen.getByRole("button", { name: /^All/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Showing 10 of 10 projects");
  });

  it("filters by the clicked category, announces the count and writes it to the URL", async () => {
    renderAt("/projects");
    await userEvent.click(screen.getByRole("button", { name: /^Storage & Terminals/ }));
    expect(
      cards()
        .map((card) => card.id)
        .sort(),
    ).toEqual(["apapa-tank-farm", "calabar-tank-farm"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 2 of 10 projects in Storage & Terminals");
    expect(screen.getByRole("button", { name: /^Storage & Terminals/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: /^All/ })).toHaveAttribute("aria-pressed", "false");
    expect(location.search).toBe("?category=storage-terminals");

    await userEvent.click(screen.getByRole("button", { name: /^All/ }));
    expect(cards()).toHaveLength(10);
    expect(location.search).toBe("");
  });

  it("starts from the category in the URL", () => {
    renderAt("/projects?category=refining");
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent(/Modular Refinery/);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 of 10 projects in Refining");
  });

  it("treats an unknown category as All", () => {
    renderAt("/projects?category=space-travel");
    expect(cards()).toHaveLength(10);
    expect(screen.getByRole("button", { name: /^All/ })).toHaveAttribute("aria-pressed", "true");
  });
});
