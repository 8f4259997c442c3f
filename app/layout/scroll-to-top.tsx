import { ArrowUp } from "lucide-react";
import { siteLabels } from "~/content/site-labels";

/**
 * Appears past 300 px of scroll and scrolls smoothly to the top (instantly under reduced motion).
 * Both are the enhancement script's work (app/enhance/scroll-state.ts); without it the button
 * stays hidden, since it could do nothing.
 */
export function ScrollToTop() {
  return (
    <button
      type="button"
      hidden
      data-scroll-top
      className="fixed right-4 bottom-4 z-40 flex size-12 items-center justify-center rounded-full bg-amber-500 text-navy-950 shadow-raised transition-colors hover:bg-amber-400 sm:right-6 sm:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
      <span className="sr-only">{siteLabels.shell.backToTop}</span>
    </button>
  );
}
