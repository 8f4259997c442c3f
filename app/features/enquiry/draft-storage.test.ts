import { afterEach, describe, expect, it, vi } from "vitest";
import { clearDraft, draftKey, loadDraft, saveDraft } from "./draft-storage";

const names = ["first_name", "email", "attachments"];

describe("enquiry drafts", () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps only the listed fields' non-empty values, per form", () => {
    saveDraft("quote", { first_name: "Ada", email: "", botcheck: "on", access_key: "secret" }, names);
    expect(JSON.parse(sessionStorage.getItem(draftKey("quote"))!)).toEqual({ first_name: "Ada" });
    expect(loadDraft("quote", names)).toEqual({ first_name: "Ada" });
    expect(loadDraft("vendor", names)).toBeNull();
  });

  it("removes the draft when the form is emptied, and on clear", () => {
    saveDraft("partner", { first_name: "Ada" }, names);
    saveDraft("partner", { first_name: "" }, names);
    expect(sessionStorage.getItem(draftKey("partner"))).toBeNull();
    saveDraft("partner", { first_name: "Ada" }, names);
    clearDraft("partner");
    expect(loadDraft("partner", names)).toBeNull();
  });

  it("ignores stored fields it was not asked for and unreadable drafts", () => {
    sessionStorage.setItem(draftKey("quote"), JSON.stringify({ first_name: "Ada", access_key: "x", email: 42 }));
    expect(loadDraft("quote", names)).toEqual({ first_name: "Ada" });
    sessionStorage.setItem(draftKey("quote"), "{not json");
    expect(loadDraft("quote", names)).toBeNull();
    sessionStorage.setItem(draftKey("quote"), "[1,2]");
    expect(loadDraft("quote", names)).toBeNull();
  });

  it("keeps working when storage refuses to write", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => saveDraft("quote", { first_name: "Ada" }, names)).not.toThrow();
    expect(loadDraft("quote", names)).toBeNull();
  });
});
