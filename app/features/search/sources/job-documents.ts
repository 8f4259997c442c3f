import { jobs } from "~/content/jobs";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { anchored, joinText } from "./text";

/** Each job opening (jobs.ts), at /careers#<job id>. */
export const jobDocuments: DocumentSource = () =>
  jobs.map((job) => ({
    id: `job:${job.id}`,
    title: job.title,
    text: joinText(job.description, `${job.typeLabel}, ${job.location}`, `Experience: ${job.experience}`),
    page: pageTitle("careers"),
    url: anchored(paths.careers, job.id),
  }));
