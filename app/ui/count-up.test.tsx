import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COUNT_UP_MS } from "~/lib/constants";
import { CountUp } from "./count-up";

describe("CountUp", () => {
  it("renders the target as text, so it reads right without scripts and for screen readers", () => {
    const { container } = render(<CountUp to={200} suffix="+" />);
    expect(container).toHaveTextContent(/^200\+$/);
  });

  it("hands the target and the spec's duration to the counting animation", () => {
    const { container } = render(<CountUp to={99} suffix="%" />);
    const counter = container.querySelector<HTMLElement>("[data-count-up]")!;
    expect(counter.style.getPropertyValue("--count-to")).toBe("99");
    expect(counter.style.getPropertyValue("--count-ms")).toBe(`${COUNT_UP_MS}ms`);
  });
});
