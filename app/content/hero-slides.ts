import { ownHalf } from "./language";
import { fillCounts } from "./copy-counts";
import dataFile from "./data/hero-slides.json" with { type: "json" };
import type { HeroSlide } from "./schemas/hero-slide";
import { serviceCopy } from "./services";

const data = /* @__PURE__ */ ownHalf(dataFile);

// The home page's five hero slides (spec §2), edited in data/hero-slides.json (or /admin/). The first
// title is the page's h1 and its image the LCP element, so keep slide 1 the company's strongest
// one-line statement. The build checks the file against its schema (data-files.ts).
// `{serviceList}` and `{serviceCount}` are filled here.
export const heroSlides: HeroSlide[] = /* @__PURE__ */ fillCounts(data.slides, serviceCopy);
