import { describe, expect, it } from "vitest";
import { notSentReason } from "./enquiry-outcome";

describe("notSentReason", () => {
  it("names what went wrong for each refusal the inbox gives", () => {
    expect([422, 413, 400, 429, 503, 401].map(notSentReason)).toEqual(["invalid", "invalid", "invalid", "limit", "busy", "refused"]);
  });
});
