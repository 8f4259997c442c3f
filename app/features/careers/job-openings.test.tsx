import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jobs } from "~/content/jobs";
import { careersCopy } from "~/content/page-copy";
import { JobOpenings } from "./job-openings";

describe("JobOpenings", () => {
  it("says no positions are available when the list is empty", () => {
    render(<JobOpenings jobs={[]} copy={careersCopy} />);
    expect(screen.getByText("No positions available at the moment")).toBeInTheDocument();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
  });

  it("lists every job with its facts and an Apply link to its form in a new tab", () => {
    render(<JobOpenings jobs={jobs} copy={careersCopy} />);
    expect(screen.queryByText("No positions available at the moment")).not.toBeInTheDocument();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(6);
    const cnc = cards.find((card) => card.id === "cnc-operator")!;
    expect(within(cnc).getByRole("heading", { name: "CNC Operator" })).toBeInTheDocument();
    expect(within(cnc).getByText("Full-time")).toBeInTheDocument();
    const apply = within(cnc).getByRole("link", { name: /^Apply for CNC Operator/ });
    expect(apply).toHaveAttribute("href", "https://forms.example.com/deltaforge/cnc-operator");
    expect(apply).toHaveAttribute("target", "_blank");
    expect(apply).toHaveAttribute("rel", "noopener noreferrer");
    expect(apply).toHaveAccessibleName(/opens in a new tab/);
  });
});
