import { z } from "zod";

/** Spec §3: a management structure item has a title and a description. */
export const structureItemSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(40),
});
export type StructureItem = z.infer<typeof structureItemSchema>;

/** The spec's two groups, by their language-neutral ids (also their anchors on the management page). */
export const structureGroupIds = ["executive-management", "committees"] as const;

export const structureGroupSchema = z.object({
  id: z.enum(structureGroupIds),
  /** "Executive Management", "Direction exécutive": the group's heading in its language. */
  title: z.string().min(3),
  intro: z.string().min(40),
  items: z.array(structureItemSchema).min(3),
});
export type StructureGroup = z.infer<typeof structureGroupSchema>;

/** The spec's two groups: Executive Management, then Committees. */
export const managementStructureSchema = z.tuple([
  structureGroupSchema.extend({ id: z.literal("executive-management") }),
  structureGroupSchema.extend({ id: z.literal("committees") }),
]);

/** The data file's list: the same two groups, in the spec's order (a list, which the editor can show). */
export const managementStructureFileSchema = z.strictObject({
  groups: z
    .array(structureGroupSchema.extend({ items: z.array(structureItemSchema.strict()).min(3) }).strict())
    .length(2)
    .refine((groups) => groups.map((group) => group.id).join() === structureGroupIds.join(), {
      message: `The groups are ${structureGroupIds.join(", then ")}`,
    })
    .meta({ title: "Groups", summary: "{{fields.title}}" }),
});
