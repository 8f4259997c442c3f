import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import {
  FORM_FIELDS,
  isBotcheckTicked,
  NUMBER_OF_EMPLOYEES_OPTIONS,
  PARTNERSHIP_INTEREST_OPTIONS,
  SERVICE_NEEDED_OPTIONS,
  validateEnquiry,
  VENDOR_CATEGORY_OPTIONS,
} from "./form-rules";
import { VALID } from "./fixtures";

describe("form rules", () => {
  it("has the spec's option lists", () => {
    expect(SERVICE_NEEDED_OPTIONS).toHaveLength(6);
    expect(VENDOR_CATEGORY_OPTIONS).toHaveLength(10);
    expect(NUMBER_OF_EMPLOYEES_OPTIONS).toEqual(["1-10", "11-50", "51-200", "201-500", "500+"]);
    expect(PARTNERSHIP_INTEREST_OPTIONS).toContain("Strategic Alliance");
    expect(FORM_FIELDS.quote).toContain("botcheck");
  });

  it("accepts every option value", () => {
    for (const v of SERVICE_NEEDED_OPTIONS) expect(validateEnquiry("quote", { ...VALID.quote, service_needed: v }).ok).toBe(true);
    for (const v of VENDOR_CATEGORY_OPTIONS) expect(validateEnquiry("vendor", { ...VALID.vendor, vendor_category: v }).ok).toBe(true);
    for (const v of NUMBER_OF_EMPLOYEES_OPTIONS) expect(validateEnquiry("vendor", { ...VALID.vendor, number_of_employees: v }).ok).toBe(true);
    for (const v of PARTNERSHIP_INTEREST_OPTIONS) expect(validateEnquiry("partner", { ...VALID.partner, partnership_interest: v }).ok).toBe(true);
  });

  it("reads the attachments checkbox", () => {
    for (const v of ["on", "true", "yes", "1", "ON"]) {
      const r = validateEnquiry("vendor", { ...VALID.vendor, attachments: v });
      expect(r.ok && r.data.attachments).toBe(true);
    }
    const off = validateEnquiry("vendor", { ...VALID.vendor, attachments: undefined });
    expect(off.ok && off.data.attachments).toBe(false);
  });

  it("names the bad field in the message", () => {
    expect(validateEnquiry("quote", { ...VALID.quote, email: "x" })).toEqual({
      ok: false,
      field: "email",
      message: "Please enter a valid email address (email).",
    });
  });

  it("reads the botcheck trap", () => {
    expect([undefined, "", "false", "off", "0", false].map(isBotcheckTicked)).toEqual([false, false, false, false, false, false]);
    expect(["on", "true", "1", "x", true].map(isBotcheckTicked)).toEqual([true, true, true, true, true]);
  });

  it("imports nothing Node-only, so the browser can share it", () => {
    const source = readFileSync(new URL("./form-rules.ts", import.meta.url), "utf8");
    const imports = [...source.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports).toEqual(["zod"]);
  });
});
