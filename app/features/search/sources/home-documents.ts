import { heroSlides } from "~/content/hero-slides";
import { welcome } from "~/content/home";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { anchored, joinText } from "./text";

/** The home page's hero slides (hero-slides.ts) and welcome statement (home.ts). */
export const homeDocuments: DocumentSource = () => [
  ...heroSlides.map((slide) => ({
    id: `home:slide-${slide.id}`,
    title: slide.title,
    text: joinText(slide.subtitle, slide.description),
    page: pageTitle("home"),
    url: paths.home,
  })),
  {
    id: "home:welcome",
    title: welcome.heading,
    text: joinText(...welcome.paragraphs, ...welcome.highlights),
    page: pageTitle("home"),
    url: anchored(paths.home, "welcome"),
  },
];
