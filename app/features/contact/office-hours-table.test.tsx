import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { officeHours } from "~/content/offices";
import { contactCopy } from "~/content/page-copy";
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
});
