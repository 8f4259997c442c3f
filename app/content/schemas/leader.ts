import { z } from "zod";
import { imagePath, keyLabels, slug } from "./common";

/** The nine positions of spec §3, as the data keys them, in the order the management page shows them. */
export const leaderPositions = [
  "md-ceo",
  "ed-technical-services",
  "ed-hr-management-services",
  "group-head-information-tech",
  "head-trading-shipping-operations",
  "head-of-accounts",
  "business-development-manager",
  "head-depot-operations",
  "company-secretary",
] as const;
export type LeaderPosition = (typeof leaderPositions)[number];

/** Each position's title in one language. */
export const positionLabelsSchema = keyLabels(leaderPositions, "Position titles");

export const leaderSchema = z.object({
  id: slug,
  name: z.string().min(5),
  position: z.enum(leaderPositions),
  /** The position's title in the build's language (leaders.ts, from the file's `positions`). */
  positionTitle: z.string().min(2),
  image: imagePath,
  /** Shown clamped to four lines on the flipped card, in full in the "Read full bio" dialog. */
  bio: z.string().min(120),
});
export type Leader = z.infer<typeof leaderSchema>;

/** A leader as data/leaders.json stores it: the position by its key. */
export const leaderEntrySchema = leaderSchema.omit({ positionTitle: true });

/** All nine leaders, each position held exactly once. */
export const leadersSchema = leadersOf(leaderSchema);

export function leadersOf<T extends z.ZodType<{ position: LeaderPosition }>>(leader: T) {
  return z
    .array(leader)
    .length(leaderPositions.length)
    .refine((list) => new Set(list.map((leader) => leader.position)).size === leaderPositions.length, {
      message: "each of the nine positions must be held exactly once",
    });
}
