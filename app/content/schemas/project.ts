import { z } from "zod";
import { imagePath, keyLabels, slug } from "./common";

/** The kinds of project, as the data keys them (also the filter's `?category=` value). */
export const projectCategories = [
  "maintenance-inspection",
  "fabrication-machining",
  "storage-terminals",
  "refining",
  "gas-compression",
  "procurement",
  "electrical-corrosion",
] as const;

/** Each category's name in one language. */
export const categoryLabelsSchema = keyLabels(projectCategories, "Category names");

export const projectSchema = z.object({
  id: slug,
  title: z.string().min(10),
  clientId: slug.meta({
    title: "Client",
    description: "One of the clients of Projects and clients › Clients.",
    relation: { file: "clients.json", list: "clients", value: "id", display: "name" },
  }),
  /** The client's name, shown on the card (denormalised from clients.ts by projects.ts). */
  client: z.string().min(3),
  category: z.enum(projectCategories),
  /** The category's name in the build's language (projects.ts, from the file's `categories`). */
  categoryLabel: z.string().min(2),
  location: z.string().min(3),
  year: z.number().int().min(2015).max(2100),
  description: z.string().min(60),
  image: imagePath,
  logo: imagePath,
  latest: z.boolean().meta({ title: "Among the home page's latest projects", description: "Spec: exactly four projects are marked." }),
});
export type Project = z.infer<typeof projectSchema>;
export type ProjectCategory = (typeof projectCategories)[number];
