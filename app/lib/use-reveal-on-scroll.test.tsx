import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useRevealOnScroll } from "./use-reveal-on-scroll";

let observerCallback: IntersectionObserverCallback;
const observed: Element[] = [];

class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    observerCallback = callback;
  }
  observe(el: Element) {
    observed.push(el);
  }
  unobserve() {}
  disconnect() {}
}

function Page() {
  useRevealOnScroll("/");
  return (
    <>
      <div data-reveal data-testid="above" />
      <div data-reveal data-testid="below" />
    </>
  );
}

function placeBelowFold(testId: string) {
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === testId ? ({ top: 5000 } as DOMRect) : original.call(this);
  });
}

describe("useRevealOnScroll", () => {
  beforeEach(() => {
    observed.length = 0;
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("hides only cards below the fold, and shows them when they scroll into view", () => {
    placeBelowFold("below");
    const { getByTestId } = render(<Page />);
    expect(getByTestId("above")).not.toHaveClass("reveal-pending");
    expect(getByTestId("below")).toHaveClass("reveal-pending");
    observerCallback([{ isIntersecting: true, target: getByTestId("below") } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(getByTestId("below")).not.toHaveClass("reveal-pending");
  });

  it("hides nothing under prefers-reduced-motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query }));
    placeBelowFold("below");
    const { getByTestId } = render(<Page />);
    expect(getByTestId("below")).not.toHaveClass("reveal-pending");
    expect(observed).toHaveLength(0);
  });
});
