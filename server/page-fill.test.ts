import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { createFormStamps } from "./inbox/spam";
import { fillReference, fillStamp, pageFill } from "./page-fill";
import { tempDir, writeTree } from "./test-helpers";

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

  it("fills the form and sent pages of every language (/fr/contact/quote, /fr/contact/sent)", async () => {
    const tmp = tempDir();
    afterAll(() => tmp.cleanup());
    const form = `<input type="hidden" name="form_stamp" data-server-fill="stamp"/>`;
    const sent = `<p hidden data-server-fill="reference">Votre référence : {reference}</p>`;
    writeTree(tmp.dir, { "fr/contact/quote.html": form, "fr/contact/sent.html": sent, "fr/about.html": form });
    const app = new Hono().use(pageFill(tmp.dir, createFormStamps())).get("*", (c) => c.text("passed on"));
    const text = async (p: string) => (await app.request(p)).text();
    expect(await text("/fr/contact/quote")).toMatch(/data-server-fill="stamp" value="[^"]+"/);
    expect(await text("/fr/contact/sent?reference=DF-Q-2026-00001")).toContain("<strong>DF-Q-2026-00001</strong>");
    expect(await text("/fr/about")).toBe("passed on");
  });
});
