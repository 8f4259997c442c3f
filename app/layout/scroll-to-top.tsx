import { ArrowUp } from "lucide-react";
import { SCROLL_TOP_PX } from "~/lib/constants";
import { useScrolledPast } from "~/lib/use-scroll-threshold";

/** Appears past 300 px of scroll; scrolls smoothly to the top (instantly under reduced motion). */
export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TOP_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      }}
      className="fixed right-4 bottom-4 z-40 flex size-12 items-center justify-center rounded-full bg-amber-500 text-navy-950 shadow-raised transition-colors hover:bg-amber-400 sm:right-6 sm:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
      <span className="sr-only">Back to top</span>
    </button>
  );
}
