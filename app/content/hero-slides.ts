import { ownHalf } from "./language";
import dataFile from "./data/hero-slides.json" with { type: "json" };
import type { HeroSlide } from "./schemas/hero-slide";

const data = /* @__PURE__ */ ownHalf(dataFile);

// The home page's five hero slides (spec §2), edited in data/hero-slides.json (or /admin/). The first
// title is the page's h1 and its image the LCP element, so keep slide 1 the company's strongest
// one-line statement. The build checks the file against its schema (data-files.ts).
export const heroSlides: HeroSlide[] = data.slides;
