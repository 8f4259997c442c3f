import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// Our theme's own names (app/app.css @theme): without them tailwind-merge would take
// `text-display` for a colour and drop it next to `text-white`, or keep two radii.
const merge = extendTailwindMerge({
  extend: {
    theme: {
      text: ["display"],
      radius: ["card"],
      shadow: ["card", "raised"],
      animate: ["spin-slow", "progress", "marquee"],
    },
  },
});

/** Joins class names (strings, conditionals, lists); of two Tailwind classes that clash, the later wins. */
export function cn(...classes: ClassValue[]): string {
  return merge(clsx(classes));
}
