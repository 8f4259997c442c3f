import { projects } from "~/content/projects";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { anchored, joinText } from "./text";

/** Each project card (projects.ts), at /projects#<project id>. */
export const projectDocuments: DocumentSource = () =>
  projects.map((project) => ({
    id: `project:${project.id}`,
    title: project.title,
    text: joinText(project.description, `Client: ${project.client}`, project.categoryLabel, project.location, project.year),
    page: pageTitle("projects"),
    url: anchored(paths.projects, project.id),
  }));
