import type { SitePageKey } from "../../contract/site-paths";
import { notFoundPage } from "./not-found-page";
import type { Page } from "./schemas/page";

/** Every page of the list of pages (contract/site-paths.ts) has its text here; the yard's alias shares the yard's, and the 404 page has its own. */
type PageTextKey = Exclude<SitePageKey, "yardAlias"> | "notFound";

// Heading, intro and meta description of every page. Service detail pages take theirs from services.
export const pages = {
  home: {
    title: "Home",
    eyebrow: "Indigenous energy services",
    heading: "Engineering, fabrication and energy services you can rely on",
    intro:
      "Deltaforge Energy delivers engineering, procurement, fabrication, commissioning, operations and maintenance, technical manpower and petroleum products trading across Nigeria and West Africa.",
    description:
      "Indigenous Nigerian energy services company: engineering, procurement, fabrication, commissioning, O&M, technical manpower and petroleum products trading.",
    hero: "/art/hero/slide-1.svg",
  },
  about: {
    title: "About Us",
    eyebrow: "About Deltaforge",
    heading: "An indigenous company built for Nigeria's energy industry",
    intro:
      "Since 2015 we have grown from a small engineering practice in Lagos into a multi-discipline energy services company with a fabrication yard, a terminal office in Port Harcourt and crews across the Niger Delta.",
    description:
      "Who we are, our leadership, our history, our ISO certifications, our gallery and the clients who trust Deltaforge Energy Services Limited.",
    hero: "/art/heroes/about.svg",
  },
  whoWeAre: {
    title: "Who We Are",
    eyebrow: "About us",
    heading: "Who we are",
    intro:
      "Deltaforge Energy Services Limited is an indigenous Nigerian company serving the upstream, midstream and downstream energy value chain with safe, certified and cost-effective engineering and operations support.",
    description:
      "Company overview, mission, vision and core values of Deltaforge Energy Services Limited, an ISO 9001 and ISO 45001 certified Nigerian energy services company.",
    hero: "/art/heroes/who-we-are.svg",
  },
  management: {
    title: "Management Team",
    eyebrow: "Leadership",
    heading: "Our management team",
    intro:
      "Our leaders bring decades of experience from operating companies, engineering contractors and trading houses, and they answer personally for the safety and quality of every job we deliver.",
    description:
      "Meet the management team of Deltaforge Energy: executive directors and heads of technical services, trading, depot operations, finance and business development.",
    hero: "/art/heroes/management.svg",
  },
  history: {
    title: "Our History",
    eyebrow: "Our journey",
    heading: "From a Lagos engineering practice to a full-service energy partner",
    intro:
      "Founded in 2015, Deltaforge expanded into fabrication, commissioning and trading as clients asked us to take on more of their value chain. These are the milestones along the way.",
    description:
      "The history of Deltaforge Energy Services Limited: foundation in 2015, service expansion in 2018, engineering excellence, recognition and digital innovation.",
    hero: "/art/heroes/history.svg",
  },
  certifications: {
    title: "Certifications",
    eyebrow: "Quality and safety",
    heading: "Certified to international standards",
    intro:
      "Our management systems are certified to ISO 9001:2015 and ISO 45001:2018, our fabrication to ISO 9001:2015 Manufacturing, and our engineers hold current practising licences.",
    description:
      "Deltaforge Energy's certifications: ISO 9001:2015 quality management, ISO 45001:2018 occupational health and safety, practising licence and manufacturing certification.",
    hero: "/art/heroes/certifications.svg",
  },
  gallery: {
    title: "Gallery",
    eyebrow: "Our work in pictures",
    heading: "Gallery",
    intro:
      "A look at our people, equipment, fabrication and construction work, design frameworks, field operations, inspections, instrumentation and training.",
    description:
      "Pictures of Deltaforge Energy's people, equipment, fabrication, field operations, inspection and testing, instrumentation and training programmes.",
    hero: "/art/heroes/gallery.svg",
  },
  clients: {
    title: "Our Clients",
    eyebrow: "Trusted by",
    heading: "Clients who trust us",
    intro:
      "Oil and gas operators, terminal and tank farm owners, refiners, petrochemical producers and infrastructure companies rely on Deltaforge for engineering, fabrication and operations support.",
    description:
      "The oil and gas operators, tank farm owners, refiners and infrastructure companies that Deltaforge Energy Services Limited works for.",
    hero: "/art/heroes/clients.svg",
  },
  services: {
    title: "Our Services",
    eyebrow: "What we do",
    heading: "Services across the energy value chain",
    intro:
      "Seven service lines, one accountable partner: from the first engineering study to fabrication, commissioning, long-term operations, skilled manpower and the supply of petroleum products.",
    description:
      "Engineering, procurement, fabrication and construction, commissioning, operations and maintenance, technical manpower and petroleum products trading.",
    hero: "/art/heroes/services.svg",
  },
  yard: {
    title: "Workshop and Fabrication Yard",
    eyebrow: "Our facility",
    heading: "Workshop and Fabrication Yard",
    intro:
      "Over 6989 m² of covered workshop, blasting and painting shop, CNC machine shop and open laydown area, equipped with overhead cranes and coded welders to fabricate, machine and test in one place.",
    description:
      "Deltaforge's 6989 m² workshop and fabrication yard: 10 and 20 tonne overhead cranes, CNC machine shop, blasting and painting, coded welding to ASME IX.",
    hero: "/art/heroes/yard.svg",
  },
  projects: {
    title: "Projects",
    eyebrow: "Track record",
    heading: "Projects we have delivered",
    intro:
      "Tank farm upgrades in Calabar and Apapa, a modular refinery upgrade, compressor tie-ins, machining, procurement and maintenance: a selection of work for operators and asset owners.",
    description:
      "Selected projects by Deltaforge Energy: tank farm upgrades, a 2500 BPD modular refinery upgrade, compressor tie-in, machining, fabrication and maintenance.",
    hero: "/art/heroes/projects.svg",
  },
  careers: {
    title: "Careers",
    eyebrow: "Join us",
    heading: "Build your career with Deltaforge",
    intro:
      "We hire engineers, technicians, operators and analysts who care about doing the job safely and well, and we invest in their training and certification.",
    description:
      "Current job openings at Deltaforge Energy in Lagos, Port Harcourt and Warri, and the benefits of working with us: training, recognition and a strong team.",
    hero: "/art/heroes/careers.svg",
  },
  contact: {
    title: "Contact Us",
    eyebrow: "Get in touch",
    heading: "Contact our offices",
    intro:
      "Reach our head office in Lagos, our Port Harcourt terminal office or our operator-client liaison office. We answer calls, e-mails and chat messages during office hours.",
    description: "Addresses, phone numbers, e-mail, maps and office hours of Deltaforge Energy's offices in Lagos and Port Harcourt.",
    hero: "/art/heroes/contact.svg",
  },
  quote: {
    title: "Request a Quote",
    eyebrow: "Start a project",
    heading: "Request a quote",
    intro: "Tell us about your project and our engineers will send you a detailed proposal within 24-48 hours.",
    description:
      "Request a quote from Deltaforge Energy for engineering, procurement, construction, operations and maintenance or technical manpower.",
    hero: "/art/heroes/quote.svg",
  },
  vendor: {
    title: "Vendor Registration",
    eyebrow: "Supply chain",
    heading: "Register as a vendor",
    intro:
      "Join our approved vendor list in three steps: submit your details, we verify your company and documents, and on approval you receive a vendor ID.",
    description:
      "Register your company as a Deltaforge Energy vendor: submit your details, pass verification and receive an approved vendor ID.",
    hero: "/art/heroes/vendor.svg",
  },
  partner: {
    title: "Become a Partner",
    eyebrow: "Grow with us",
    heading: "Become a partner",
    intro:
      "We partner with technology owners, distributors and service companies to deliver more for our clients. Tell us how you would like to work together.",
    description: "Propose a strategic alliance, technology, distribution or service partnership with Deltaforge Energy Services Limited.",
    hero: "/art/heroes/partner.svg",
  },
  enquirySent: {
    title: "Enquiry received",
    eyebrow: "Thank you",
    heading: "Your enquiry has arrived",
    intro:
      "Thank you for writing to Deltaforge Energy. Your enquiry is in our inbox and the right team will pick it up on the next working day.",
    description: "Your enquiry to Deltaforge Energy Services Limited has arrived. Here is what happens next and how to reach us meanwhile.",
    hero: "/art/heroes/contact.svg",
  },
  enquiryNotSent: {
    title: "Enquiry not sent",
    eyebrow: "Something went wrong",
    heading: "Your enquiry was not sent",
    intro:
      "We could not take your enquiry just now, so nothing has been stored. Here is what went wrong and how else you can reach us today.",
    description: "Your enquiry to Deltaforge Energy Services Limited could not be sent. Here is what went wrong and how else to reach us.",
    hero: "/art/heroes/contact.svg",
  },
  search: {
    title: "Search",
    eyebrow: "Search the site",
    heading: "Search results",
    intro: "Find services, projects, people, jobs and facilities across the Deltaforge Energy website.",
    description: "Search the Deltaforge Energy website for services, projects, jobs, leaders, certifications, yard facilities and offices.",
    hero: "/art/heroes/search.svg",
  },
  privacy: {
    title: "Privacy Notice",
    eyebrow: "Your personal data",
    heading: "How we handle the personal data you send us",
    intro:
      "What our enquiry forms collect, why we collect it, who receives it, how long we keep it, and how you can ask for a copy or have it erased under the Nigeria Data Protection Act 2023.",
    description:
      "Privacy notice of Deltaforge Energy Services Limited: what our enquiry forms collect, why, who receives it, how long it is kept and how to ask for a copy or erasure.",
    hero: "/art/heroes/contact.svg",
  },
  notFound: notFoundPage,
} satisfies Record<PageTextKey, Page>;

export type PageKey = keyof typeof pages;
