import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COUNT_UP_MS } from "~/lib/constants";
import { CountUp } from "./count-up";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

describe("CountUp", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("without IntersectionObserver (and in prerendered HTML) shows the target", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { container } = render(<CountUp to={200} suffix="+" />);
    expect(container.querySelector("[aria-hidden]")).toHaveTextContent("200+");
    expect(screen.getByText("200+", { selector: ".sr-only" })).toBeInTheDocument();
  });

  it("starts at 0 and reaches the target once it scrolls into view", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] });
    let callback: Callback = () => {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(cb: Callback) {
          callback = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(<CountUp to={50} suffix="+" />);
    const visible = container.querySelector("[aria-hidden]")!;
    expect(visible).toHaveTextContent("0+");
    act(() => callback([{ isIntersecting: true }]));
    act(() => vi.advanceTimersByTime(COUNT_UP_MS / 2));
    const halfway = Number.parseInt(visible.textContent ?? "", 10);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(50);
    act(() => vi.advanceTimersByTime(COUNT_UP_MS));
    expect(visible).toHaveTextContent("50+");
    // Screen readers read the target throughout.
    expect(screen.getByText("50+", { selector: ".sr-only" })).toBeInTheDocument();
  });
});
