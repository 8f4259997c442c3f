import { beforeEach, describe, expect, it } from "vitest";
import { HEADER_SHRINK_PX, SCROLL_TOP_PX } from "~/lib/constants";
import { initScrollState } from "./scroll-state";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

describe("scroll state", () => {
  beforeEach(() => {
    document.body.innerHTML = `<header data-site-header></header><button data-scroll-top hidden>Back to top</button>`;
    scrollTo(0);
  });

  it("marks the header past 10 px and shows the top button past 300 px", async () => {
    initScrollState();
    const header = document.querySelector("header")!;
    const button = document.querySelector("button")!;
    await new Promise(requestAnimationFrame);
    expect(header.dataset.scrolled).toBe("false");
    scrollTo(HEADER_SHRINK_PX + 1);
    expect(header.dataset.scrolled).toBe("true");
    expect(button.hidden).toBe(true);
    scrollTo(SCROLL_TOP_PX + 1);
    expect(button.hidden).toBe(false);
    scrollTo(HEADER_SHRINK_PX);
    expect(header.dataset.scrolled).toBe("false");
    expect(button.hidden).toBe(true);
  });

  it("a page that opens scrolled gets the scrolled header at the first frame", async () => {
    scrollTo(SCROLL_TOP_PX + 1);
    initScrollState();
    await new Promise(requestAnimationFrame);
    expect(document.querySelector("header")!.dataset.scrolled).toBe("true");
    expect(document.querySelector("button")!.hidden).toBe(false);
  });

  it("touches the header only when a threshold is crossed", async () => {
    initScrollState();
    await new Promise(requestAnimationFrame);
    const header = document.querySelector("header")!;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(header, { attributes: true });
    for (const y of [20, 40, 60, 80]) scrollTo(y);
    await Promise.resolve();
    observer.disconnect();
    expect(changes).toHaveLength(1);
  });
});
