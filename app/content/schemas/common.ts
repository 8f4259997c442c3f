import { z } from "zod";

/**
 * What the content editor (/admin/, Decap CMS) reads from a schema's `.meta()` besides `title` (the
 * field's label; without one the key gives it: "introImage" is "Intro image") and `description`
 * (the hint under the field, also the message when a value breaks the field's pattern).
 * scripts/cms/config.ts turns the schemas into the editor's configuration.
 */
declare module "zod" {
  interface GlobalMeta {
    /** The editor's widget where the schema's type alone does not say it. */
    widget?: "image" | "hidden" | "text" | "string" | "markdown";
    /** A list entry's one-line summary, in Decap's template syntax: "{{fields.title}} ({{fields.year}})". */
    summary?: string;
    /** A value that names an entry of another file's list, chosen from that list in the editor. */
    relation?: { file: string; list: string; value: string; display: string };
    /**
     * A text that is the same in every language (an id, a link, a phone number, a line kept in
     * English): the editor copies it from English into the other halves (Decap's `i18n: duplicate`)
     * and the build checks that the halves agree. Numbers, booleans, choices, dates and pictures are
     * so without saying it (scripts/cms/config.ts).
     */
    i18n?: "duplicate";
  }
}

/** A site-relative picture: our own artwork under /art or a real photograph under /photos. */
export const imagePath = z
  .string()
  .regex(/^\/(art|photos)\/[a-z0-9/_-]+\.(svg|jpe?g|png|webp|avif)$/)
  .meta({
    widget: "image",
    description: "A JPEG or PNG photograph at least 960 px wide (1600 px for banners), or one of our SVG artworks.",
  });

/** What a picture shows, for people who cannot see it (its alt text). */
export const imageAlt = z
  .string()
  .min(10)
  .meta({ title: "Picture description", description: "What the picture shows, for people who cannot see it." });

export const internalHref = z
  .string()
  .regex(/^\/[a-z0-9/_?=&.-]*$/)
  .meta({
    i18n: "duplicate",
    title: "Link",
    description: "A page of this site, e.g. /contact or /contact/quote (the build checks that it exists).",
  });

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .meta({
    i18n: "duplicate",
    title: "Link name",
    description: "Lower-case letters and digits, words joined by hyphens, e.g. bonny-jetty-repair.",
  });

/** A key as the editor names it: "maintenance-inspection" → "Maintenance inspection". */
export const keyLabel = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/-/g, " ");

/**
 * The words, in one language, of a choice the data stores as a language-neutral key (a client's
 * sector, a project's category): `{ "upstream": "Upstream" }` in the English half, `"Amont"` in the
 * French. Filters, anchors and groups use the key, so both languages sort and link the same way.
 */
export function keyLabels<const K extends readonly [string, ...string[]]>(keys: K, title: string) {
  return z
    .strictObject(
      Object.fromEntries(
        keys.map((key) => [
          key,
          z
            .string()
            .min(2)
            .meta({ title: keyLabel(key) }),
        ]),
      ) as Record<K[number], z.ZodString>,
    )
    .meta({ title });
}
