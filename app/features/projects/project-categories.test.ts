import { describe, expect, it } from "vitest";
import { projects } from "~/content/projects";
import { ALL_CATEGORIES, categoryOptions } from "./project-categories";

describe("project categories", () => {
  it("offers All first, then only categories that have projects, with counts adding up", () => {
    const options = categoryOptions(projects);
    expect(options[0]).toEqual({ slug: ALL_CATEGORIES, name: "All", count: 10 });
    const rest = options.slice(1);
    expect(rest.every((option) => option.count > 0)).toBe(true);
    expect(rest.reduce((sum, option) => sum + option.count, 0)).toBe(10);
    expect(rest.map((option) => option.name)).toEqual([...rest.map((option) => option.name)].sort());
    expect(rest.find((option) => option.slug === "storage-terminals")).toEqual({
      slug: "storage-terminals",
      name: "Storage & Terminals",
      count: 2,
    });
  });

  it("leaves out categories without projects", () => {
    const options = categoryOptions(projects.filter((project) => project.category === "refining"));
    expect(options.map((option) => option.name)).toEqual(["All", "Refining"]);
  });
});
