import { describe, expect, it } from "vitest";
import { slotOffset } from "./message-slot.mjs";

describe("slotOffset", () => {
  it("is just after the start tag of the first element with the attribute, whatever its other attributes and their order", () => {
    const html = '<!doctype html><p class="x">no</p><p role="alert" data-slot="" title="a > b"></p><p data-slot></p>';
    const at = slotOffset(html, "data-slot");
    expect(html.slice(0, at)).toMatch(/title="a > b">$/);
    expect(html.slice(at)).toMatch(/^<\/p><p data-slot>/);
  });

  it("is -1 when no element has it (text that merely mentions it does not count)", () => {
    expect(slotOffset("<p>data-slot</p><!-- <p data-slot></p> -->", "data-slot")).toBe(-1);
  });
});
