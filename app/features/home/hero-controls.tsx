import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { siteLabels } from "~/content/site-labels";
import { fill } from "~/lib/fill";
import { HERO_INTERVAL_MS } from "~/lib/constants";

type HeroControlsProps = {
  count: number;
  slidesId: string;
};

const roundButton =
  "flex size-11 items-center justify-center rounded-full border border-white/30 bg-navy-950/40 text-white backdrop-blur-sm transition-colors hover:border-amber-400 hover:bg-navy-950/70 hover:text-amber-300";

/**
 * Rotation button, previous and next arrows and one dot per slide; the current dot fills while it
 * waits. They need the script (app/enhance/hero-slideshow.ts), so they are shown only where it
 * runs (`data-js-only`). The hero (`group/hero`) carries `data-playing` and `data-rotating`.
 */
export function HeroControls({ count, slidesId }: HeroControlsProps) {
  const labels = siteLabels.hero;
  return (
    <div data-js-only className="flex items-center gap-2 sm:gap-3">
      <button
        type="button"
        data-rotation-control
        aria-label={labels.stop}
        data-label-stop={labels.stop}
        data-label-start={labels.start}
        className={roundButton}
      >
        <Pause aria-hidden="true" className="size-4 group-data-[playing=false]/hero:hidden" />
        <Play aria-hidden="true" className="hidden size-4 group-data-[playing=false]/hero:block" />
      </button>
      <button type="button" data-slide-step="-1" aria-controls={slidesId} aria-label={labels.previous} className={roundButton}>
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <ol className="flex items-center">
        {Array.from({ length: count }, (_, dot) => (
          <li key={dot}>
            <button
              type="button"
              data-slide-dot
              aria-controls={slidesId}
              aria-current={dot === 0 ? "true" : undefined}
              aria-label={fill(labels.goTo, { n: dot + 1 })}
              className="group flex h-11 min-w-6 items-center justify-center px-1"
            >
              <span className="relative h-1.5 w-2.5 overflow-hidden rounded-full bg-white/60 transition-all duration-300 group-hover:bg-white group-aria-current:w-10 group-aria-current:bg-white/30">
                <span
                  data-progress
                  style={{ animationDuration: `${HERO_INTERVAL_MS}ms` }}
                  className="absolute inset-0 hidden origin-left rounded-full bg-amber-400 group-aria-current:block group-data-[rotating=true]/hero:animate-progress"
                />
              </span>
            </button>
          </li>
        ))}
      </ol>
      <button type="button" data-slide-step="1" aria-controls={slidesId} aria-label={labels.next} className={roundButton}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
