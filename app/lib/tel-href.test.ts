import { describe, expect, it } from "vitest";
import { telHref } from "./tel-href";

describe("telHref", () => {
  it("keeps only the digits and the leading plus", () => {
    expect(telHref("+234 803 000 4120")).toBe("tel:+2348030004120");
    expect(telHref("(0) 803-000-4120")).toBe("tel:08030004120");
  });
});
