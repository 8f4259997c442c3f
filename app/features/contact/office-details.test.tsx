import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { offices } from "~/content/offices";
import { contactCopy } from "~/content/page-copy";
import { OfficeDetails } from "./office-details";

describe("an office's details", () => {
  const office = offices.at(-1)!;

  it("show no hours of their own for an office that keeps the company's (the page's hours section has them)", () => {
    render(<OfficeDetails office={{ ...office, hours: undefined }} labels={contactCopy.office} />);
    expect(screen.queryByText(contactCopy.office.hours)).toBeNull();
  });

  it("show the hours an office keeps of its own, each day with its hours", () => {
    const hours = [
      { day: "Monday to Saturday", hours: "7:00 AM to 7:00 PM" },
      { day: "Sunday", hours: "10:00 AM to 2:00 PM" },
    ];
    render(<OfficeDetails office={{ ...office, hours }} labels={contactCopy.office} />);
    const entry = screen.getByText(contactCopy.office.hours).closest("div")!;
    expect(
      within(entry)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(hours.map(({ day, hours }) => `${day} ${hours}`));
  });
});
