import { z } from "zod";

// The words of the site's chrome and of the small fragments inside cards: skip link, header and
// menu controls, search box, loading indicator, slideshow controls, "(opens in a new tab)" and
// the like, edited in data/site-labels.json (or /admin/), so no component writes its own.
// Placeholders in braces are filled in by the component; the build checks they are there.

const label = z.string().min(2);
const withPlaceholder = (name: string) => z.string().min(3).includes(`{${name}}`);

export const siteLabelsSchema = z.strictObject({
  shell: z
    .strictObject({
      skipLink: label,
      /** The round button that scrolls back up (screen readers only). */
      backToTop: label,
      /** The language named in the top bar. */
      language: label,
      /** The loading indicator's text. */
      loading: label,
      /** After a link that opens a new tab, for screen readers only. */
      newTab: label,
      /** The small screens' menu button (screen readers only). */
      menu: label,
      /** The names of the desktop and the mobile navigation, for screen readers. */
      mainNav: label,
      mobileNav: label,
      /** The button beside a menu section that opens its list; `{name}` is the section's name. */
      submenu: withPlaceholder("name"),
      /** The logo's description; `{company}` is the company's name. */
      logoAlt: withPlaceholder("company"),
      /** An ISO badge's description (header) and the footer's line; `{claim}` is the standard, `{claims}` the list. */
      badgeAlt: withPlaceholder("claim"),
      footerCertified: withPlaceholder("claims"),
    })
    .meta({ title: "Header, footer and page frame" }),
  links: z
    .strictObject({ learnMore: label, requestQuote: label, privacy: label })
    .meta({ title: "Header and footer links", description: "Learn More and Request a Quote buttons, the footer's privacy link." }),
  search: z
    .strictObject({
      /** The search form's name, for screen readers. */
      formLabel: label,
      /** Shown by the browser when the box is submitted blank. */
      hint: label,
      placeholder: label,
      button: label,
    })
    .meta({ title: "Search box" }),
  hero: z
    .strictObject({
      /** The slideshow's name and role, for screen readers. */
      label,
      carousel: label,
      slide: label,
      /** Each slide's name; `{n}` is its number, `{count}` the number of slides. */
      slidePosition: withPlaceholder("n").includes("{count}"),
      stop: label,
      start: label,
      previous: label,
      next: label,
      /** Each dot's name; `{n}` is the slide's number. */
      goTo: withPlaceholder("n"),
    })
    .meta({ title: "Home slideshow controls" }),
  clientStrip: z
    .strictObject({ pause: label, resume: label, what: label })
    .meta({ title: "Client logos' pause button", description: "The button reads Pause (or Resume) then the rest." }),
  cards: z
    .strictObject({
      /** Before a certificate's year, for screen readers. */
      awarded: label,
      validity: label,
      client: label,
      /** A job card's facts (screen readers) and its apply link's end (`{title}` is the job's). */
      jobFacts: z.strictObject({ location: label, type: label, experience: label }),
      applyFor: withPlaceholder("title"),
      /** After a service card's cue, for screen readers; `{service}` is its name. */
      serviceAbout: withPlaceholder("service"),
      /** Before each step's title, for screen readers; `{n}` is its number. */
      step: withPlaceholder("n"),
      /** After a checklist's badge ("24/7 support"). */
      support: label,
      /** The yard's group numbers ("Group 01 of 14", for screen readers) and a group's views. */
      group: label,
      of: label,
      groupView: withPlaceholder("title").includes("{n}").includes("{count}"),
      /** The projects' count: Showing 6 of 6 projects. */
      showing: label,
      ofProjects: withPlaceholder("count"),
      /** After the count when a category is chosen; `{category}` is its name. */
      inCategory: withPlaceholder("category"),
      /** A client logo's description; `{client}` is the client's name. */
      logoAlt: withPlaceholder("client"),
      /** The core values picture's description; `{values}` lists them. */
      coreValuesAlt: withPlaceholder("values"),
      mission: label,
      vision: label,
      /** Before the privacy notice's date. */
      updated: label,
    })
    .meta({ title: "Words inside cards and lists" }),
});
export type SiteLabels = z.infer<typeof siteLabelsSchema>;
