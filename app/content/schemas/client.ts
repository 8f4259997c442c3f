import { z } from "zod";
import { imagePath, slug } from "./common";

export const clientSchema = z.object({
  id: slug,
  name: z.string().min(3),
  logo: imagePath,
  /** Which part of the energy value chain the client works in (shown on the clients page). */
  sector: z.enum(["Upstream", "Midstream", "Downstream", "Petrochemicals", "Power & Infrastructure", "Oilfield Services"]),
  /** Shown in the home page's logo strip (spec: 10 of them). */
  featured: z.boolean(),
});
export type Client = z.infer<typeof clientSchema>;
