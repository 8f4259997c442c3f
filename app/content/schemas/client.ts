import { z } from "zod";
import { imagePath, keyLabels, slug } from "./common";

/** The parts of the energy value chain a client works in, as the data keys them (also the clients page's anchors, #sector-<key>). */
export const sectorKeys = ["upstream", "midstream", "downstream", "petrochemicals", "power-infrastructure", "oilfield-services"] as const;
export type SectorKey = (typeof sectorKeys)[number];

/** A client as data/clients.json stores it. */
export const clientEntrySchema = z.object({
  id: slug,
  name: z.string().min(3),
  logo: imagePath,
  /** Which part of the energy value chain the client works in (shown on the clients page, in the words of `sectors`). */
  sector: z.enum(sectorKeys),
  featured: z.boolean().meta({ title: "In the home page's logo strip", description: "Spec: exactly ten clients are marked." }),
});

/** Each sector's name in one language. */
export const sectorLabelsSchema = keyLabels(sectorKeys, "Sector names");

/** A client as pages show it: with its sector's name in the build's language. */
export const clientSchema = clientEntrySchema.extend({ sectorLabel: z.string().min(2) });
export type Client = z.infer<typeof clientSchema>;
