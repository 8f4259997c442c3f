import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { projects } from "~/content/projects";
import { ProjectsShowcase } from "./projects-showcase";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.search}</p>;
}

function renderAt(url: string) {
  const Stub = createRoutesStub([
    { path: "/projects", Component: () => (<><ProjectsShowcase projects={projects} /><Where /></>) },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const cards = () => within(screen.getAllByRole("list").at(-1)!).getAllByRole("article");

describe("ProjectsShowcase", () => {
  it("shows all ten projects under All by default", () => {
    renderAt("/projects");
    expect(cards()).toHaveLength(10);
    expect(screen.getByRole("button", { name: /^All/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Showing 10 of 10 projects");
  });

  it("filters by the clicked category, announces the count and writes it to the URL", async () => {
    renderAt("/projects");
    await userEvent.click(screen.getByRole("button", { name: /^Storage & Terminals/ }));
    expect(cards().map((card) => card.id).sort()).toEqual(["apapa-tank-farm", "calabar-tank-farm"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 2 of 10 projects in Storage & Terminals");
    expect(screen.getByRole("button", { name: /^Storage & Terminals/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByTestId("where")).toHaveTextContent("?category=storage-terminals");

    await userEvent.click(screen.getByRole("button", { name: /^All/ }));
    expect(cards()).toHaveLength(10);
    expect(screen.getByTestId("where")).toBeEmptyDOMElement();
  });

  it("starts from the category in the URL", () => {
    renderAt("/projects?category=refining");
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent(/Modular Refinery/);
  });

  it("treats an unknown category as All", () => {
    renderAt("/projects?category=space-travel");
    expect(cards()).toHaveLength(10);
    expect(screen.getByRole("button", { name: /^All/ })).toHaveAttribute("aria-pressed", "true");
  });
});
