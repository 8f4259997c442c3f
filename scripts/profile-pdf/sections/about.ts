// Who we are: overview beside the crew picture, mission and vision, key figures and core values.
import type { ProfileContent } from "../content";
import { contentPage, fit, heading, measure, picture, place, sectionTitle, text } from "../layout";
import { colours, contentWidth, fonts, page, size } from "../theme";

const valueTitle = { font: fonts.bold, size: 10, colour: colours.navy900 } as const;
// As small as the standards' descriptions: five values side by side, the French ones long.
const valueText = { size: size.small - 0.5, colour: colours.steel800, lineGap: 1.5 } as const;
const figureValue = { font: fonts.bold, size: 20, colour: colours.navy800, align: "center" } as const;
const figureLabel = { size: size.small, colour: colours.steel600, align: "center" } as const;

export async function drawAbout(
  doc: PDFKit.PDFDocument,
  { company, profile, stats, intros, sections, labels }: ProfileContent,
): Promise<void> {
  const { header, eyebrow, title } = sections.about;
  await contentPage(doc, header);
  doc.outline.addItem(title);
  let y = sectionTitle(doc, eyebrow, title, intros.about);

  // Overview paragraphs left, the crew in front of the yard right; a paragraph that starts below
  // the picture takes the page's whole width (the French overview is longer than the picture).
  const image = { src: "/art/about/overview.svg", width: 180, height: 135 };
  const imageX = page.width - page.margin - image.width;
  const imageBottom = y + 2 + image.height;
  place(doc, "overview picture", imageX, y + 2, image.width, image.height);
  await picture(doc, image, imageX, y + 2);
  let textY = y;
  for (const [index, paragraph] of profile.overview.entries()) {
    const width = textY > imageBottom ? contentWidth : contentWidth - image.width - 20;
    const below = text(doc, paragraph, page.margin, textY, width, { lineGap: 2.5 });
    place(doc, `overview ${index + 1}`, page.margin, textY, width, below - textY);
    textY = below + 7;
  }
  y = Math.max(textY, imageBottom + 8) + 6;

  // Mission and vision: two navy panels.
  const panelWidth = (contentWidth - 14) / 2;
  const panelText = { size: 9.5, colour: colours.steel100, lineGap: 2.5 };
  const panelHeight = 48 + Math.max(...[profile.mission, profile.vision].map((value) => measure(doc, value, panelWidth - 32, panelText)));
  y = await fit(doc, y, panelHeight, header);
  place(doc, "mission and vision", page.margin, y, contentWidth, panelHeight);
  for (const [index, [name, body]] of (
    [
      [labels.mission, profile.mission],
      [labels.vision, profile.vision],
    ] as const
  ).entries()) {
    const x = page.margin + index * (panelWidth + 14);
    doc.roundedRect(x, y, panelWidth, panelHeight, 6).fill(index === 0 ? colours.navy900 : colours.navy800);
    doc.rect(x, y + 16, 3, 14).fill(colours.amber500);
    heading(doc, name, x + 16, y + 16, panelWidth - 32, colours.white);
    text(doc, body, x + 16, y + 36, panelWidth - 32, panelText);
  }
  y += panelHeight + 14;

  // Key figures: the year we started and the services page's stats band, as tall as its longest label.
  const figures = [
    { value: String(company.founded), label: company.foundedLabel },
    ...stats.map((stat) => ({ value: `${stat.number}${stat.suffix}`, label: stat.label })),
  ];
  const figureWidth = contentWidth / figures.length;
  const bandHeight = 50 + Math.max(...figures.map((figure) => measure(doc, figure.label, figureWidth - 8, figureLabel)));
  y = await fit(doc, y, bandHeight, header);
  place(doc, "key figures", page.margin, y, contentWidth, bandHeight);
  doc.roundedRect(page.margin, y, contentWidth, bandHeight, 6).fill(colours.steel50);
  for (const [index, figure] of figures.entries()) {
    const x = page.margin + index * figureWidth;
    if (index > 0)
      doc
        .moveTo(x, y + 14)
        .lineTo(x, y + bandHeight - 14)
        .lineWidth(0.5)
        .strokeColor(colours.steel300)
        .stroke();
    text(doc, figure.value, x, y + 12, figureWidth, figureValue);
    text(doc, figure.label, x + 4, y + 38, figureWidth - 8, figureLabel);
  }
  y += bandHeight + 16;

  // Core values in a row of columns, on the next page when they do not fit below the figures.
  const columns = profile.coreValues.length;
  const gap = 10;
  const columnWidth = (contentWidth - gap * (columns - 1)) / columns;
  const valuesHeight =
    22 +
    Math.max(
      ...profile.coreValues.map(
        (value) => 9 + measure(doc, value.title, columnWidth, valueTitle) + 3 + measure(doc, value.description, columnWidth, valueText),
      ),
    );
  y = await fit(doc, y, valuesHeight, header);
  place(doc, "core values", page.margin, y, contentWidth, valuesHeight);
  heading(doc, labels.coreValues, page.margin, y, contentWidth);
  y += 22;
  for (const [index, value] of profile.coreValues.entries()) {
    const x = page.margin + index * (columnWidth + gap);
    doc.rect(x, y, columnWidth, 2.5).fill(colours.amber500);
    const below = text(doc, value.title, x, y + 9, columnWidth, valueTitle);
    text(doc, value.description, x, below + 3, columnWidth, valueText);
  }
}
