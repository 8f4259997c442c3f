import { z } from "zod";
import { imagePath, slug } from "./common";

/** The nine positions of spec §3, in the order the management page shows them. */
export const leaderPositions = [
  "MD & CEO",
  "ED Technical Services",
  "ED HR & Management Services",
  "Group Head Information Tech",
  "Head Trading & Shipping Operations",
  "Head of Accounts",
  "Business Development Manager",
  "Head Depot Operations",
  "Company Secretary",
] as const;

export const leaderSchema = z.object({
  id: slug,
  name: z.string().min(5),
  position: z.enum(leaderPositions),
  image: imagePath,
  /** Shown clamped to four lines on the flipped card, in full in the "Read full bio" dialog. */
  bio: z.string().min(120),
});
export type Leader = z.infer<typeof leaderSchema>;

/** All nine leaders, each position held exactly once. */
export const leadersSchema = z
  .array(leaderSchema)
  .length(leaderPositions.length)
  .refine((list) => new Set(list.map((leader) => leader.position)).size === leaderPositions.length, {
    message: "each of the nine positions must be held exactly once",
  });
