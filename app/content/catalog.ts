import { z } from "zod";
import { clients, featuredClients } from "./clients";
import { company } from "./company";
import { mainNav } from "./navigation";
import { pages } from "./pages";
import { latestProjects, projects } from "./projects";
import { clientSchema } from "./schemas/client";
import { companySchema } from "./schemas/company";
import { navItemSchema } from "./schemas/navigation";
import { pageSchema } from "./schemas/page";
import { projectSchema } from "./schemas/project";
import { serviceSchema } from "./schemas/service";
import { services } from "./services";

/**
 * Every content module with the schema it must satisfy. Counts from spec §9 are part of the
 * schemas (`.length(n)`), so a missing job or an extra slide fails the build and the unit tests.
 * Only the build and the tests import this file: zod never reaches the browser.
 */
export const catalog: { name: string; schema: z.ZodType; data: unknown }[] = [
  { name: "company", schema: companySchema, data: company },
  { name: "navigation", schema: z.array(navItemSchema).length(7), data: mainNav },
  { name: "pages", schema: z.record(z.string(), pageSchema), data: pages },
  { name: "services", schema: z.array(serviceSchema).length(7), data: services },
  { name: "clients", schema: z.array(clientSchema).length(21), data: clients },
  { name: "home client logos", schema: z.array(clientSchema).length(10), data: featuredClients },
  { name: "projects", schema: z.array(projectSchema).length(10), data: projects },
  { name: "latest projects", schema: z.array(projectSchema).length(4), data: latestProjects },
];

/** Throws one error listing every content module that does not match its schema. */
export function validateContent(): void {
  const problems = catalog.flatMap(({ name, schema, data }) => {
    const result = schema.safeParse(data);
    return result.success ? [] : [`${name}: ${z.prettifyError(result.error)}`];
  });
  if (problems.length > 0) throw new Error(`Content does not match its schema:\n${problems.join("\n")}`);
}
