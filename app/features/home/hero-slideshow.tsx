import type { HeroSlide } from "~/content/schemas/hero-slide";
import { siteLabels } from "~/content/site-labels";
import { fill } from "~/lib/fill";
import { Container } from "~/ui/container";
import { Img } from "~/ui/img";
import { HeroActions, type HeroActionLinks } from "./hero-actions";
import { HeroControls } from "./hero-controls";

const SLIDES_ID = "hero-slides";
/**
 * The id of an empty element after everything the hero shows: the home page holds its first paint
 * until the browser has parsed it (routes/home.tsx). Waiting for the hero's own id was not enough:
 * Chromium let a frame through before the hero's controls had come (1 load in 3 over a slow link,
 * tests/e2e/first-paint.spec.ts), as if it waited only for the section's start tag.
 */
export const HERO_END_ID = "hero-end";

/**
 * The full-screen hero: five slides that cross-fade every 6 s, built on the WAI-ARIA carousel pattern.
 * Rendered once, at build time, showing slide 1; app/enhance/hero-slideshow.ts runs it in the browser
 * and marks the stored search term (enhance/search-highlight.ts). The classes style each state from
 * the attributes that script sets. Backgrounds are decorative and stacked behind the text; the slide
 * texts share one grid cell, so the hero is as tall as its longest slide and the calls to action
 * never jump. Slide 1's title is the h1.
 */
export function HeroSlideshow({ slides, actions }: { slides: HeroSlide[]; actions: HeroActionLinks }) {
  return (
    <section
      id="hero"
      aria-roledescription={siteLabels.hero.carousel}
      aria-label={siteLabels.hero.label}
      data-module="hero-slideshow search-highlight"
      data-playing="true"
      className="group/hero relative isolate flex min-h-[max(36rem,calc(100svh-6.25rem))] flex-col overflow-hidden bg-navy-950 text-white lg:min-h-[max(40rem,calc(100svh-10rem))]"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        {slides.map((slide, i) => (
          // Only slide 1's picture is fetched with the page; app/enhance/hero-slideshow.ts shows the others.
          <span key={slide.id} data-slide-image data-current={i === 0 ? "" : undefined} hidden={i !== 0} className="group/image contents">
            <Img
              src={slide.image}
              alt=""
              width={1600}
              height={900}
              priority={i === 0}
              className="absolute inset-0 h-full w-full scale-105 object-cover object-[72%_50%] opacity-0 transition-[opacity,transform] duration-[1400ms] ease-out group-data-current/image:scale-100 group-data-current/image:opacity-100 motion-reduce:transition-none"
            />
          </span>
        ))}
        <div className="absolute inset-0 bg-gradient-to-r from-navy-950/95 via-navy-950/70 to-navy-950/20 max-md:via-navy-950/80 max-md:to-navy-950/55" />
        <div className="absolute inset-x-0 bottom-0 h-2/5 bg-gradient-to-t from-navy-950/90 to-transparent" />
      </div>

      <Container className="flex flex-1 flex-col justify-center pt-16 pb-10 sm:pt-20">
        <div id={SLIDES_ID} aria-live="off" className="grid grid-cols-[minmax(0,1fr)]">
          {slides.map((slide, i) => {
            const Heading = i === 0 ? "h1" : "h2";
            return (
              <div
                key={slide.id}
                data-slide
                role="group"
                aria-roledescription={siteLabels.hero.slide}
                aria-label={fill(siteLabels.hero.slidePosition, { n: i + 1, count: slides.length })}
                aria-hidden={i !== 0}
                inert={i !== 0}
                className="col-start-1 row-start-1 self-end translate-y-0 opacity-100 transition-[opacity,transform] delay-200 duration-700 ease-out aria-hidden:pointer-events-none aria-hidden:translate-y-4 aria-hidden:opacity-0 aria-hidden:delay-0 motion-reduce:transition-none"
              >
                <p className="flex items-center gap-3 text-xs font-bold tracking-[0.16em] text-amber-400 uppercase sm:text-sm sm:tracking-[0.22em]">
                  <span aria-hidden="true" className="h-0.5 w-10 rounded-full bg-amber-400" />
                  <span data-highlight>{slide.subtitle}</span>
                </p>
                <Heading data-highlight className="mt-5 max-w-3xl text-display font-extrabold tracking-tight text-balance">
                  {slide.title}
                </Heading>
                <p data-highlight className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-navy-100 sm:text-xl">
                  {slide.description}
                </p>
              </div>
            );
          })}
        </div>
        <div className="mt-10">
          <HeroActions actions={actions} />
        </div>
      </Container>

      <Container className="pb-8">
        <HeroControls count={slides.length} slidesId={SLIDES_ID} />
      </Container>
      <span id={HERO_END_ID} hidden />
    </section>
  );
}
