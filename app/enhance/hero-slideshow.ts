import { HERO_INTERVAL_MS } from "~/lib/constants";
import { reducedMotion } from "./motion";

/**
 * How long before rotation reaches a slide its picture is fetched: at 400 kbps and 400 ms a round
 * trip, a 4 KB picture arrives in well under a second.
 */
export const NEXT_PICTURE_LEAD_MS = 2000;

/**
 * The home hero's carousel (spec §4, WAI-ARIA carousel pattern), on the markup of
 * features/home/hero-slideshow.tsx, which shows slide 1 and hides the controls until scripts run:
 * - the slide advances every 6 s while rotating, looping over the slides;
 * - dots jump to a slide, the arrows step with wraparound; any change restarts the wait;
 * - the rotation button is the visitor's choice; until they choose, rotation follows the motion
 *   preference, so reduced motion never auto-advances;
 * - a mouse over the hero pauses it while it stays; focus inside (but on the rotation button)
 *   stops it until play is pressed again;
 * - the other slides' pictures are `hidden` in the markup, so nothing fetches them with the page (they
 *   would share a slow link with the stylesheet and the first slide, and each SVG picture is a
 *   document the phone must parse while the visitor starts reading). A picture is shown when its
 *   slide becomes current, when rotation will reach it within NEXT_PICTURE_LEAD_MS, or when the
 *   visitor points at or focuses the control that leads to it; never before the page has loaded,
 *   unless its slide is the current one.
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
  let nextPicture: ReturnType<typeof setTimeout> | undefined;

  const wrap = (i: number) => ((i % count) + count) % count;
  const showPicture = (i: number) => {
    const picture = images[wrap(i)];
    if (picture) picture.hidden = false;
  };
  /** A picture the visitor may see next: fetched now if the page has loaded, else once it has. */
  const prefetchPicture = (i: number) => {
    if (!images[wrap(i)]?.hidden) return;
    if (document.readyState === "complete") showPicture(i);
    else window.addEventListener("load", () => showPicture(i), { once: true });
  };

  /** `restart`: the current dot's progress bar starts again (not on the first render: it has just started). */
  function render(restart = true) {
    const playing = choice ?? !reducedMotion();
    const rotating = playing && !hovered;
    slides.forEach((slide, i) => {
      slide.setAttribute("aria-hidden", String(i !== index));
      slide.inert = i !== index;
    });
    images.forEach((image, i) => image.toggleAttribute("data-current", i === index));
    showPicture(index);
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
    clearTimeout(nextPicture);
    if (rotating) {
      timer = setTimeout(() => show(index + 1), HERO_INTERVAL_MS);
      nextPicture = setTimeout(() => prefetchPicture(index + 1), HERO_INTERVAL_MS - NEXT_PICTURE_LEAD_MS);
    }
  }

  function show(next: number) {
    index = wrap(next);
    render();
  }

  /** The slide a control leads to: a dot's own, an arrow's neighbour; none for the rotation button. */
  function target(control: HTMLElement | null): number | null {
    if (!control || control === rotation) return null;
    return control.hasAttribute("data-slide-dot") ? dots.indexOf(control) : index + Number(control.dataset.slideStep);
  }

  const controlOf = (event: Event) =>
    (event.target as Element).closest<HTMLElement>("[data-slide-dot], [data-slide-step], [data-rotation-control]");
  hero.addEventListener("click", (event) => {
    const control = controlOf(event);
    if (!control) return;
    if (control === rotation) {
      choice = hero.dataset.playing !== "true";
      render();
    } else show(target(control) ?? index);
  });
  // Pointing at or focusing a control fetches the picture it leads to, so it is there by the click.
  const prefetchTarget = (event: Event) => {
    const slide = target(controlOf(event));
    if (slide !== null) prefetchPicture(slide);
  };
  hero.addEventListener("pointerover", prefetchTarget);
  hero.addEventListener("focusin", prefetchTarget);
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
  render(false);
}
