import { z } from "zod";
import { imagePath, slug } from "./common";

export const clientSchema = z.object({
  id: slug,
  name: z.string().min(3),
  logo: imagePath,
  /** Which part of the energy value chain the client works in (shown on the clients page). */
  sector: z.enum(["Upstream", "Midstream", "Downstream", "Petrochemicals", "Power & Infrastructure", "Oilfield Services"]),
  featured: z.boolean().meta({ title: "In the home page's logo strip", description: "Spec: exactly ten clients are marked." }),
});
export type Client = z.infer<typeof clientSchema>;
