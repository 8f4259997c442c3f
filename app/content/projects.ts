import { ownHalf } from "./language";
import { clients } from "./clients";
import dataFile from "./data/projects.json" with { type: "json" };
import type { Project } from "./schemas/project";

const data = /* @__PURE__ */ ownHalf(dataFile);

// Sample projects for fictional clients, edited in data/projects.json (or /admin/). Each names its
// client by id; the card's client name and logo come from data/clients.json. The build checks the
// file against its schema (data-files.ts), so the cast only restores the literal types.
const entries = data.projects as Omit<Project, "client" | "logo" | "categoryLabel">[];

export const projects: Project[] = entries.map((entry) => {
  // Named for the file an editor changed; the build's file check reports it too, but runs after imports.
  const client = clients.find((candidate) => candidate.id === entry.clientId);
  if (!client)
    throw new Error(`app/content/data/projects.json: project "${entry.id}" names client "${entry.clientId}", which is not in clients.json`);
  return { ...entry, categoryLabel: data.categories[entry.category], client: client.name, logo: client.logo };
});

/** The 4 tiles of the home page's Latest Projects. */
export const latestProjects: Project[] = projects.filter((project) => project.latest);
