import { z } from "zod";
import { slug } from "./common";

// The glossary (issue 45): the one way each language's pages write a service, a certificate, a role,
// an honorific or a trade word, with the variants it replaces. The build refuses a replaced variant on
// a page of that language, and a trade code whose first mention on a page lacks its gloss
// (scripts/check-wording.ts).

export const glossaryKinds = ["service", "certificate", "role", "honorific", "trade", "place"] as const;
export type GlossaryKind = (typeof glossaryKinds)[number];

/**
 * Kinds whose term is already written in a content file of their own, found by the entry's id: a
 * service's title (services.json), a certificate's name (certifications.json), a position's title
 * (leaders.json). The glossary holds only their variants, so each name stays written once.
 */
export const namedElsewhere: ReadonlySet<GlossaryKind> = new Set(["service", "certificate", "role"]);

/** The variants as the editor writes them: one text, separated by semicolons (each language has its own number of them). */
export const variantList = (variants: string) =>
  variants
    .split(";")
    .map((variant) => variant.trim())
    .filter(Boolean);

export const glossaryTermSchema = z
  .strictObject({
    id: slug.meta({
      description: "For a service, a certificate or a role: its id there (services.json, certifications.json, leaders.json).",
    }),
    kind: z.enum(glossaryKinds),
    term: z.string().min(1).optional().meta({
      description:
        "The one way this language's pages write it; none for a service, a certificate or a role, whose name is in its own file.",
    }),
    gloss: z.string().min(4).optional().meta({
      title: "Gloss at first mention",
      description: "For a trade code: how a page writes it the first time, the term in brackets (« essence super (PMS) »).",
    }),
    variants: z.string().meta({
      title: "Variants it replaces",
      description:
        "Other ways of writing it that pages of this language may not use, separated by semicolons. The build names the page that does.",
    }),
  })
  .refine((entry) => (entry.term === undefined) === namedElsewhere.has(entry.kind), {
    message: "a service, a certificate or a role takes its name from its own file (no term); every other kind needs one",
    path: ["term"],
  })
  .refine((entry) => entry.gloss === undefined || (entry.term !== undefined && entry.gloss.includes(entry.term)), {
    message: "the gloss must contain the term",
    path: ["gloss"],
  });
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
