import { HERO_INTERVAL_MS } from "~/lib/constants";
import { reducedMotion } from "./motion";

/**
 * The home hero's carousel (spec §4, WAI-ARIA carousel pattern), on the markup of
 * features/home/hero-slideshow.tsx, which shows slide 1 and hides the controls until scripts run:
 * - the slide advances every 6 s while rotating, looping over the slides;
 * - dots jump to a slide, the arrows step with wraparound; any change restarts the wait;
 * - the rotation button is the visitor's choice; until they choose, rotation follows the motion
 *   preference, so reduced motion never auto-advances;
 * - a mouse over the hero pauses it while it stays; focus inside (but on the rotation button)
 *   stops it until play is pressed again;
 * - the other slides' pictures are `hidden` in the markup, so nothing fetches them before the page
 *   has loaded (they would share the slow link with the stylesheet and the first slide); they are
 *   shown once it has, or as soon as one of them is the current slide.
 * Classes in the markup style each state from the attributes set here.
 */
export function startHeroSlideshow(hero: HTMLElement): void {
  const all = (selector: string) => [...hero.querySelectorAll<HTMLElement>(selector)];
  const slides = all("[data-slide]");
  const images = all("[data-slide-image]");
  const dots = all("[data-slide-dot]");
  const live = hero.querySelector<HTMLElement>("[aria-live]");
  const rotation = hero.querySelector<HTMLElement>("[data-rotation-control]");
  const count = slides.length;
  if (count < 2) return;

  let index = 0;
  let choice: boolean | null = null;
  let hovered = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** `restart`: the current dot's progress bar starts again (not on the first render: it has just started). */
  function render(restart = true) {
    const playing = choice ?? !reducedMotion();
    const rotating = playing && !hovered;
    slides.forEach((slide, i) => {
      slide.setAttribute("aria-hidden", String(i !== index));
      slide.inert = i !== index;
    });
    images.forEach((image, i) => image.toggleAttribute("data-current", i === index));
    const picture = images[index];
    if (picture) picture.hidden = false;
    dots.forEach((dot, i) => (i === index ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current")));
    hero.dataset.playing = String(playing);
    hero.dataset.rotating = String(rotating);
    live?.setAttribute("aria-live", rotating ? "off" : "polite");
    // The two labels are content (site-labels.json), written on the button by features/home/hero-controls.tsx.
    rotation?.setAttribute("aria-label", (playing ? rotation.dataset.labelStop : rotation.dataset.labelStart) ?? "");
    // The current dot's progress bar starts again with the wait. Asking for its animations makes
    // the browser compute every style on the page at once, so the first render skips it: while the
    // page loads that was the longest task of its script (50 ms here, four times that on a phone).
    if (restart)
      dots[index]
        ?.querySelector("[data-progress]")
        ?.getAnimations?.()
        .forEach((animation) => {
          animation.cancel();
          animation.play();
        });
    clearTimeout(timer);
    if (rotating) timer = setTimeout(() => show(index + 1), HERO_INTERVAL_MS);
  }

  function show(next: number) {
    index = ((next % count) + count) % count;
    render();
  }

  hero.addEventListener("click", (event) => {
    const control = (event.target as Element).closest<HTMLElement>("[data-slide-dot], [data-slide-step], [data-rotation-control]");
    if (!control) return;
    if (control === rotation) {
      choice = hero.dataset.playing !== "true";
      render();
    } else if (control.hasAttribute("data-slide-dot")) show(dots.indexOf(control));
    else show(index + Number(control.dataset.slideStep));
  });
  const hover = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    hovered = event.type === "pointerenter";
    render();
  };
  hero.addEventListener("pointerenter", hover);
  hero.addEventListener("pointerleave", hover);
  hero.addEventListener("focusin", (event) => {
    // Focus on the rotation button itself must not stop rotation, or "play" could never start it.
    if (event.target === rotation || choice === false) return;
    choice = false;
    render();
  });
  const showPictures = () => images.forEach((image) => (image.hidden = false));
  if (document.readyState === "complete") showPictures();
  else window.addEventListener("load", showPictures, { once: true });
  render(false);
}
