import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { HERO_INTERVAL_MS } from "~/lib/constants";
import { cn } from "~/lib/cn";

type HeroControlsProps = {
  count: number;
  index: number;
  playing: boolean;
  rotating: boolean;
  slidesId: string;
  onSelect: (index: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePlaying: () => void;
};

const roundButton =
  "flex size-11 items-center justify-center rounded-full border border-white/30 bg-navy-950/40 text-white backdrop-blur-sm transition-colors hover:border-amber-400 hover:bg-navy-950/70 hover:text-amber-300";

/** Rotation button, previous and next arrows and one dot per slide; the current dot fills while it waits. */
export function HeroControls({
  count,
  index,
  playing,
  rotating,
  slidesId,
  onSelect,
  onPrevious,
  onNext,
  onTogglePlaying,
}: HeroControlsProps) {
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      <button
        type="button"
        data-rotation-control
        onClick={onTogglePlaying}
        aria-label={playing ? "Stop automatic slide show" : "Start automatic slide show"}
        className={roundButton}
      >
        {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
      </button>
      <button type="button" onClick={onPrevious} aria-controls={slidesId} aria-label="Previous slide" className={roundButton}>
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <ol className="flex items-center">
        {Array.from({ length: count }, (_, dot) => {
          const current = dot === index;
          return (
            <li key={dot}>
              <button
                type="button"
                onClick={() => onSelect(dot)}
                aria-controls={slidesId}
                aria-current={current ? "true" : undefined}
                aria-label={`Go to slide ${dot + 1}`}
                className="group flex h-11 min-w-6 items-center justify-center px-1"
              >
                <span
                  className={cn("relative h-1.5 overflow-hidden rounded-full transition-all duration-300", current ? "w-10 bg-white/30" : "w-2.5 bg-white/60 group-hover:bg-white")}
                >
                  {current && (
                    <span
                      key={`${index}-${rotating}`}
                      className={cn("absolute inset-0 origin-left rounded-full bg-amber-400", rotating && "animate-progress")}
                      style={rotating ? { animationDuration: `${HERO_INTERVAL_MS}ms` } : undefined}
                    />
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={onNext} aria-controls={slidesId} aria-label="Next slide" className={roundButton}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
