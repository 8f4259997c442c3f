// Certifications: the four certificates as cards with the certificate picture, year badge,
// category, name and description; then the codes and standards our engineering answers to.
import type { ProfileContent } from "../content";
import { contentPage, fit, measure, picture, place, sectionTitle, text } from "../layout";
import { colours, contentWidth, fonts, page, size } from "../theme";

const IMAGE = { width: 84, height: 112 };

const standardsTitle = { font: fonts.bold, size: size.heading, colour: colours.navy900 } as const;
const standardCode = { font: fonts.bold, size: 12, colour: colours.navy800 } as const;
const standardName = { font: fonts.bold, size: size.small, colour: colours.steel800 } as const;
const standardText = { size: size.small - 0.5, colour: colours.steel600, lineGap: 1.5 } as const;
const STANDARDS_GAP = 12;

type Standards = ProfileContent["standards"];

const standardsColumn = ({ credentials }: Standards) => (contentWidth - STANDARDS_GAP * (credentials.length - 1)) / credentials.length;

/** How tall the standards row is: its title and its tallest column. */
function standardsHeight(doc: PDFKit.PDFDocument, standards: Standards): number {
  const width = standardsColumn(standards);
  const column = (credential: Standards["credentials"][number]) =>
    9 +
    measure(doc, credential.code, width, standardCode) +
    1 +
    measure(doc, credential.name, width, standardName) +
    3 +
    measure(doc, credential.description, width, standardText);
  return (
    measure(doc, standards.eyebrow ?? standards.title, contentWidth, standardsTitle) + 10 + Math.max(...standards.credentials.map(column))
  );
}

/** The codes and standards our engineering answers to, in a row of columns. */
function standardsRow(doc: PDFKit.PDFDocument, standards: Standards, y: number): void {
  place(doc, "standards", page.margin, y, contentWidth, standardsHeight(doc, standards));
  const { eyebrow, title, credentials } = standards;
  y = text(doc, eyebrow ?? title, page.margin, y, contentWidth, standardsTitle) + 10;
  const columnWidth = standardsColumn(standards);
  for (const [index, credential] of credentials.entries()) {
    const x = page.margin + index * (columnWidth + STANDARDS_GAP);
    doc.rect(x, y, columnWidth, 2.5).fill(colours.amber500);
    let below = text(doc, credential.code, x, y + 9, columnWidth, standardCode);
    below = text(doc, credential.name, x, below + 1, columnWidth, standardName);
    text(doc, credential.description, x, below + 3, columnWidth, standardText);
  }
}

export async function drawCertifications(
  doc: PDFKit.PDFDocument,
  { certifications, intros, standards, sections }: ProfileContent,
): Promise<void> {
  const { header, eyebrow, title } = sections.certifications;
  await contentPage(doc, header);
  doc.outline.addItem(title);
  let y = sectionTitle(doc, eyebrow, title, intros.certifications);

  const columns = 2;
  const gap = 14;
  const cardWidth = (contentWidth - gap) / columns;
  const textWidth = cardWidth - IMAGE.width - 40;
  const descriptionStyle = { size: size.small + 0.5, lineGap: 1.8 };
  const nameStyle = { font: fonts.bold, size: 11, colour: colours.navy900, lineGap: 1 };
  const cardHeight =
    Math.max(
      IMAGE.height,
      ...certifications.map(
        (certification) =>
          56 +
          measure(doc, certification.name, textWidth, nameStyle) +
          measure(doc, certification.description, textWidth, descriptionStyle),
      ),
    ) + 20;

  for (const [index, certification] of certifications.entries()) {
    const x = page.margin + (index % columns) * (cardWidth + gap);
    const cardY = y + Math.floor(index / columns) * (cardHeight + gap);
    place(doc, `certification ${index + 1}`, x, cardY, cardWidth, cardHeight);
    doc.roundedRect(x, cardY, cardWidth, cardHeight, 8).fill(colours.steel50);
    doc.roundedRect(x + 10, cardY + 10, IMAGE.width + 8, IMAGE.height + 8, 4).fill(colours.navy100);
    await picture(doc, { src: certification.image, ...IMAGE }, x + 14, cardY + 14, 2);

    const textX = x + IMAGE.width + 30;
    // Year badge, category, name, description.
    doc.roundedRect(textX, cardY + 14, 38, 16, 8).fill(colours.amber500);
    text(doc, String(certification.year), textX, cardY + 18.5, 38, {
      font: fonts.bold,
      size: size.small,
      colour: colours.navy950,
      align: "center",
    });
    text(doc, certification.category.toUpperCase(), textX, cardY + 38, textWidth, {
      font: fonts.bold,
      size: size.tiny,
      colour: colours.steel600,
      characterSpacing: 1,
    });
    const below = text(doc, certification.name, textX, cardY + 52, textWidth, nameStyle);
    text(doc, certification.description, textX, below + 5, textWidth, descriptionStyle);
  }
  y += Math.ceil(certifications.length / columns) * (cardHeight + gap) - gap + 14;
  // On the next page when it does not fit below the certificates.
  standardsRow(doc, standards, await fit(doc, y, standardsHeight(doc, standards), header));
}
