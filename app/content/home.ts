import { ownHalf } from "./language";
import { paths, servicePath } from "../lib/paths";
import dataFile from "./data/home.json" with { type: "json" };
import type { CallToAction, HomeSections, HomeServiceCard, Stat, Welcome } from "./schemas/home";
import type { LinkCopy as Link } from "./schemas/section";
import { company } from "./company";
import { fillCounts } from "./copy-counts";
import { serviceCopy, services } from "./services";

const data = /* @__PURE__ */ ownHalf(dataFile);

// Copy of the home page below the hero, edited in data/home.json (or /admin/); the build checks the file
// against its schema (data-files.ts). Slides live in hero-slides.ts; clients and projects in their own modules.

export const welcome: Welcome = data.welcome;

/** The hero's buttons: Get Started leads to the services overview, Contact to the contact page, then the profile PDF. */
export const heroActions: { primary: Link; secondary: Link; profile: Link; profileBadge: string } = {
  primary: { label: data.hero.primaryLabel, href: paths.services },
  secondary: { label: data.hero.secondaryLabel, href: paths.contact },
  profile: { label: data.hero.profileLabel, href: company.profilePdf },
  profileBadge: data.hero.profileBadge,
};

/** The home overview shows the first six services of data/services.json (their order is the editor's); "View all" leads to the rest. */
export const homeServiceCardCount = 6;

// Marked pure so a browser bundle that imports only the copy below leaves services.ts out.
export const homeServiceCards: HomeServiceCard[] = /* @__PURE__ */ (() =>
  services.slice(0, homeServiceCardCount).map(({ id, title, summary, image }) => ({
    id,
    title,
    description: summary,
    image,
    path: servicePath(id),
  })))();

export const impactStats: Stat[] = data.stats;

export const homeCallToAction: CallToAction = {
  heading: data.callToAction.heading,
  text: data.callToAction.text,
  primary: { label: data.callToAction.primaryLabel, href: paths.quote },
  secondary: { label: data.callToAction.secondaryLabel, href: paths.contact },
};

export const homeSections: HomeSections = /* @__PURE__ */ fillCounts(data.sections, serviceCopy);
