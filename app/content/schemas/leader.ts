import { z } from "zod";
import { imagePath, slug } from "./common";

/**
 * A leader of the management page (spec §3): any number of them, in the order the page shows them.
 * The position is text in each language, so a new role needs no code (issue 47).
 */
export const leaderSchema = z.object({
  id: slug,
  name: z.string().min(5),
  /** The position's title in the half's language: "Company Secretary", "Secrétaire du conseil d’administration". */
  position: z.string().min(2).meta({ title: "Position", description: "The title in this language, e.g. Company Secretary." }),
  /** Our artwork under /art/leaders or an uploaded photograph: the pages and the profile PDF draw it. */
  image: imagePath,
  /** Shown clamped to four lines on the flipped card, in full in the "Read full bio" dialog. */
  bio: z.string().min(120),
});
export type Leader = z.infer<typeof leaderSchema>;

/** The management team: at least one leader, each id once (it is the card's anchor). */
export function leadersOf<T extends z.ZodObject<{ id: z.ZodType<string> }>>(leader: T) {
  return z
    .array(leader)
    .min(1)
    .check((ctx) => {
      const ids = ctx.value.map((entry) => (entry as { id: string }).id);
      ids.forEach((id, index) => {
        if (ids.indexOf(id) !== index)
          ctx.issues.push({ code: "custom", message: `id "${id}" is used twice`, input: id, path: [index, "id"] });
      });
    });
}

/** All the leaders, as the pages read them. */
export const leadersSchema = leadersOf(leaderSchema);
