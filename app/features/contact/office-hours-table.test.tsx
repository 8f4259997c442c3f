import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import officesFile from "~/content/data/offices.json" with { type: "json" };
import contactFile from "~/content/data/contact-page.json" with { type: "json" };
import { ownHalf } from "~/content/language";
import { officeHours } from "~/content/offices";
import { contactCopy } from "~/content/page-copy";
import { LANGUAGES } from "../../../contract/languages";
import { OfficeHoursTable } from "./office-hours-table";

describe("OfficeHoursTable", () => {
  it("is a captioned table with the spec's hours under row headers", () => {
    render(<OfficeHoursTable hours={officeHours} labels={contactCopy.hours} />);
    const table = screen.getByRole("table", { name: /Office hours/ });
    expect(table).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Day", "Hours"]);
    const rows = screen
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(["Monday to Friday8:00 AM to 6:00 PM", "Saturday9:00 AM to 2:00 PM", "SundayClosed"]);
    expect(screen.getByRole("rowheader", { name: "Sunday" })).toBeInTheDocument();
  });

  it.each(LANGUAGES)("shows the days marked closed in red, in %s too", (language) => {
    const hours = ownHalf(officesFile, language).hours;
    render(<OfficeHoursTable hours={hours} labels={ownHalf(contactFile, language).hours} />);
    expect(hours.some((entry) => entry.closed)).toBe(true);
    for (const entry of hours) {
      const cell = within(screen.getByRole("rowheader", { name: entry.day }).closest("tr")!).getByRole("cell");
      expect(cell.textContent).toBe(entry.hours);
      expect(cell.classList.contains("text-danger-700")).toBe(Boolean(entry.closed));
    }
  });
});
