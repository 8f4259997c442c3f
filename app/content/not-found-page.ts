import { paths } from "../../contract/site-paths";
import type { Page } from "./schemas/page";

// The 404 page's text, a module of its own because the root's error boundary shows it on every
// page: importing all of pages.ts there would ship every page's text with each page that hydrates.
export const notFoundPage: Page = {
  title: "Page not found",
  eyebrow: "Error 404",
  heading: "We could not find that page",
  intro: "The page may have moved, or the address may have a typing error. Try one of the links below or search the site.",
  description: "The page you were looking for could not be found on the Deltaforge Energy website.",
  hero: "/art/heroes/not-found.svg",
};

/** The ways on from the 404 page, under its intro. */
export const notFoundLinks = [
  { label: "Home page", href: paths.home },
  { label: "Our services", href: paths.services },
  { label: "Contact us", href: paths.contact },
];
