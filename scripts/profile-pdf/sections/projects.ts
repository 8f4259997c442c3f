// Selected projects: the four latest as picture cards, the others as a compact list on the next
// page, then the wordmarks of the clients on the home page's logo strip.
import type { ProfileContent } from "../content";
import { contentPage, eyebrow, fit, heading, measure, picture, place, sectionTitle, text } from "../layout";
import { colours, contentWidth, fonts, page, size } from "../theme";

type Project = ProfileContent["projects"][number];

const FEATURED = 4;
const descriptionStyle = { size: size.small + 0.5, lineGap: 1.8 };
const listTitle = { font: fonts.bold, size: 10.5, colour: colours.navy900 } as const;
const listMeta = { size: size.tiny + 0.5, colour: colours.amber700 } as const;
const thumb = { width: 96, height: 72 };

function meta(project: Project): string {
  return `${project.client}  |  ${project.location}  |  ${project.year}`;
}

async function projectCard(doc: PDFKit.PDFDocument, project: Project, x: number, y: number, width: number, height: number) {
  const imageHeight = 120;
  place(doc, `project ${project.id}`, x, y, width, height);
  doc.roundedRect(x, y, width, height, 8).fill(colours.steel50);
  await picture(doc, { src: project.image, width, height: imageHeight }, x, y, 8);
  const inner = width - 28;
  let below = eyebrow(doc, project.categoryLabel, x + 14, y + imageHeight + 12);
  below = text(doc, project.title, x + 14, below + 3, inner, { font: fonts.bold, size: 11, colour: colours.navy900, lineGap: 1 });
  below = text(doc, meta(project), x + 14, below + 3, inner, { size: size.tiny + 0.5, colour: colours.steel600 });
  text(doc, project.description, x + 14, below + 6, inner, descriptionStyle);
}

/** A project of the list after the cards: thumbnail left; title, category and facts, description right. */
function listItemHeight(doc: PDFKit.PDFDocument, project: Project, width: number): number {
  const words =
    measure(doc, project.title, width, listTitle) +
    2 +
    measure(doc, `${project.categoryLabel}  |  ${meta(project)}`, width, listMeta) +
    4 +
    measure(doc, project.description, width, descriptionStyle);
  return Math.max(words, thumb.height);
}

export async function drawProjects(
  doc: PDFKit.PDFDocument,
  { projects, clients, intros, sections, labels }: ProfileContent,
): Promise<void> {
  const { header, eyebrow: label, title } = sections.projects;
  await contentPage(doc, header);
  doc.outline.addItem(title);
  let y = sectionTitle(doc, label, title, intros.projects);

  const gap = 14;
  const cardWidth = (contentWidth - gap) / 2;
  const featured = projects.slice(0, FEATURED);
  const cardHeight =
    Math.max(
      ...featured.map(
        (project) =>
          measure(doc, project.title, cardWidth - 28, { font: fonts.bold, size: 11, lineGap: 1 }) +
          measure(doc, project.description, cardWidth - 28, descriptionStyle),
      ),
    ) +
    120 +
    56;
  for (const [index, project] of featured.entries()) {
    await projectCard(
      doc,
      project,
      page.margin + (index % 2) * (cardWidth + gap),
      y + Math.floor(index / 2) * (cardHeight + gap),
      cardWidth,
      cardHeight,
    );
  }

  await contentPage(doc, header);
  y = page.top;
  heading(doc, labels.moreProjects, page.margin, y, contentWidth);
  y += 24;
  const textX = page.margin + thumb.width + 16;
  const textWidth = contentWidth - thumb.width - 16;
  for (const project of projects.slice(FEATURED)) {
    const height = listItemHeight(doc, project, textWidth);
    y = await fit(doc, y, height, header);
    place(doc, `project ${project.id}`, page.margin, y, contentWidth, height);
    await picture(doc, { src: project.image, ...thumb }, page.margin, y, 5);
    let below = text(doc, project.title, textX, y, textWidth, listTitle);
    below = text(doc, `${project.categoryLabel}  |  ${meta(project)}`, textX, below + 2, textWidth, listMeta);
    text(doc, project.description, textX, below + 4, textWidth, descriptionStyle);
    y += height + 14;
  }

  // Client wordmarks: five to a row on white tiles, together with their heading.
  const columns = 5;
  const tileGap = 10;
  const tile = { width: (contentWidth - tileGap * (columns - 1)) / columns, height: 46 };
  const rows = Math.ceil(clients.length / columns);
  const clientsHeight = 24 + rows * tile.height + (rows - 1) * tileGap;
  y = await fit(doc, y + 6, clientsHeight, header);
  place(doc, "clients", page.margin, y, contentWidth, clientsHeight);
  heading(doc, labels.trustedBy, page.margin, y, contentWidth);
  y += 24;
  for (const [index, client] of clients.entries()) {
    const x = page.margin + (index % columns) * (tile.width + tileGap);
    const tileY = y + Math.floor(index / columns) * (tile.height + tileGap);
    doc.roundedRect(x, tileY, tile.width, tile.height, 5).lineWidth(0.75).strokeColor(colours.steel100).stroke();
    await picture(doc, { src: client.logo, width: tile.width - 8, height: tile.height - 6, format: "png" }, x + 4, tileY + 3, 0);
  }
}
