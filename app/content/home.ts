import { paths, servicePath, type ServiceId } from "../../contract/site-paths";
import type { CallToAction, HomeSections, HomeServiceCard, Stat, Welcome } from "./schemas/home";
import { getService } from "./services";

// Copy of the home page below the hero. Slides live in hero-slides.ts; clients and projects in their own modules.

export const welcome: Welcome = {
  eyebrow: "Welcome to Deltaforge Energy",
  heading: "Indigenous expertise across the whole energy value chain",
  paragraphs: [
    "Deltaforge Energy Services Limited serves oil and gas operators, petrochemical plants and infrastructure owners from the wellhead to the loading gantry: one accountable Nigerian partner from first drawing to safe, steady operation.",
  ],
  highlights: [
    "ISO 9001:2015 and ISO 45001:2018 certified",
    "Own fabrication yard with coded welders and CNC machining",
    "Certified crews across the Niger Delta, onshore and offshore",
  ],
  image: "/art/about/overview.svg",
  imageAlt: "Deltaforge crew in safety gear in front of a fabrication shop, storage tank, process column and flare",
};

// Trading has its own band on the services page; the home overview shows the six engineering and
// operations lines, which is what most first-time visitors (operators and EPC clients) come for.
const cardServices: ServiceId[] = ["engineering", "procurement", "fabrication", "commissioning", "operations", "manpower"];

// Marked pure so a browser bundle that imports only the copy below leaves services.ts out.
export const homeServiceCards: HomeServiceCard[] = /* @__PURE__ */ cardServices.map((id) => {
  const service = getService(id);
  return { id, title: service.title, description: service.summary, image: service.image, path: servicePath(id) };
});

export const impactStats: Stat[] = [
  { number: 150, suffix: "+", label: "Projects Completed" },
  { number: 25, suffix: "+", label: "Years Experience" },
  { number: 500, suffix: "+", label: "Satisfied Clients" },
  { number: 99, suffix: "%", label: "Success Rate" },
];

export const homeCallToAction: CallToAction = {
  heading: "Have a project in mind? Let's talk.",
  text: "Share your scope and schedule, and our engineers will come back with a detailed proposal within 24-48 hours.",
  primary: { label: "Request Quote", href: paths.quote },
  secondary: { label: "Contact Us", href: paths.contact },
};

export const homeSections: HomeSections = {
  services: {
    eyebrow: "What we do",
    title: "Service Overview",
    lead: "Six service lines, one accountable team, from design to operation.",
  },
  impact: {
    eyebrow: "Track record",
    title: "Our Impact in Numbers",
    lead: "The record our engineers and crews are measured by.",
  },
  projects: {
    eyebrow: "Recent work",
    title: "Latest Projects",
    lead: "Tank farms, refining, compression and corrosion protection.",
  },
  clients: {
    eyebrow: "Trusted by",
    title: "Our Clients",
    lead: "Operators and service companies across the value chain.",
  },
};
