import { afterEach, describe, expect, it, vi } from "vitest";
import { startCountUp } from "./count-up";

// jsdom has no IntersectionObserver, no matchMedia and no frames: the test stands in for them, so it
// can see the figure the counter's first frame writes.
afterEach(() => vi.unstubAllGlobals());

describe("count-up", () => {
  it("never draws a figure below 0, even when the first frame's time precedes the moment it came into view", () => {
    const frames: FrameRequestCallback[] = [];
    let seen: IntersectionObserverCallback | undefined;
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          seen = callback;
        }
        observe() {}
        unobserve() {}
      },
    );
    document.body.innerHTML = `<span style="--count-to: 7; --count-ms: 1500"></span>`;
    const counter = document.querySelector("span")!;
    startCountUp(counter);
    seen!([{ isIntersecting: true, target: counter } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);

    // Firefox stamps a frame with the time its refresh began, which can be before the observer's
    // callback ran: 40 ms earlier here.
    const drawn: number[] = [];
    let time = performance.now() - 40;
    while (frames.length > 0) {
      frames.shift()!(time);
      drawn.push(Number(counter.style.getPropertyValue("--count")));
      time += 100;
    }
    expect(Math.min(...drawn)).toBe(0);
    expect(drawn.at(-1)).toBe(7);
    expect(counter.dataset.countUp).toBe("");
  });
});
