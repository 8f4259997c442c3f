import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../contract/languages";
import { sitePages, sitePaths, servicePath, textPagePath, textPageSections, type TextPageSection } from "../../contract/site-paths";
import { halfProblems, jsonSchemaOf, languageNames } from "./content-languages";
import { withEnglish } from "./language";
import { countNames, statedNumbers, type CopyCounts, type CountName } from "./copy-counts";
import { benefitSchema } from "./schemas/benefit";
import { certificationSchema } from "./schemas/certification";
import { clientEntrySchema, sectorLabelsSchema } from "./schemas/client";
import { companySchema } from "./schemas/company";
import { companyProfileSchema, coreValueSchema } from "./schemas/company-profile";
import { galleryCategorySchema } from "./schemas/gallery";
import { enquiryFormsFileSchemaIn } from "./schemas/enquiry-form";
import { enquiryResultsSchema } from "./schemas/enquiry-result";
import { acknowledgementMailSchema } from "./schemas/acknowledgement-mail";
import { glossaryTermSchema } from "./schemas/glossary";
import { heroSlideSchema } from "./schemas/hero-slide";
import { timelineEntrySchema } from "./schemas/history";
import { heroActionsSchema, homeSectionsSchema, statSchema, welcomeSchema } from "./schemas/home";
import { jobEntrySchemaIn, jobTypeLabelsSchema } from "./schemas/job";
import { managementStructureFileSchema } from "./schemas/management-structure";
import { leaderSchema, leadersOf } from "./schemas/leader";
import { headOfficeId, officeHoursSchema, officeSchema } from "./schemas/office";
import { aboutPagesSchema, careersPageSchema, contactPageSchema, projectsPageSchema, searchPageSchema } from "./schemas/page-copy";
import { notFoundPageSchema, pagesSchema } from "./schemas/page";
import { profileDocumentSchema } from "./schemas/profile-document";
import { privacySchema, privacySectionSchema, privacyTopics } from "./schemas/privacy";
import { categoryLabelsSchema, projectSchema } from "./schemas/project";
import { serviceSchema, serviceStatSchema } from "./schemas/service";
import { siteLabelsSchema } from "./schemas/site-labels";
import { actionSchema, ctaSectionSchema, mediaSectionSchema } from "./schemas/service-page";
import { yardGroupSchema, yardHighlightSchema, yardSchema } from "./schemas/yard";
import { movedAddressSchema } from "./schemas/moved-address";
import { textPageSchema } from "./schemas/text-page";
import { publishedPathsFile, readPublishedPaths } from "./published-paths";
import { newsLabelsSchema, newsPostSchema, type NewsPost } from "./schemas/news";
import { newsPathsIn } from "./news";

/** Where the content files live: the modules of app/content/ import them, /admin/ writes them. */
export const dataDir = "app/content/data";

/** A list whose entries' `key` is unique: two jobs with one id would share a /careers# anchor. */
function uniqueList<T extends z.ZodObject>(entry: T, key: keyof z.infer<T> & string) {
  return z.array(entry).check((ctx) => {
    const seen = new Set<unknown>();
    ctx.value.forEach((item, index) => {
      const value = (item as Record<string, unknown>)[key];
      if (seen.has(value))
        ctx.issues.push({ code: "custom", message: `${key} "${String(value)}" is used twice`, input: value, path: [index, key] });
      seen.add(value);
    });
  });
}

const position = {
  lat: z.number().min(-90).max(90).meta({ title: "Latitude" }),
  lon: z.number().min(-180).max(180).meta({ title: "Longitude" }),
};

/** A figure's one-line summary in the editor's lists: "250+ Projects completed". */
const statSummary = "{{fields.number}}{{fields.suffix}} {{fields.label}}";

/** The editor's collections (scripts/cms/config.ts labels them): each data file is in one. */
export type CmsCollection = "pages" | "company" | "enquiries" | "careers" | "work" | "home" | "services" | "about" | "news";

/**
 * A content file, registered once: its path under `dataDir`, the schema of what one language's half
 * stores (the build checks each half against it; the editor's fields are derived from it), and where
 * the editor shows it (its collection and its label there). A new file is one entry here plus the
 * module that imports it. Every file holds `{ "en": …, "fr": … }` (Decap's i18n `single_file`,
 * docs/decisions/0018). Where a language writes a value its own way (a job's experience, the
 * rate-limit message), the schema is a function of the language; the editor's fields come from the
 * English one.
 */
export type DataFile = {
  file: string;
  collection: CmsCollection;
  label: string;
  schema: z.ZodType | ((language: Language) => z.ZodType);
  /**
   * Entries of a list that exist in the default language only (a news post marked English only):
   * the other halves' checks skip them, as those languages' pages leave them out.
   */
  defaultLanguageOnly?: { list: string; when: (entry: Record<string, unknown>) => boolean };
};

/** The schema of one language's half of a content file. */
export const halfSchema = ({ schema }: Pick<DataFile, "schema">, language: Language = DEFAULT_LANGUAGE): z.ZodType =>
  typeof schema === "function" ? schema(language) : schema;

/**
 * Each data file with the schema of what it stores (the modules add what they derive, such as a
 * job's apply link or a project's client name). Counts: the layout's invariants of spec §9 are exact
 * (`.length`); lists the company grows (jobs, projects, clients, certificates, milestones, gallery)
 * have a floor, so adding a job or a project through /admin/ builds.
 */
export const dataFiles: DataFile[] = [
  {
    file: "company.json",
    collection: "company",
    label: "Company details and phone numbers",
    schema: companySchema.omit({ profilePdf: true, chatUrl: true }).strict(),
  },
  {
    file: "offices.json",
    collection: "company",
    label: "Offices and opening hours",
    schema: z.strictObject({
      headOffice: z
        .strictObject({ name: z.string().min(5), proseName: officeSchema.shape.proseName, ...position })
        .meta({ title: "Head office (its address, phones and email are the company's)" }),
      branches: z
        .array(
          officeSchema
            .omit({ mapUrl: true, directionsUrl: true })
            .extend({
              id: officeSchema.shape.id.refine((id) => id !== headOfficeId, `"${headOfficeId}" is the head office's`),
              ...position,
            })
            .strict(),
        )
        .min(1)
        .check((ctx) => {
          ctx.value.forEach((office, index) => {
            if (ctx.value.findIndex((other) => other.id === office.id) !== index)
              ctx.issues.push({ code: "custom", message: `id "${office.id}" is used twice`, input: office.id, path: [index, "id"] });
          });
        })
        .meta({ title: "Other offices", summary: "{{fields.name}}" }),
      hours: z.array(officeHoursSchema.strict()).min(1).meta({ title: "Opening hours (every office that keeps no hours of its own)" }),
    }),
  },
  {
    file: "hero-slides.json",
    collection: "home",
    label: "Hero slides",
    schema: z.strictObject({ slides: uniqueList(heroSlideSchema.strict(), "id").length(5) }),
  },
  {
    file: "home.json",
    collection: "home",
    label: "Welcome, numbers and sections",
    schema: z.strictObject({
      hero: heroActionsSchema.strict(),
      welcome: welcomeSchema.strict(),
      stats: z.array(statSchema.strict()).length(4).meta({ title: "Our impact in numbers", summary: statSummary }),
      sections: homeSectionsSchema,
      callToAction: z.strictObject({
        heading: z.string().min(10),
        text: z.string().min(40),
        primaryLabel: z.string().min(3),
        secondaryLabel: z.string().min(3),
      }),
    }),
  },
  {
    file: "services.json",
    collection: "services",
    label: "Services: cards and detail pages",
    schema: z.strictObject({
      services: uniqueList(serviceSchema.extend({ page: serviceSchema.shape.page.strict() }).strict(), "id")
        .min(1)
        .meta({ summary: "{{fields.title}}" }),
    }),
  },
  {
    file: "services-page.json",
    collection: "services",
    label: "Services page text and numbers",
    schema: z.strictObject({
      cards: z.strictObject({ eyebrow: z.string().min(3), title: z.string().min(3), lead: z.string().min(40), cardCue: z.string().min(3) }),
      statsTitle: z.string().min(3),
      workshop: mediaSectionSchema.meta({ title: "Workshop" }),
      cta: ctaSectionSchema,
      stats: z.array(serviceStatSchema.strict()).length(3).meta({ title: "Numbers", summary: statSummary }),
      /** The words every service detail page shares; `{service}` in the help text is the service's name. */
      detail: z.strictObject({
        eyebrow: z.string().min(3),
        navTitle: z.string().min(3),
        overviewLabel: z.string().min(3),
        glanceTitle: z.string().min(3),
        help: z.strictObject({ title: z.string().min(3), text: z.string().min(20).includes("{service}"), action: actionSchema.strict() }),
      }),
    }),
  },
  {
    file: "yard.json",
    collection: "services",
    label: "Page: Workshop and fabrication yard",
    schema: z.strictObject({
      page: yardSchema.strict(),
      highlights: z.array(yardHighlightSchema.strict()).length(5).meta({ summary: "{{fields.figure}} {{fields.title}}" }),
      groups: uniqueList(yardGroupSchema.strict(), "slug").length(14),
    }),
  },
  {
    file: "projects.json",
    collection: "work",
    label: "Projects",
    schema: z.strictObject({
      projects: uniqueList(projectSchema.omit({ client: true, logo: true, categoryLabel: true }).strict(), "id")
        .min(4)
        .meta({ summary: "{{fields.title}} ({{fields.year}})" }),
      categories: categoryLabelsSchema,
    }),
  },
  { file: "pages.json", collection: "pages", label: "Every page's heading, intro and description", schema: pagesSchema },
  { file: "not-found-page.json", collection: "pages", label: "Page not found and error page", schema: notFoundPageSchema },
  { file: "enquiry-forms.json", collection: "enquiries", label: "Quote, vendor and partner forms", schema: enquiryFormsFileSchemaIn },
  { file: "enquiry-results.json", collection: "enquiries", label: "Enquiry sent and not sent pages", schema: enquiryResultsSchema },
  {
    file: "acknowledgement-mail.json",
    collection: "enquiries",
    label: "Acknowledgement e-mail to the enquirer",
    schema: acknowledgementMailSchema,
  },
  { file: "projects-page.json", collection: "work", label: "Projects page text", schema: projectsPageSchema },
  { file: "about-pages.json", collection: "about", label: "About pages text", schema: aboutPagesSchema },
  {
    file: "company-profile.json",
    collection: "about",
    label: "Who we are: overview, mission, vision and values",
    schema: companyProfileSchema
      .extend({ coreValues: z.array(coreValueSchema.strict()).min(4).meta({ title: "Core values", summary: "{{fields.title}}" }) })
      .strict(),
  },
  { file: "careers-page.json", collection: "careers", label: "Careers page text", schema: careersPageSchema },
  { file: "contact-page.json", collection: "company", label: "Contact page text", schema: contactPageSchema },
  { file: "search-page.json", collection: "company", label: "Search page text", schema: searchPageSchema },
  { file: "profile-document.json", collection: "company", label: "Company profile PDF", schema: profileDocumentSchema },
  {
    file: "glossary.json",
    collection: "pages",
    label: "Glossary: one term for each service, certificate, role and trade word",
    schema: z.strictObject({
      terms: uniqueList(glossaryTermSchema, "id").min(1).meta({ summary: "{{fields.kind}}: {{fields.id}} {{fields.term}}" }),
    }),
  },
  {
    file: "moved-addresses.json",
    collection: "pages",
    label: "Moved addresses (permanent redirects)",
    schema: z.strictObject({
      moved: uniqueList(movedAddressSchema, "from").meta({ title: "Moved pages", summary: "{{fields.from}} → {{fields.to}}" }),
    }),
  },
  {
    file: "text-pages.json",
    collection: "pages",
    label: "Pages with text",
    schema: z.strictObject({
      pages: uniqueList(textPageSchema.strict(), "id")
        .check((ctx) => {
          ctx.value.forEach((page, index) => {
            if (page.menu === "none" && !page.footer)
              ctx.issues.push({
                code: "custom",
                message: "is linked from nowhere: pick a menu or the footer",
                input: page,
                path: [index, "menu"],
              });
          });
        })
        .meta({ title: "Pages", summary: "{{fields.title}}" }),
    }),
  },
  {
    file: "site-labels.json",
    collection: "pages",
    label: "Header, footer, search box, slideshow and card labels",
    schema: siteLabelsSchema,
  },
  {
    file: "clients.json",
    collection: "work",
    label: "Clients",
    schema: z.strictObject({ clients: uniqueList(clientEntrySchema.strict(), "id").min(10), sectors: sectorLabelsSchema }),
  },
  {
    file: "management-structure.json",
    collection: "about",
    label: "Management structure and committees",
    schema: managementStructureFileSchema,
  },
  {
    file: "leaders.json",
    collection: "about",
    label: "Management team",
    schema: z.strictObject({
      leaders: leadersOf(leaderSchema.strict()).meta({ summary: "{{fields.name}}, {{fields.position}}" }),
    }),
  },
  {
    file: "history.json",
    collection: "about",
    label: "History",
    schema: z.strictObject({
      milestones: uniqueList(timelineEntrySchema.strict(), "id").min(1).meta({ summary: "{{fields.year}} {{fields.title}}" }),
    }),
  },
  {
    file: "certifications.json",
    collection: "about",
    label: "Certifications",
    schema: z.strictObject({ certifications: uniqueList(certificationSchema.strict(), "id").min(1) }),
  },
  {
    file: "gallery.json",
    collection: "about",
    label: "Gallery",
    schema: z.strictObject({ categories: uniqueList(galleryCategorySchema.strict(), "slug").min(1) }),
  },
  {
    file: "jobs.json",
    collection: "careers",
    label: "Job openings",
    schema: (language: Language) =>
      z.strictObject({
        jobs: uniqueList(jobEntrySchemaIn(language).strict(), "id")
          .min(1)
          .meta({ title: "Openings", summary: "{{fields.title}} ({{fields.location}})" }),
        types: jobTypeLabelsSchema,
      }),
  },
  {
    file: "benefits.json",
    collection: "careers",
    label: "Why work with us",
    schema: z.strictObject({ benefits: uniqueList(benefitSchema.strict(), "id").length(3) }),
  },
  {
    file: "news.json",
    collection: "news",
    label: "News posts",
    schema: z.strictObject({
      posts: uniqueList(newsPostSchema.strict(), "slug").meta({ title: "Posts", summary: "{{fields.date}} {{fields.title}}" }),
      labels: newsLabelsSchema.meta({ title: "Words of the news pages" }),
    }),
    defaultLanguageOnly: { list: "posts", when: (post) => post.englishOnly === true },
  },
  {
    file: "privacy.json",
    collection: "company",
    label: "Privacy notice",
    schema: z.strictObject({
      updated: privacySchema.shape.updated,
      sections: uniqueList(privacySectionSchema.strict(), "id").length(privacyTopics.length),
    }),
  },
];

type Path = readonly PropertyKey[];

function valueAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );
}

/**
 * `en.jobs[1] "manual-machinist", field "title"`: the half's language, the entry by its position and
 * its own id, then the field (`fr, field "services.intro"` outside any list).
 */
function describe(data: unknown, path: Path, language: Language): string {
  let entry: string = language;
  let field: string[] = [];
  path.forEach((key, index) => {
    if (typeof key === "number") {
      const item = valueAt(data, path.slice(0, index + 1)) as Record<string, unknown> | undefined;
      const name = item?.id ?? item?.slug ?? item?.title ?? item?.name;
      entry = `${[entry, ...field].join(".")}[${key}]${typeof name === "string" ? ` "${name}"` : ""}`;
      field = [];
    } else field.push(String(key));
  });
  return [entry, field.length > 0 ? `field "${field.join(".")}"` : ""].filter(Boolean).join(", ");
}

/** Every string in the data, with its path. */
function strings(value: unknown, path: Path = []): { value: string; path: Path }[] {
  if (typeof value === "string") return [{ value, path }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, [...path, index]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, [...path, key]));
  return [];
}

type Parsed = { file: string; name: string; schema: DataFile["schema"]; data?: unknown; error?: string };

/** A file's half in a language, as far as it could be read. */
const halfOf = (entry: Pick<Parsed, "data"> | undefined, language: Language): unknown =>
  (entry?.data as Partial<Record<Language, unknown>> | undefined)?.[language];

/** A list of a file's English half (`clients`, `services`), as far as it could be read. */
function englishList(parsed: Parsed[], file: string, list: string): unknown[] | undefined {
  const items = (
    halfOf(
      parsed.find((entry) => entry.file === file),
      DEFAULT_LANGUAGE,
    ) as Record<string, unknown> | undefined
  )?.[list];
  return Array.isArray(items) ? items : undefined;
}

/** The ids of a list's entries, as far as it could be read. */
const listIds = (parsed: Parsed[], file: string, list: string): string[] =>
  (englishList(parsed, file, list) ?? []).map((item) => String((item as { id?: unknown } | undefined)?.id ?? ""));

/** The pages with text's addresses, as far as text-pages.json could be read (its sections and ids are the English half's). */
const textPagePaths = (parsed: Parsed[]): string[] =>
  (englishList(parsed, "text-pages.json", "pages") ?? []).flatMap((item) => {
    const { id, section } = (item ?? {}) as { id?: unknown; section?: unknown };
    return typeof id === "string" && typeof section === "string" && (textPageSections as readonly string[]).includes(section)
      ? [textPagePath(section as TextPageSection, id)]
      : [];
  });

type Known = {
  clientIds: Set<string>;
  projectIds: Set<string>;
  serviceIds: string[];
  pages: Set<string>;
  counts: CopyCounts;
  serviceNames: Record<Language, string[]>;
  officeNames: Record<Language, string[]>;
};

/** The offices' names in a sentence (`proseName`) in a language, the head office first, as far as offices.json could be read. */
function officeNames(parsed: Parsed[], language: Language): string[] {
  const half = halfOf(
    parsed.find((entry) => entry.file === "offices.json"),
    language,
  ) as { headOffice?: { proseName?: unknown }; branches?: { proseName?: unknown }[] } | undefined;
  return [half?.headOffice, ...(Array.isArray(half?.branches) ? half.branches : [])].flatMap((office) =>
    typeof office?.proseName === "string" ? [office.proseName] : [],
  );
}

/** The services' names in a sentence (`proseName`) in a language, as far as services.json could be read. */
function serviceNames(parsed: Parsed[], language: Language): string[] {
  const services = (
    halfOf(
      parsed.find((entry) => entry.file === "services.json"),
      language,
    ) as { services?: { proseName?: unknown }[] } | undefined
  )?.services;
  return Array.isArray(services) ? services.flatMap((service) => (typeof service?.proseName === "string" ? [service.proseName] : [])) : [];
}

/** What joins the entries of a list in copy: a comma, "and" or "or" ("et", "ou"), or a comma and one of them. */
const listSeparator: Record<Language, RegExp> = {
  en: /^(\s*,\s*((and|or)\s+)?|\s+(and|or)\s+)$/i,
  fr: /^(\s*,\s*((et|ou)\s+)?|\s+(et|ou)\s+)$/i,
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The services a string lists by hand, when it joins three or more of their names into one list
 * ("engineering, procurement and fabrication"): a list that goes stale when a service is added.
 * Names apart from each other ("from engineering and fabrication to commissioning") are not a list.
 */
function handListed(value: string, names: readonly string[], language: Language, least = 3): string[] {
  if (names.length === 0) return [];
  // Longest names first, so "operations and maintenance" is one name, not "operations" and another.
  // Letters, not \b: French names begin and end with accented letters ("ingénierie", "négoce").
  const pattern = new RegExp(
    `(?<![\\p{L}\\d])(${[...names]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|")})(?![\\p{L}\\d])`,
    "giu",
  );
  let run: { name: string; end: number }[] = [];
  for (const match of value.matchAll(pattern)) {
    const last = run.at(-1);
    if (last && !listSeparator[language].test(value.slice(last.end, match.index))) {
      if (new Set(run.map((item) => item.name)).size >= least) break;
      run = [];
    }
    run.push({ name: match[0].toLowerCase(), end: match.index + match[0].length });
  }
  const listed = [...new Set(run.map((item) => item.name))];
  return listed.length >= least ? listed : [];
}

/** The counts copy can state or name, from the data as parsed (the halves' lists are the same length, halfProblems checks). */
function copyCounts(parsed: Parsed[]): CopyCounts {
  const branches = englishList(parsed, "offices.json", "branches")?.length;
  return {
    serviceCount: englishList(parsed, "services.json", "services")?.length,
    officeCount: branches === undefined ? undefined : branches + 1,
    projectCount: englishList(parsed, "projects.json", "projects")?.length,
    leaderCount: englishList(parsed, "leaders.json", "leaders")?.length,
  };
}

/**
 * What copy says it counts, per language, and which count that is: "seven service lines" and
 * "sept domaines d’activité" are the number of services.
 */
const countedNouns: Record<Language, Record<string, CountName>> = {
  en: {
    "service line": "serviceCount",
    "service lines": "serviceCount",
    services: "serviceCount",
    offices: "officeCount",
    projects: "projectCount",
    leaders: "leaderCount",
  },
  fr: {
    "domaine d’activité": "serviceCount",
    "domaines d’activité": "serviceCount",
    "domaines d'activité": "serviceCount",
    services: "serviceCount",
    bureaux: "officeCount",
    projets: "projectCount",
    dirigeants: "leaderCount",
  },
};
/** A number in words or digits, then a counted noun: French numbers run to "soixante et onze", "quatre-vingt-dix-neuf". */
const numberWords: Record<Language, string> = { en: "[a-z]+(?:-[a-z]+)?|\\d+", fr: "(?:\\p{L}+(?:-| et ))*\\p{L}+|\\d+" };
const statedCount = Object.fromEntries(
  Object.entries(countedNouns).map(([language, nouns]) => [
    language,
    new RegExp(`(?<![\\p{L}\\d])(${numberWords[language as Language]}) (${Object.keys(nouns).join("|")})(?![\\p{L}])`, "giu"),
  ]),
) as Record<Language, RegExp>;
/** The noun a count message names for what the data counts. */
const countedName: Record<CountName, string> = {
  serviceCount: "services",
  officeCount: "offices",
  projectCount: "projects",
  leaderCount: "leaders",
  count: "entries in this section",
};

/** The number of entries of the service page section a path is in (`{count}` there), if it is in one. */
function sectionCount(data: unknown, path: Path): number | undefined {
  const at = path.indexOf("sections");
  if (at < 0 || typeof path[at + 1] !== "number") return undefined;
  const section = valueAt(data, path.slice(0, at + 2)) as Record<string, unknown> | undefined;
  const entries = ["items", "steps", "groups", "features", "credentials"].map((key) => section?.[key]).find(Array.isArray);
  return entries?.length;
}

/**
 * Copy that states a count the data contradicts ("Seven service lines" with eight services) in its
 * language, and count placeholders that nothing fills. In a service page's section, a stated count
 * is the section's own (`{count}`): "Twenty-five services our engineers deliver" above 25 entries.
 */
function countProblems(value: string, counts: CopyCounts, inSection: number | undefined, language: Language): string[] {
  const problems: string[] = [];
  for (const [, name] of value.matchAll(/\{(\w+Count)\}/g)) {
    const key = name!.charAt(0).toLowerCase() + name!.slice(1);
    if (!(countNames as readonly string[]).includes(key))
      problems.push(`{${name}} is not a count the data fills (${countNames.map((n) => `{${n}}`).join(", ")})`);
  }
  for (const [said, number, noun] of value.matchAll(statedCount[language])) {
    const stated = statedNumbers[language].get(number!.toLowerCase());
    const key: CountName = inSection === undefined ? countedNouns[language][noun!.toLowerCase()]! : "count";
    const actual = inSection ?? counts[key];
    if (stated === undefined || actual === undefined || stated === actual) continue;
    const placeholder = `{${key.charAt(0).toUpperCase()}${key.slice(1)}} or {${key}}`;
    problems.push(
      `says "${said}" but the data has ${actual} ${countedName[key]}: write ${placeholder}, which the build fills from the data`,
    );
  }
  return problems;
}

/**
 * French typography the editor's keyboard does not give: a no-break space (U+00A0) before : ; ! ?
 * and the typographic apostrophe. A plain space there lets a line break before the colon.
 */
function typographyProblems(value: string, language: Language): string[] {
  if (language !== "fr") return [];
  const problems: string[] = [];
  const spaced = value.match(/\S* [:;!?]/);
  if (spaced) problems.push(`"${spaced[0]}": French puts a no-break space (U+00A0) before ${spaced[0].slice(-1)}, not a space`);
  const apostrophe = value.match(/\p{L}'\p{L}/u);
  if (apostrophe) problems.push(`"${apostrophe[0]}": French writes the apostrophe ’, not '`);
  return problems;
}

/** What no schema can see in a half: pictures that are not in public/, links to pages that do not exist, projects of unknown clients. */
function references(
  file: string,
  data: unknown,
  language: Language,
  { clientIds, projectIds, serviceIds, pages, counts, serviceNames, officeNames }: Known,
  publicDir: string,
): { path: Path; message: string }[] {
  const found = strings(data).flatMap(({ value, path }) => {
    const inSection = file === "services.json" ? sectionCount(data, path) : undefined;
    const miscounted = [...countProblems(value, counts, inSection, language), ...typographyProblems(value, language)].map((message) => ({
      path,
      message,
    }));
    if (miscounted.length > 0) return miscounted;
    // Offices are few: two of their names joined by hand already leave the next office out.
    const offices = file === "offices.json" ? [] : handListed(value, officeNames[language], language, 2);
    if (offices.length > 0)
      return [
        {
          path,
          message: `lists offices by hand (${offices.map((name) => `"${name}"`).join(", ")}): write {officeList} (or {OfficeList}), which the build fills with every office's "proseName" from offices.json`,
        },
      ];
    const listed = handListed(value, serviceNames[language], language);
    if (listed.length > 0)
      return [
        {
          path,
          message: `lists services by hand (${listed.map((name) => `"${name}"`).join(", ")}): write {serviceList} (or {ServiceList}), which the build fills with every service's "proseName" from services.json`,
        },
      ];
    if (/^\/(art|photos)\//.test(value) && !existsSync(join(publicDir, value)))
      return [{ path, message: `picture ${value} is not in public/` }];
    if (path.at(-1) === "href" && !pages.has(value.split("#")[0]!)) return [{ path, message: `${value} is not a page of the site` }];
    return [];
  });
  if (file === "projects.json") {
    const projects = (data as { projects?: { clientId?: string }[] }).projects ?? [];
    projects.forEach((project, index) => {
      if (project.clientId && !clientIds.has(project.clientId)) {
        found.push({ path: ["projects", index, "clientId"], message: `no client "${project.clientId}" in clients.json` });
      }
    });
  }
  // The ids are the same in every half: told once, in the English.
  if (file === "news.json" && language === DEFAULT_LANGUAGE) {
    const posts = (data as { posts?: { projectId?: string; serviceId?: string }[] }).posts ?? [];
    posts.forEach((post, index) => {
      if (post.projectId && !projectIds.has(post.projectId))
        found.push({ path: ["posts", index, "projectId"], message: `no project "${post.projectId}" in projects.json` });
      if (post.serviceId && !serviceIds.includes(post.serviceId))
        found.push({ path: ["posts", index, "serviceId"], message: `no service "${post.serviceId}" in services.json` });
    });
  }
  if (file === "moved-addresses.json" && language === DEFAULT_LANGUAGE) {
    // An old address that is a page again would never be served; a new one that is no page redirects to the 404 page.
    const moved = (data as { moved?: { from?: string; to?: string }[] }).moved ?? [];
    moved.forEach(({ from, to }, index) => {
      if (from && pages.has(from))
        found.push({ path: ["moved", index, "from"], message: `${from} is a page of the site: remove this entry to serve the page` });
      if (to && !pages.has(to)) found.push({ path: ["moved", index, "to"], message: `${to} is not a page of the site` });
    });
  }
  if (file === "text-pages.json" && language === DEFAULT_LANGUAGE) {
    // A page with text must not take the address of another page (/about/management, a service's page).
    const taken = new Set(sitePaths(serviceIds));
    const textPages = (data as { pages?: { id?: string; section?: TextPageSection }[] }).pages ?? [];
    textPages.forEach((page, index) => {
      const path = page.id && page.section ? textPagePath(page.section, page.id) : undefined;
      if (path && taken.has(path)) found.push({ path: ["pages", index, "id"], message: `${path} is already another page's address` });
    });
  }
  if (file === "services.json" && language === DEFAULT_LANGUAGE) {
    // A service's page must not take the address of another page (/services/fabrication-yard is the yard's).
    const taken = new Set(Object.values(sitePages).map((page) => page.path));
    const services = (data as { services?: { id?: string }[] }).services ?? [];
    services.forEach((service, index) => {
      if (service.id && taken.has(servicePath(service.id)))
        found.push({ path: ["services", index, "id"], message: `${servicePath(service.id)} is already another page's address` });
    });
  }
  return found;
}

/**
 * One half's problems: what its schema refuses, what it lacks or changes against the English half
 * (content-languages.ts: a missing French field names the file and the field), what no schema sees.
 * A field missing in French is told once, with its English.
 */
function halfIssues(entry: Parsed, language: Language, known: Known, publicDir: string): { path: Path; message: string }[] {
  const only = language === DEFAULT_LANGUAGE ? undefined : dataFiles.find(({ file }) => file === entry.file)?.defaultLanguageOnly;
  if (!only) return checkedHalf(entry, language, known, publicDir, halfOf(entry, DEFAULT_LANGUAGE), halfOf(entry, language));
  // The entries the language shows, checked as if they were the whole list; paths name their place in the file.
  const english = halfOf(entry, DEFAULT_LANGUAGE) as Record<string, unknown> | undefined;
  const half = halfOf(entry, language) as Record<string, unknown> | undefined;
  const list = english?.[only.list];
  if (!Array.isArray(list) || !half || typeof half !== "object") return checkedHalf(entry, language, known, publicDir, english, half);
  const kept = list.flatMap((item, index) =>
    item && typeof item === "object" && only.when(item as Record<string, unknown>) ? [] : [index],
  );
  const pick = (items: unknown) =>
    Array.isArray(items) ? kept.filter((index) => index < items.length).map((index) => items[index]) : items;
  return checkedHalf(
    entry,
    language,
    known,
    publicDir,
    { ...english, [only.list]: pick(list) },
    { ...half, [only.list]: pick(half[only.list]) },
  ).map(({ path, message }) => ({
    path: path[0] === only.list && typeof path[1] === "number" ? [only.list, kept[path[1]] ?? path[1], ...path.slice(2)] : path,
    message,
  }));
}

function checkedHalf(
  entry: Parsed,
  language: Language,
  known: Known,
  publicDir: string,
  english: unknown,
  data: unknown,
): { path: Path; message: string }[] {
  const schema = halfSchema(entry, language);
  const parity = language === DEFAULT_LANGUAGE ? [] : halfProblems(jsonSchemaOf(halfSchema(entry)), english, data, languageNames[language]);
  const told = new Set(parity.map(({ path }) => JSON.stringify(path)));
  // The half as the build reads it: what it leaves to the English filled in (language.ts).
  const read = language === DEFAULT_LANGUAGE ? data : withEnglish(english, data);
  const result = schema.safeParse(read);
  const issues = result.success
    ? []
    : result.error.issues
        .map((issue) => ({
          path: issue.path as Path,
          message: valueAt(read, issue.path) === undefined ? "required, missing" : issue.message,
        }))
        .filter(({ path }) => !told.has(JSON.stringify(path)));
  return [...parity, ...issues, ...(read === undefined ? [] : references(entry.file, read, language, known, publicDir))];
}

/**
 * Reads every data file in `dir` and returns one line per problem, naming the file, the language,
 * the entry and the field: `app/content/data/jobs.json: fr.jobs[1] "manual-machinist", field "title": …`.
 */
export function dataFileProblems(dir = dataDir, publicDir = "public", publishedFile = publishedPathsFile): string[] {
  const parsed: Parsed[] = dataFiles.map(({ file, schema }) => {
    const path = join(dir, file);
    const name = relative(process.cwd(), path);
    try {
      return { file, name, schema, data: JSON.parse(readFileSync(path, "utf8")) as unknown };
    } catch (error) {
      return { file, name, schema, error: error instanceof Error ? error.message : String(error) };
    }
  });
  const known: Known = {
    clientIds: new Set(listIds(parsed, "clients.json", "clients")),
    projectIds: new Set(listIds(parsed, "projects.json", "projects")),
    serviceIds: listIds(parsed, "services.json", "services"),
    // Every page, as site-map.ts lists them: the list's, the services', the news pages, then the pages with text.
    pages: new Set([
      ...sitePaths(
        listIds(parsed, "services.json", "services"),
        newsPathsIn(DEFAULT_LANGUAGE, (englishList(parsed, "news.json", "posts") ?? []) as NewsPost[]),
      ),
      ...textPagePaths(parsed),
    ]),
    counts: copyCounts(parsed),
    serviceNames: { en: serviceNames(parsed, "en"), fr: serviceNames(parsed, "fr") },
    officeNames: { en: officeNames(parsed, "en"), fr: officeNames(parsed, "fr") },
  };
  return [...parsed.flatMap((entry) => fileProblems(entry, known, publicDir)), ...lostAddresses(parsed, known, publishedFile)];
}

/**
 * Addresses the site published that are no page now and not among the moved addresses: a renamed
 * service or page whose old links and bookmarks would find the 404 page (docs/decisions/0019).
 */
function lostAddresses(parsed: Parsed[], known: Known, publishedFile: string): string[] {
  const entry = parsed.find(({ file }) => file === "moved-addresses.json");
  if (!entry) return [];
  const moved = new Set((englishList(parsed, entry.file, "moved") ?? []).map((item) => (item as { from?: unknown } | undefined)?.from));
  return readPublishedPaths(publishedFile)
    .filter((path) => !known.pages.has(path) && !moved.has(path))
    .map(
      (path) =>
        `${entry.name}: ${path} was published (${publishedFile}) and is no page now: add it to the moved addresses with the address of the page it became`,
    );
}

function fileProblems(entry: Parsed, known: Known, publicDir: string): string[] {
  if (entry.error !== undefined) return [`${entry.name}: cannot be read: ${entry.error}`];
  const data = entry.data;
  if (!data || typeof data !== "object" || Array.isArray(data))
    return [`${entry.name}: must hold one object per language, { ${LANGUAGES.map((language) => `"${language}": …`).join(", ")} }`];
  const others = Object.keys(data).filter((key) => !(LANGUAGES as readonly string[]).includes(key));
  return [
    ...(others.length > 0
      ? [`${entry.name}: ${others.map((key) => `"${key}"`).join(", ")} is not a language of the site (${LANGUAGES.join(", ")})`]
      : []),
    ...LANGUAGES.flatMap((language) =>
      halfOf(entry, language) === undefined
        ? [`${entry.name}: ${language}: required, missing (the whole ${language} half)`]
        : halfIssues(entry, language, known, publicDir).map(
            ({ path, message }) =>
              `${entry.name}: ${describe(withEnglish(halfOf(entry, DEFAULT_LANGUAGE), halfOf(entry, language)), path, language)}: ${message}`,
          ),
    ),
  ];
}

/** Throws one error listing every problem in the data files (the build calls this before rendering). */
export function validateDataFiles(dir = dataDir): void {
  const problems = dataFileProblems(dir);
  if (problems.length > 0) throw new Error(`Content files do not match their schemas:\n${problems.join("\n")}`);
}
