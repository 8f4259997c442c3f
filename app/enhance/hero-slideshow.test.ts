import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HERO_INTERVAL_MS } from "~/lib/constants";
import { NEXT_PICTURE_LEAD_MS, startHeroSlideshow } from "./hero-slideshow";

const COUNT = 5;

function markup() {
  const slides = Array.from(
    { length: COUNT },
    (_, i) => `<div data-slide role="group" aria-label="${i + 1} of ${COUNT}"><h2>Slide ${i + 1}</h2></div>`,
  ).join("");
  const images = Array.from({ length: COUNT }, (_, i) => `<img data-slide-image alt=""${i ? " hidden" : ""}>`).join("");
  const dots = Array.from({ length: COUNT }, (_, i) => `<li><button data-slide-dot aria-label="Go to slide ${i + 1}"></button></li>`).join(
    "",
  );
  document.body.innerHTML = `<section id="hero">${images}<div aria-live="off">${slides}</div>
    <button data-rotation-control aria-label="Stop automatic slide show" data-label-stop="Stop automatic slide show"
      data-label-start="Start automatic slide show"></button>
    <button data-slide-step="-1" aria-label="Previous slide"></button><ol>${dots}</ol>
    <button data-slide-step="1" aria-label="Next slide"></button></section>`;
  return document.querySelector<HTMLElement>("#hero")!;
}

function motion(reduce: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: reduce }) as unknown as typeof window.matchMedia;
}

const current = (hero: HTMLElement) =>
  [...hero.querySelectorAll("[data-slide]")].findIndex((slide) => slide.getAttribute("aria-hidden") === "false") + 1;
const button = (hero: HTMLElement, name: string) => hero.querySelector<HTMLButtonElement>(`[aria-label="${name}"]`)!;

describe("hero slideshow", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    motion(false);
  });
  afterEach(() => vi.useRealTimers());

  it("shows slide 1, then advances every 6 s and loops", () => {
    const hero = markup();
    startHeroSlideshow(hero);
    expect(current(hero)).toBe(1);
    expect(hero.querySelector("[aria-live]")!.getAttribute("aria-live")).toBe("off");
    for (const n of [2, 3, 4, 5, 1]) {
      vi.advanceTimersByTime(HERO_INTERVAL_MS);
      expect(current(hero)).toBe(n);
    }
    const images = hero.querySelectorAll("[data-slide-image]");
    expect([...images].map((image) => image.hasAttribute("data-current"))).toEqual([true, false, false, false, false]);
  });

  it("fetches a slide's picture only when it is shown, due within the lead, or pointed at, never before load", () => {
    let readyState: DocumentReadyState = "interactive";
    vi.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
    const hero = markup();
    startHeroSlideshow(hero);
    const shown = () => [...hero.querySelectorAll<HTMLElement>("[data-slide-image]")].map((image) => !image.hidden);
    expect(shown()).toEqual([true, false, false, false, false]);
    // Rotation nears slide 2 before the page has loaded: its picture waits for the load.
    vi.advanceTimersByTime(HERO_INTERVAL_MS - NEXT_PICTURE_LEAD_MS);
    expect(shown()).toEqual([true, false, false, false, false]);
    readyState = "complete";
    window.dispatchEvent(new Event("load"));
    expect(shown()).toEqual([true, true, false, false, false]);
    // A current slide's picture is shown at once.
    button(hero, "Go to slide 4").click();
    expect(shown()).toEqual([true, true, false, true, false]);
    // Within the lead of the next slide, its picture is fetched; not earlier.
    vi.advanceTimersByTime(HERO_INTERVAL_MS - NEXT_PICTURE_LEAD_MS - 1);
    expect(shown()).toEqual([true, true, false, true, false]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([true, true, false, true, true]);
    // Pointing at a dot or focusing an arrow fetches where it leads.
    button(hero, "Go to slide 3").dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(shown()).toEqual([true, true, true, true, true]);
  });

  it("an arrow that is focused fetches the neighbour it leads to", () => {
    const hero = markup();
    startHeroSlideshow(hero);
    const shown = () => [...hero.querySelectorAll<HTMLElement>("[data-slide-image]")].map((image) => !image.hidden);
    button(hero, "Previous slide").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(shown()).toEqual([true, false, false, false, true]);
  });

  it("hides the other slides from everyone and marks the current dot", () => {
    const hero = markup();
    startHeroSlideshow(hero);
    button(hero, "Go to slide 3").click();
    const slides = [...hero.querySelectorAll<HTMLElement>("[data-slide]")];
    expect(slides.map((slide) => slide.inert)).toEqual([true, true, false, true, true]);
    expect(button(hero, "Go to slide 3").getAttribute("aria-current")).toBe("true");
    expect(button(hero, "Go to slide 1").hasAttribute("aria-current")).toBe(false);
  });

  it("steps both ways with wraparound; a step restarts the wait", () => {
    const hero = markup();
    startHeroSlideshow(hero);
    button(hero, "Previous slide").click();
    expect(current(hero)).toBe(5);
    button(hero, "Next slide").click();
    expect(current(hero)).toBe(1);
    vi.advanceTimersByTime(HERO_INTERVAL_MS - 1000);
    button(hero, "Next slide").click();
    vi.advanceTimersByTime(HERO_INTERVAL_MS - 1000);
    expect(current(hero)).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(current(hero)).toBe(3);
  });

  it("the rotation button stops and starts it, and says what it will do", () => {
    const hero = markup();
    startHeroSlideshow(hero);
    button(hero, "Stop automatic slide show").click();
    expect(hero.querySelector("[aria-live]")!.getAttribute("aria-live")).toBe("polite");
    vi.advanceTimersByTime(HERO_INTERVAL_MS * 3);
    expect(current(hero)).toBe(1);
    button(hero, "Start automatic slide show").click();
    vi.advanceTimersByTime(HERO_INTERVAL_MS);
    expect(current(hero)).toBe(2);
  });

  it("a mouse over it pauses while it stays; focus inside stops it", () => {
    const hero = markup();
    startHeroSlideshow(hero);
    hero.dispatchEvent(Object.assign(new Event("pointerenter"), { pointerType: "mouse" }));
    vi.advanceTimersByTime(HERO_INTERVAL_MS * 2);
    expect(current(hero)).toBe(1);
    hero.dispatchEvent(Object.assign(new Event("pointerleave"), { pointerType: "mouse" }));
    vi.advanceTimersByTime(HERO_INTERVAL_MS);
    expect(current(hero)).toBe(2);
    button(hero, "Go to slide 4").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(button(hero, "Start automatic slide show")).not.toBeNull();
    vi.advanceTimersByTime(HERO_INTERVAL_MS * 2);
    expect(current(hero)).toBe(2);
  });

  it("never auto-advances under reduced motion until play is pressed", () => {
    motion(true);
    const hero = markup();
    startHeroSlideshow(hero);
    vi.advanceTimersByTime(HERO_INTERVAL_MS * 3);
    expect(current(hero)).toBe(1);
    button(hero, "Start automatic slide show").click();
    vi.advanceTimersByTime(HERO_INTERVAL_MS);
    expect(current(hero)).toBe(2);
  });
});
