import type { FocusEvent, PointerEvent } from "react";
import type { HeroSlide } from "~/content/schemas/hero-slide";
import { HERO_INTERVAL_MS } from "~/lib/constants";
import { highlight } from "~/lib/highlight";
import { useSearchTerm } from "~/lib/search-store";
import { useHydrated } from "~/lib/use-hydrated";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { Container } from "~/ui/container";
import { Img } from "~/ui/img";
import { HeroActions } from "./hero-actions";
import { HeroControls } from "./hero-controls";
import { useSlideshow } from "./use-slideshow";
import { cn } from "~/lib/cn";

const SLIDES_ID = "hero-slides";

/**
 * The full-screen hero: five slides that cross-fade every 6 s, built on the WAI-ARIA carousel pattern.
 * Backgrounds are decorative and stacked behind the text; the slide texts share one grid cell, so the
 * hero is as tall as its longest slide and the calls to action never jump. Slide 1's title is the h1.
 */
export function HeroSlideshow({ slides }: { slides: HeroSlide[] }) {
  const reducedMotion = useReducedMotion();
  const term = useSearchTerm();
  const show = useSlideshow(slides.length, HERO_INTERVAL_MS, reducedMotion);
  const hydrated = useHydrated();

  function onPointer(event: PointerEvent) {
    if (event.pointerType === "mouse") show.setHovered(event.type === "pointerenter");
  }
  function onFocus(event: FocusEvent) {
    // Focus on the rotation button itself must not stop rotation, or "play" could never start it.
    if (!(event.target as HTMLElement).hasAttribute("data-rotation-control")) show.setPlaying(false);
  }

  return (
    <section
      id="hero"
      aria-roledescription="carousel"
      aria-label="Deltaforge Energy highlights"
      data-hydrated={hydrated || undefined}
      onPointerEnter={onPointer}
      onPointerLeave={onPointer}
      onFocus={onFocus}
      className="relative isolate flex min-h-[max(36rem,calc(100svh-4.5rem))] flex-col overflow-hidden bg-navy-950 text-white lg:min-h-[max(40rem,calc(100svh-10.5rem))]"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        {slides.map((slide, i) => (
          <Img
            key={slide.id}
            src={slide.image}
            alt=""
            width={1600}
            height={900}
            priority={i === 0}
            className={cn("absolute inset-0 h-full w-full object-cover object-[72%_50%] transition-[opacity,transform] duration-[1400ms] ease-out motion-reduce:transition-none", i === show.index ? "scale-100 opacity-100" : "scale-105 opacity-0")}
          />
        ))}
        <div className="absolute inset-0 bg-gradient-to-r from-navy-950/95 via-navy-950/70 to-navy-950/20 max-md:via-navy-950/80 max-md:to-navy-950/55" />
        <div className="absolute inset-x-0 bottom-0 h-2/5 bg-gradient-to-t from-navy-950/90 to-transparent" />
      </div>

      <Container className="flex flex-1 flex-col justify-center pt-16 pb-10 sm:pt-20">
        <div id={SLIDES_ID} aria-live={show.rotating ? "off" : "polite"} className="grid">
          {slides.map((slide, i) => {
            const current = i === show.index;
            const Heading = i === 0 ? "h1" : "h2";
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}`}
                aria-hidden={!current}
                inert={!current}
                className={cn("col-start-1 row-start-1 self-end transition-[opacity,transform] duration-700 ease-out motion-reduce:transition-none", current ? "translate-y-0 opacity-100 delay-200" : "pointer-events-none translate-y-4 opacity-0")}
              >
                <p className="flex items-center gap-3 text-xs font-bold tracking-[0.16em] text-amber-400 uppercase sm:text-sm sm:tracking-[0.22em]">
                  <span aria-hidden="true" className="h-0.5 w-10 rounded-full bg-amber-400" />
                  {highlight(slide.subtitle, term)}
                </p>
                <Heading className="mt-5 max-w-3xl text-display font-extrabold tracking-tight text-balance">
                  {highlight(slide.title, term)}
                </Heading>
                <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-navy-100 sm:text-xl">
                  {highlight(slide.description, term)}
                </p>
              </div>
            );
          })}
        </div>
        <div className="mt-10">
          <HeroActions />
        </div>
      </Container>

      <Container className="pb-8">
        <HeroControls
          count={slides.length}
          index={show.index}
          playing={show.playing}
          rotating={show.rotating}
          slidesId={SLIDES_ID}
          onSelect={show.goTo}
          onPrevious={show.previous}
          onNext={show.next}
          onTogglePlaying={() => show.setPlaying(!show.playing)}
        />
      </Container>
    </section>
  );
}
