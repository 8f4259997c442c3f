import { z } from "zod";
import { imagePath } from "./common";

export const serviceSchema = z.object({
  id: z.enum(["engineering", "procurement", "fabrication", "commissioning", "operations", "manpower", "trading"]),
  title: z.string().min(3),
  summary: z.string().min(40),
  description: z.string().min(50).max(170),
  image: imagePath,
});
export type Service = z.infer<typeof serviceSchema>;
