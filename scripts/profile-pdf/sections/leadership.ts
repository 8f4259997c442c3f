// Leadership and milestones: the nine leaders with their portraits, then the history timeline.
import type { ProfileContent } from "../content";
import { contentPage, heading, measure, picture, sectionTitle, text } from "../layout";
import { colours, contentWidth, fonts, page, size } from "../theme";

export async function drawLeadership(doc: PDFKit.PDFDocument, { leaders, history, intros }: ProfileContent): Promise<void> {
  await contentPage(doc, "Leadership");
  doc.outline.addItem("Leadership and history");
  let y = sectionTitle(doc, "Leadership", "Our management team", intros.management);

  const columns = 3;
  const gap = 12;
  const cellWidth = (contentWidth - gap * (columns - 1)) / columns;
  const cellHeight = 70;
  for (const [index, leader] of leaders.entries()) {
    const x = page.margin + (index % columns) * (cellWidth + gap);
    const cellY = y + Math.floor(index / columns) * (cellHeight + gap);
    doc.roundedRect(x, cellY, cellWidth, cellHeight, 6).fill(colours.steel50);
    await picture(doc, { src: `/art/leaders/${leader.id}.svg`, width: 50, height: 58, position: "top" }, x + 6, cellY + 6, 4);
    const textX = x + 66;
    const textWidth = cellWidth - 72;
    const below = text(doc, leader.name, textX, cellY + 12, textWidth, { font: fonts.bold, size: 9, colour: colours.navy900, lineGap: 1 });
    text(doc, leader.positionTitle, textX, below + 3, textWidth, { size: size.small, colour: colours.amber700, lineGap: 1 });
  }
  y += Math.ceil(leaders.length / columns) * (cellHeight + gap) + 18;

  heading(doc, "Our journey", page.margin, y, contentWidth);
  y += 24;
  // A vertical rule with an amber marker per milestone; the year (where there is one) left of it.
  const railX = page.margin + 52;
  const entryWidth = contentWidth - (railX - page.margin) - 20;
  const heights = history.map(
    (entry) =>
      measure(doc, entry.title, entryWidth, { font: fonts.bold, size: 10.5 }) +
      measure(doc, entry.description, entryWidth, { size: size.small + 0.5, lineGap: 1.5 }) +
      16,
  );
  const total = heights.reduce((sum, height) => sum + height, 0);
  doc
    .moveTo(railX, y + 4)
    .lineTo(railX, y + total - 16)
    .lineWidth(1.5)
    .strokeColor(colours.navy100)
    .stroke();
  for (const [index, entry] of history.entries()) {
    doc.circle(railX, y + 6, 5).fill(colours.amber500);
    doc.circle(railX, y + 6, 2).fill(colours.white);
    if (entry.year) text(doc, String(entry.year), page.margin, y, 38, { font: fonts.bold, size: 11, colour: colours.navy800 });
    const below = text(doc, entry.title, railX + 18, y, entryWidth, { font: fonts.bold, size: 10.5, colour: colours.navy900 });
    text(doc, entry.description, railX + 18, below + 2, entryWidth, { size: size.small + 0.5, lineGap: 1.5 });
    y += heights[index] ?? 0;
  }
}
