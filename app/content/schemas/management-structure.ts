import { z } from "zod";
import { slug } from "./common";

/** Spec §3: a management structure item has a title and a description. */
export const structureItemSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(40),
});
export type StructureItem = z.infer<typeof structureItemSchema>;

export const structureGroupSchema = z.object({
  id: slug,
  title: z.enum(["Executive Management", "Committees"]),
  intro: z.string().min(40),
  items: z.array(structureItemSchema).min(3),
});
export type StructureGroup = z.infer<typeof structureGroupSchema>;

/** The spec's two groups: Executive Management, then Committees. */
export const managementStructureSchema = z.tuple([
  structureGroupSchema.extend({ title: z.literal("Executive Management") }),
  structureGroupSchema.extend({ title: z.literal("Committees") }),
]);

/** The data file's list: the same two groups, in the spec's order (a list, which the editor can show). */
export const managementStructureFileSchema = z.strictObject({
  groups: z
    .array(structureGroupSchema.extend({ items: z.array(structureItemSchema.strict()).min(3) }).strict())
    .length(2)
    .refine((groups) => groups[0]?.title === "Executive Management" && groups[1]?.title === "Committees", {
      message: "The groups are Executive Management, then Committees",
    })
    .meta({ title: "Groups", summary: "{{fields.title}}" }),
});
