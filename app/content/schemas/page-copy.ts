import { z } from "zod";
import { imagePath } from "./common";
import { callToActionBandSchema, sectionHeadingSchema } from "./section";

// The words around the lists of the About, Careers, Contact, Projects and Search pages: section headings,
// leads and button labels, edited in data/*-page.json (or /admin/), so no page writes its own.

const label = z.string().min(2);
// Strict, like the other data files: a misspelt key is an error, not a silently ignored field.
const heading = sectionHeadingSchema.strict();
const withName = z.string().min(5).includes("{name}");
const withOffice = z.string().min(5).includes("{office}");

export const aboutPagesSchema = z.strictObject({
  about: z.strictObject({
    snapshot: heading,
    /** The labels under the four figures; the founding year's is company.json's `foundedLabel`. */
    facts: z.strictObject({ leaders: label, certifications: label, clients: label }),
    readMore: label,
    explore: heading,
    /** The cue at the foot of each card ("Explore"). */
    cardCue: label,
  }),
  whoWeAre: z.strictObject({
    overview: heading,
    /** The picture beside the overview (also the /about snapshot's, shown there without a description). */
    image: imagePath,
    imageAlt: z.string().min(10),
    missionVision: heading,
    values: heading,
  }),
  management: z.strictObject({
    leaders: heading,
    structure: heading,
    /** The leader cards and their bio dialogs; `{name}` is the leader's name. */
    cards: z.strictObject({
      /** The flip toggle's name for screen readers. */
      flip: withName,
      portraitAlt: withName,
      readBio: label,
      /** After `readBio`, for screen readers only. */
      readBioOf: withName,
      close: label,
    }),
  }),
  /** The gallery's jump links (`categoriesNav` names them for screen readers) and its lightbox's buttons. */
  gallery: z.strictObject({ categoriesNav: label, close: label, previous: label, next: label }),
  history: z.strictObject({ timeline: heading }),
  certifications: z.strictObject({ list: heading }),
  /** `{count}` in the lead is replaced by the number of clients. */
  clients: z.strictObject({ list: heading.extend({ lead: z.string().min(20).includes("{count}") }) }),
});
export type AboutPages = z.infer<typeof aboutPagesSchema>;

export const careersPageSchema = z.strictObject({
  /** The hero's button to the openings. */
  heroAction: label,
  benefits: heading,
  openings: heading,
  /** Shown instead of the job cards when there are none. */
  noOpenings: z.string().min(10),
  applyLabel: label,
  postedLabel: label,
  cta: z.strictObject({ title: z.string().min(10), lead: z.string().min(40), emailLabel: label }),
});
export type CareersPage = z.infer<typeof careersPageSchema>;

export const contactPageSchema = z.strictObject({
  /** `lead` asks to pick an office (the tabs); `leadWithoutScript` is read where scripts do not run and every office is shown. */
  offices: sectionHeadingSchema.extend({ leadWithoutScript: z.string().min(20) }).strict(),
  enquiries: heading,
  /** The cue at the foot of each enquiry form's card. */
  enquiryCue: label,
  /** Each office's details and map; `{office}` is the office's name, and the words after the buttons are for screen readers only. */
  office: z.strictObject({
    address: label,
    phone: label,
    email: label,
    /** An office's own opening hours, in its details (only an office that keeps hours of its own). */
    hours: label,
    directions: label,
    directionsTo: withOffice,
    sendEmail: label,
    sendEmailTo: withOffice,
    mapTitle: withOffice,
    /** The name of the row of office tabs. */
    tabList: label,
  }),
  /** The office hours table, with the section's heading. */
  hours: heading.extend({ caption: label, timeZone: label, day: label, hours: label }),
  /** The chat card beside the hours; `newTab` is for screen readers only. */
  chat: z.strictObject({ title: label, text: z.string().min(20), link: label, newTab: label }),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

export const projectsPageSchema = z.strictObject({
  showcase: heading,
  filterLabel: label,
  cta: callToActionBandSchema.strict(),
});
export type ProjectsPage = z.infer<typeof projectsPageSchema>;

/** Texts the search page fills with what was searched, and with a number of results. */
const withTerm = z.string().min(5).includes("{term}");
const withCount = z.string().min(3).includes("{n}");

/** A heading and the sentence under it: one of the search page's states. */
const message = z.strictObject({ title: z.string().min(5), text: z.string().min(40) });

export const searchPageSchema = z.strictObject({
  /** The results page's own search field. */
  refine: z.strictObject({ formLabel: label, label, placeholder: label, button: label }),
  /** No term yet (also the prerendered page). */
  invitation: message,
  /** Nothing matched. */
  empty: message,
  /** The index could not be loaded. */
  failed: message.extend({ retry: label }),
  /** Scripts are off. */
  noScript: message,
  /** The heading of the wide screens' summary beside the results. */
  resultsByPage: label,
  /**
   * The one line under the search field that screen readers announce: `{term}` is what was
   * searched, `{n}` how many results it found ("one" and "other" as the language counts).
   */
  status: z.strictObject({
    idle: label.meta({ description: "Before anything is searched." }),
    searching: withTerm.meta({ description: "While the index loads." }),
    failed: withTerm.meta({ description: "When the index could not be loaded." }),
    none: withTerm.meta({ description: "When nothing matched." }),
    one: withTerm.includes("{n}").meta({ description: "One result (in French also for zero)." }),
    other: withTerm.includes("{n}").meta({ description: "Any other number of results." }),
  }),
  /** Beside each page's heading in the results: how many of them are on that page. */
  pageResults: z.strictObject({ one: withCount, other: withCount }),
});
export type SearchPage = z.infer<typeof searchPageSchema>;
