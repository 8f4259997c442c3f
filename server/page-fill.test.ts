import { describe, expect, it } from "vitest";
import { fillReference, fillStamp } from "./page-fill";

describe("page fill", () => {
  it("writes the stamp into the stamp field only", () => {
    const page = `<input type="hidden" name="access_key" value="k"/><input type="hidden" name="form_stamp" data-server-fill="stamp"/>`;
    expect(fillStamp(page, "123.abc")).toBe(
      `<input type="hidden" name="access_key" value="k"/><input type="hidden" name="form_stamp" data-server-fill="stamp" value="123.abc"/>`,
    );
    expect(fillStamp("<p>no slot</p>", "1.a")).toBe("<p>no slot</p>");
  });

  it("shows the reference paragraph with the reference written in", () => {
    const page = `<h1>Sent</h1><p class="x" hidden="" data-server-fill="reference">Your reference is {reference}.</p><p>{reference} elsewhere</p>`;
    expect(fillReference(page, "DF-Q-2026-00001")).toBe(
      `<h1>Sent</h1><p class="x" data-server-fill="reference">Your reference is <strong>DF-Q-2026-00001</strong>.</p><p>{reference} elsewhere</p>`,
    );
  });
});
