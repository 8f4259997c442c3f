import { useCallback, useEffect, useState } from "react";

/**
 * State of the hero carousel (spec §4, WAI-ARIA carousel pattern):
 * - the index advances every `intervalMs` while rotating, looping over `count` slides;
 * - `playing` is the visitor's choice (the rotation button); until they choose, it follows the
 *   motion preference, so reduced motion never auto-advances;
 * - hovering pauses only for as long as the pointer stays; focus inside stops rotation for good,
 *   until the visitor presses play again.
 * Any change of slide restarts the interval, so a slide picked by hand gets its full time.
 */
export function useSlideshow(count: number, intervalMs: number, reducedMotion: boolean) {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const playing = choice ?? !reducedMotion;
  const rotating = playing && !hovered;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  return {
    index,
    playing,
    rotating,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    setPlaying: setChoice,
    setHovered,
  };
}
