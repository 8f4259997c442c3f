import { ChevronLeft, ChevronRight } from "lucide-react";
import type { AboutPages } from "~/content/schemas/page-copy";
import { CloseButton } from "~/ui/close-button";
import { cn } from "~/lib/cn";

const navButton =
  "absolute bottom-6 z-10 flex size-12 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 transition-colors hover:bg-white/25 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2";

/**
 * The full-screen lightbox: a native modal <dialog> for one picture with its caption, filled in and
 * run by app/enhance/gallery-lightbox.ts (which adds the <img> with `data-image-class`). Close and
 * Escape close it; Previous/Next, the arrow keys and a swipe step through every picture of the
 * gallery, wrapping at either end. Closed, it shows nothing, so without scripts none of its
 * controls is ever seen.
 */
export function GalleryLightbox({ labels }: { labels: AboutPages["gallery"] }) {
  return (
    <dialog
      data-lightbox
      aria-labelledby="lightbox-caption"
      data-image-class="max-h-[calc(100%-4rem)] w-auto max-w-full rounded-lg object-contain shadow-raised"
      className="m-0 h-dvh max-h-none w-full max-w-none touch-pan-y bg-navy-950/95 p-0 text-white backdrop:bg-[rgb(6_26_51/0.8)]"
    >
      <div className="relative flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <p data-lightbox-count className="text-sm font-semibold text-navy-100 tabular-nums" />
          <CloseButton label={labels.close} data-lightbox-close className="bg-white text-navy-900 hover:bg-amber-400" />
        </div>
        <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-4 px-4 pb-24 sm:px-20 sm:pb-8">
          <figcaption id="lightbox-caption" aria-live="polite" className="text-center text-lg font-semibold" />
        </figure>
        <button type="button" data-lightbox-step="-1" className={cn(navButton, "left-[calc(50%-3.75rem)] sm:left-6")}>
          <ChevronLeft aria-hidden="true" className="size-7" />
          <span className="sr-only">{labels.previous}</span>
        </button>
        <button type="button" data-lightbox-step="1" className={cn(navButton, "right-[calc(50%-3.75rem)] sm:right-6")}>
          <ChevronRight aria-hidden="true" className="size-7" />
          <span className="sr-only">{labels.next}</span>
        </button>
      </div>
    </dialog>
  );
}
