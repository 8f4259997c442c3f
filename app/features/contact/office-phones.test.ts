import { describe, expect, it } from "vitest";
import { officePhones } from "./office-phones";

describe("officePhones", () => {
  it("splits the comma-separated list and trims each number", () => {
    expect(officePhones("+234 806 000 2231, +234 705 000 8814")).toEqual(["+234 806 000 2231", "+234 705 000 8814"]);
    expect(officePhones("+234 802 000 3390")).toEqual(["+234 802 000 3390"]);
    expect(officePhones("")).toEqual([]);
  });
});
