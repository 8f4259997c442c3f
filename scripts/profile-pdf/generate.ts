// Builds the company profile PDF from the site's content: cover, about, leadership, services,
// certifications, projects and contacts, with the running footer and an outline (bookmarks).
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { finished } from "node:stream/promises";
import PDFDocument from "pdfkit";
import { loadBuildEnv } from "../../config/build-env";
import { profileContent, type ProfileContent } from "./content";
import { drawFooters, placedBoxes, type Box } from "./layout";
import { drawAbout } from "./sections/about";
import { drawCertifications } from "./sections/certifications";
import { drawContacts } from "./sections/contacts";
import { drawCover } from "./sections/cover";
import { drawLeadership } from "./sections/leadership";
import { drawProjects } from "./sections/projects";
import { drawServices } from "./sections/services";
import { page } from "./theme";
import { labelled } from "../../app/lib/intl";

export interface GenerateOptions {
  /** Where to write the PDF. */
  outFile: string;
  /** Compress page streams (default). Off in tests so the text can be read back. */
  compress?: boolean;
  /** The document's date; SOURCE_DATE_EPOCH or now by default. */
  date?: Date;
  /** The public origin its links name (config/build-env.ts); the default build's when not given. */
  siteUrl?: string;
  /** What it says instead of the site's content (tests lay out other amounts of content). */
  content?: ProfileContent;
}

export interface GenerateResult {
  outFile: string;
  pages: number;
  /** The blocks the sections placed (layout.ts `place`). */
  boxes: Box[];
}

/** The sections in order; each starts on a new page and gets an outline entry. */
const sections = [drawAbout, drawLeadership, drawServices, drawCertifications, drawProjects, drawContacts];

export async function generateProfile({
  outFile,
  compress = true,
  date = buildDate(),
  siteUrl = loadBuildEnv("production").siteUrl,
  content = profileContent(siteUrl),
}: GenerateOptions): Promise<GenerateResult> {
  const { company, labels } = content;
  const doc = new PDFDocument({
    size: "A4",
    // 1.4 at least: the cover's gradients fade through transparency.
    pdfVersion: "1.7",
    compress,
    bufferPages: true,
    // No bottom margin: sections place everything by measurement, and pdfkit would otherwise
    // start a new page for any text (the cover's foot, the footers) below it.
    margins: { top: page.top, bottom: 0, left: page.margin, right: page.margin },
    info: {
      Title: labelled(company.name, labels.title),
      Author: company.name,
      Subject: company.tagline,
      Keywords: [...company.claims, ...content.services.map((service) => service.title)].join(", "),
      Creator: content.site.url,
      CreationDate: date,
      ModDate: date,
    },
    displayTitle: true,
    lang: content.language,
  });

  await mkdir(dirname(outFile), { recursive: true });
  const written = finished(doc.pipe(createWriteStream(outFile)));

  await drawCover(doc, content, date);
  for (const draw of sections) await draw(doc, content);
  drawFooters(doc, company.name, content.site.host, labels);
  const pages = doc.bufferedPageRange().count;
  const boxes = placedBoxes(doc);
  doc.end();
  await written;
  return { outFile, pages, boxes };
}

function buildDate(): Date {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date();
}
