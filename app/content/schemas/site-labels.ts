import { z } from "zod";

// The words of the site's chrome and of the small fragments inside cards: skip link, header and
// menu controls, search box, loading indicator, slideshow controls, "(opens in a new tab)" and
// the like, edited in data/site-labels.json (or /admin/), so no component writes its own.
// A `{name}` in braces is filled in by the page; the build checks each one is still there.

const label = z.string().min(2);
/** A label for screen readers only, with the editor's hint saying where it is read. */
const spoken = (where: string) => label.meta({ description: `Read by screen readers only: ${where}.` });
/** A label with placeholders the page fills in, each named in the editor's hint. */
function filled(hint: string, ...names: string[]) {
  return names.reduce((text, name) => text.includes(`{${name}}`), z.string().min(3)).meta({ description: hint });
}

export const siteLabelsSchema = z.strictObject({
  shell: z
    .strictObject({
      skipLink: label,
      backToTop: spoken("the round button that scrolls back up"),
      languageSwitch: spoken(
        "with the top bar's link to this page in the other language, which shows that language's own name: where the link leads",
      ),
      loading: label.meta({ description: "The loading indicator's text." }),
      newTab: spoken("after a link that opens a new tab"),
      menu: spoken("the small screens' menu button"),
      mainNav: spoken("the name of the desktop navigation"),
      mobileNav: spoken("the name of the small screens' navigation"),
      submenu: filled("The button beside a menu section that opens its list; {name} is the section's name.", "name"),
      logoAlt: filled("The logo's description; {company} is the company's name.", "company"),
      badgeAlt: filled("An ISO badge's description in the header; {claim} is the standard.", "claim"),
      footerCertified: filled("The footer's last line; {claims} lists the standards.", "claims"),
      contactType: label.meta({
        description: "For search engines only: what the company's phone numbers are for (schema.org contactType).",
      }),
    })
    .meta({ title: "Header, footer and page frame" }),
  /** The header's Learn More and Request a Quote buttons, the footer's privacy link. */
  links: z
    .strictObject({
      learnMore: label,
      learnMoreSuffix: spoken("after Learn More, where it leads (the button alone says nothing about it)"),
      requestQuote: label,
      privacy: label,
    })
    .meta({ title: "Header and footer links" }),
  /** The navigation's link names (app/content/navigation.ts says where each appears and where it leads). */
  menu: z
    .strictObject({
      home: label,
      about: label,
      aboutFooter: label.meta({ title: "About (in the footer)" }),
      whoWeAre: label,
      management: label,
      history: label,
      certifications: label,
      gallery: label,
      clients: label,
      news: label,
      services: label,
      projects: label,
      workshop: label,
      careers: label,
      contact: label,
      quote: label,
      vendor: label,
      partner: label,
    })
    .meta({ title: "Menu and footer link names" }),
  search: z
    .strictObject({
      formLabel: spoken("the search form's name"),
      hint: label.meta({ description: "Shown by the browser when the box is submitted blank." }),
      placeholder: label,
      button: spoken("the search button"),
    })
    .meta({ title: "Search box" }),
  hero: z
    .strictObject({
      label: spoken("the slideshow's name"),
      carousel: spoken("what the slideshow is"),
      slide: spoken("what each slide is"),
      slidePosition: filled("Each slide's name; {n} is its number, {count} the number of slides.", "n", "count"),
      stop: label,
      start: label,
      previous: label,
      next: label,
      goTo: filled("Each dot's name; {n} is the slide's number.", "n"),
    })
    .meta({ title: "Home slideshow controls", description: "The buttons' names, read by screen readers." }),
  clientStrip: z
    .strictObject({ pause: label, resume: label, what: label })
    .meta({ title: "Client logos' pause button", description: "The button reads Pause (or Resume) then the rest." }),
  cards: z
    .strictObject({
      awarded: spoken("before a certificate's year"),
      validity: label,
      client: label,
      jobFacts: z.strictObject({ location: label, type: label, experience: label }).meta({ description: "Read by screen readers only." }),
      applyFor: filled("After a job's Apply button, for screen readers; {title} is the job's.", "title"),
      keyFeatures: filled("Read by screen readers: the name of a service card's list of features; {service} is its name.", "service"),
      serviceAbout: filled("After a service card's link, for screen readers; {service} is its name.", "service"),
      step: filled("Before each step's title, for screen readers; {n} is its number.", "n"),
      support: filled('A checklist\'s badge in its words ("{badge} support": "24/7 support"); {badge} is the badge.', "badge"),
      groupOf: filled(
        "Read by screen readers for a yard group's number (seen as 01 / 14); {n} is its number, {count} the groups'.",
        "n",
        "count",
      ),
      groupView: filled("A yard picture's description; {title} is the group's, {n} and {count} number the views.", "title", "n", "count"),
      allCategories: label.meta({ description: "The projects filter's first button, every category." }),
      showing: label,
      ofProjects: filled("After the shown projects' count; {count} is the number of projects.", "count"),
      categoryCount: z
        .strictObject({
          one: filled("Read by screen readers after a category with one project (in French, also none).", "count"),
          other: filled("Read by screen readers after a category with several projects.", "count"),
        })
        .meta({ title: "A category's number of projects" }),
      inCategory: filled("After the count when a category is chosen; {category} is its name.", "category"),
      logoAlt: filled("A client logo's description; {client} is the client's name.", "client"),
      coreValuesAlt: filled("The core values picture's description; {values} lists them.", "values"),
      mission: label,
      vision: label,
      updated: label.meta({ description: "Before the privacy notice's date." }),
    })
    .meta({ title: "Words inside cards and lists" }),
  /** Search results for parts of pages whose heading says something else (mission and vision: `cards`). */
  searchResults: z.strictObject({ overview: label, coreValues: label, officeHours: label }).meta({ title: "Search result titles" }),
});
export type SiteLabels = z.infer<typeof siteLabelsSchema>;
