import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

describe("Markdown", () => {
  it("renders headings, lists, emphasis and links from Markdown", () => {
    render(<Markdown>{"## Our policy\n\nWe **stop work** when it is unsafe.\n\n- Plan\n- Check\n\n[Contact us](/contact)"}</Markdown>);
    expect(screen.getByRole("heading", { level: 3, name: "Our policy" })).toBeInTheDocument();
    expect(screen.getByText("stop work").tagName).toBe("STRONG");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Plan", "Check"]);
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });

  it("lets no raw HTML or script link through", () => {
    const { container } = render(
      <Markdown>{'<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\nText <b>bold</b> [x](javascript:alert(1))'}</Markdown>,
    );
    expect(container.querySelector("script, img, b")).toBeNull();
    expect(container.innerHTML).not.toContain("onerror");
    expect(container.querySelector("[href*=javascript i]")).toBeNull();
    expect(screen.getByText("x")).toBeInTheDocument();
  });

  it("starts its headings at h2 where the text follows the page's h1", () => {
    render(<Markdown topLevel={2}>{"# Title\n\n## Section\n\n### Part"}</Markdown>);
    expect(screen.getAllByRole("heading").map((heading) => `${heading.tagName} ${heading.textContent}`)).toEqual([
      "H2 Title",
      "H2 Section",
      "H3 Part",
    ]);
  });
});
