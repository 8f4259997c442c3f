import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { getService } from "~/content/services";
import { servicesOverview } from "~/content/services-overview";
import { CARD_FEATURE_COUNT, ServiceCard, servicesGridSpan } from "./service-card";

describe("ServiceCard", () => {
  const service = getService("engineering");

  function renderCard() {
    const Stub = createRoutesStub([{ path: "/", Component: () => <ServiceCard service={service} cue={servicesOverview.cards.cardCue} /> }]);
    render(<Stub initialEntries={["/"]} />);
    return screen.findByRole("article", { name: "Engineering" });
  }

  it("shows only the first three features, in order", async () => {
    expect(service.features.length).toBeGreaterThan(CARD_FEATURE_COUNT);
    const card = await renderCard();
    const items = within(card)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(service.features.slice(0, 3));
  });

  it("has a Learn more link whose accessible name says which service", async () => {
    const card = await renderCard();
    const link = within(card).getByRole("link", { name: "Learn more about Engineering" });
    expect(link).toHaveAttribute("href", "/services/engineering");
    expect(within(card).getByText(service.description)).toBeVisible();
  });
});

describe("servicesGridSpan", () => {
  it("spans the last card where it is alone in its row: two columns from md, three from lg", () => {
    const lastOf = (count: number) => servicesGridSpan(count - 1, count);
    expect(lastOf(7)).toEqual({ md: true, lg: true });
    expect(lastOf(8)).toEqual({ md: false, lg: false });
    expect(lastOf(9)).toEqual({ md: true, lg: false });
    expect(lastOf(10)).toEqual({ md: false, lg: true });
    expect(servicesGridSpan(0, 7)).toEqual({ md: false, lg: false });
  });
});
