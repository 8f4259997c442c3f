import { describe, expect, it } from "vitest";
import { markdownText } from "./markdown-text";

describe("markdownText", () => {
  it("keeps the words and drops the syntax, link targets included", () => {
    expect(markdownText("### Our aim\n\nWe aim for **zero harm**: see [our policy](/about) and `PTW`.")).toBe(
      "Our aim We aim for zero harm: see our policy and PTW.",
    );
  });

  it("keeps paragraphs and list items apart, so two words never run together", () => {
    expect(markdownText("No spills.\n\nNo injuries.\n\n- Plan first.\n- Stop unsafe work.")).toBe(
      "No spills. No injuries. Plan first. Stop unsafe work.",
    );
  });

  it("leaves raw HTML's tags out, as the page does", () => {
    expect(markdownText("Safe <b>and careful</b> work")).toBe("Safe and careful work");
  });
});
