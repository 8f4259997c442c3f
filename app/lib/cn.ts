import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge, validators } from "tailwind-merge";

const { isAny, isArbitraryValue, isFraction, isNumber, isTshirtSize } = validators;

// tailwind-merge with a focused configuration instead of its default one: the default describes
// every Tailwind utility and costs 8.7 KB gzip on each page that hydrates (2 KB this way, within
// the JavaScript budget of docs/decisions/0006). It lists the kinds of class our components let a
// caller override; a class of any other kind is simply kept, as clsx would. Our theme's own names
// (app/app.css @theme) are included: `text-display` is a size, not a colour.
const length = [isNumber, isFraction, isArbitraryValue, "px", "auto", "full", "screen", "fit", "min", "max"];
const sides = (prefix: string) => ({ [prefix]: length });
const merge = createTailwindMerge(() => ({
  cacheSize: 200,
  theme: {},
  classGroups: {
    display: ["block", "inline-block", "inline", "flex", "inline-flex", "grid", "inline-grid", "contents", "hidden"],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    "font-size": [{ text: ["base", "display", isTshirtSize, isArbitraryValue] }],
    "font-weight": [{ font: ["normal", "medium", "semibold", "bold", "extrabold", "black"] }],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-wrap": [{ text: ["wrap", "nowrap", "balance", "pretty"] }],
    "text-overflow": ["truncate", "text-ellipsis", "text-clip"],
    "text-color": [{ text: [isAny] }],
    "bg-image": [{ "bg-gradient-to": [isAny], "bg-linear-to": [isAny], "bg-radial": [isAny] }],
    "bg-color": [{ bg: [isAny] }],
    "border-w": [{ border: ["", isNumber, isArbitraryValue] }],
    "border-color": [{ border: [isAny] }],
    rounded: [{ rounded: ["", "none", "full", "card", isTshirtSize, isArbitraryValue] }],
    shadow: [{ shadow: ["", "none", "card", "raised", isTshirtSize, isArbitraryValue] }],
    p: [sides("p")],
    px: [sides("px")],
    py: [sides("py")],
    pt: [sides("pt")],
    pr: [sides("pr")],
    pb: [sides("pb")],
    pl: [sides("pl")],
    m: [sides("m")],
    mx: [sides("mx")],
    my: [sides("my")],
    mt: [sides("mt")],
    mr: [sides("mr")],
    mb: [sides("mb")],
    ml: [sides("ml")],
    gap: [sides("gap")],
    w: [sides("w")],
    h: [sides("h")],
    size: [sides("size")],
    "min-h": [sides("min-h")],
    "max-w": [{ "max-w": [...length, "none", "prose", isTshirtSize] }],
    "grid-cols": [{ "grid-cols": [isNumber, "none", "subgrid", isArbitraryValue] }],
    aspect: [{ aspect: ["auto", "square", "video", isFraction, isArbitraryValue] }],
    opacity: [{ opacity: [isNumber, isArbitraryValue] }],
  },
  conflictingClassGroups: {
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
    size: ["w", "h"],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

/** Joins class names (strings, conditionals, lists); of two Tailwind classes that clash, the later wins. */
export function cn(...classes: ClassValue[]): string {
  return merge(clsx(classes));
}
