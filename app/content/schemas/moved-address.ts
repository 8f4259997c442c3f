import { z } from "zod";

/** An address of the site, without its language's prefix: /services/trading. */
const sitePathPattern = /^\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

/**
 * A page that moved: its old address answers every host with a permanent redirect to the new one,
 * in every language (/fr/services/trading → /fr/services/petroleum-trading). The build checks that
 * `from` is no page any more and `to` is one (data-files.ts), and refuses a page address it once
 * published that is neither a page nor here (app/content/published-paths.json, docs/decisions/0019).
 */
export const movedAddressSchema = z.strictObject({
  from: z.string().regex(sitePathPattern).meta({
    i18n: "duplicate",
    title: "Old address",
    description: "The address the page had, e.g. /services/trading (English; the French /fr/… one follows).",
  }),
  to: z
    .string()
    .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/)
    .meta({
      i18n: "duplicate",
      title: "New address",
      description: "The page it is now, e.g. /services/petroleum-trading (the build checks that it exists).",
    }),
});
export type MovedAddress = z.infer<typeof movedAddressSchema>;
