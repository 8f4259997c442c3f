// Who we are: overview beside the crew picture, mission and vision, key figures and core values.
import type { ProfileContent } from "../content";
import { contentPage, heading, measure, picture, sectionTitle, text } from "../layout";
import { colours, contentWidth, fonts, page, size } from "../theme";

export async function drawAbout(doc: PDFKit.PDFDocument, { company, profile, stats, intros }: ProfileContent): Promise<void> {
  await contentPage(doc, "Who we are");
  doc.outline.addItem("Who we are");
  let y = sectionTitle(doc, "About us", "Who we are", intros.about);

  // Overview paragraphs left, the crew in front of the yard right.
  const imageWidth = 200;
  const textWidth = contentWidth - imageWidth - 20;
  await picture(doc, { src: "/art/about/overview.svg", width: imageWidth, height: 150 }, page.width - page.margin - imageWidth, y + 2);
  let textY = y;
  for (const paragraph of profile.overview) textY = text(doc, paragraph, page.margin, textY, textWidth, { lineGap: 2.5 }) + 7;
  y = Math.max(textY, y + 160) + 10;

  // Mission and vision: two navy panels.
  const panelWidth = (contentWidth - 14) / 2;
  const panelText = { size: 9.5, colour: colours.steel100, lineGap: 2.5 };
  const panelHeight = 48 + Math.max(...[profile.mission, profile.vision].map((value) => measure(doc, value, panelWidth - 32, panelText)));
  for (const [index, [title, body]] of (
    [
      ["Our mission", profile.mission],
      ["Our vision", profile.vision],
    ] as const
  ).entries()) {
    const x = page.margin + index * (panelWidth + 14);
    doc.roundedRect(x, y, panelWidth, panelHeight, 6).fill(index === 0 ? colours.navy900 : colours.navy800);
    doc.rect(x, y + 16, 3, 14).fill(colours.amber500);
    heading(doc, title, x + 16, y + 16, panelWidth - 32, colours.white);
    text(doc, body, x + 16, y + 36, panelWidth - 32, panelText);
  }
  y += panelHeight + 18;

  // Key figures: the year we started and the services page's stats band.
  const figures = [
    { value: String(company.founded), label: "Founded in Lagos" },
    ...stats.map((stat) => ({ value: `${stat.number}${stat.suffix}`, label: stat.label })),
  ];
  const figureWidth = contentWidth / figures.length;
  doc.roundedRect(page.margin, y, contentWidth, 62, 6).fill(colours.steel50);
  for (const [index, figure] of figures.entries()) {
    const x = page.margin + index * figureWidth;
    if (index > 0)
      doc
        .moveTo(x, y + 14)
        .lineTo(x, y + 48)
        .lineWidth(0.5)
        .strokeColor(colours.steel300)
        .stroke();
    text(doc, figure.value, x, y + 12, figureWidth, { font: fonts.bold, size: 20, colour: colours.navy800, align: "center" });
    text(doc, figure.label, x, y + 38, figureWidth, { size: size.small, colour: colours.steel600, align: "center" });
  }
  y += 62 + 22;

  // Core values in a row of columns.
  heading(doc, "Our core values", page.margin, y, contentWidth);
  y += 22;
  const columns = profile.coreValues.length;
  const gap = 10;
  const columnWidth = (contentWidth - gap * (columns - 1)) / columns;
  for (const [index, value] of profile.coreValues.entries()) {
    const x = page.margin + index * (columnWidth + gap);
    doc.rect(x, y, columnWidth, 2.5).fill(colours.amber500);
    const below = text(doc, value.title, x, y + 9, columnWidth, { font: fonts.bold, size: 10, colour: colours.navy900 });
    text(doc, value.description, x, below + 3, columnWidth, { size: size.small, colour: colours.steel800, lineGap: 1.5 });
  }
}
