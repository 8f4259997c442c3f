import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { history } from "~/content/history";
import { HistoryTimeline } from "./history-timeline";

describe("HistoryTimeline", () => {
  it("lists the five milestones in order, each at its own anchor, with a year only where one is given", () => {
    render(<HistoryTimeline entries={history} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Foundation in Lagos",
      "Service expansion",
      "Engineering Excellence",
      "Global Recognition",
      "Digital Innovation",
    ]);
    expect(items.map((item) => item.id)).toEqual(history.map((entry) => entry.id));
    expect(items.map((item) => item.querySelector("time")?.textContent ?? null)).toEqual(["2015", "2018", null, null, null]);
  });
});
