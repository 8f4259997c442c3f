// Leadership and milestones: the leaders with their portraits, then the history timeline.
import type { ProfileContent } from "../content";
import { contentPage, fit, heading, measure, picture, place, sectionTitle, text } from "../layout";
import { colours, contentWidth, fonts, page, size } from "../theme";

const leaderName = { font: fonts.bold, size: 9, colour: colours.navy900, lineGap: 1 } as const;
const leaderPosition = { size: size.small, colour: colours.amber700, lineGap: 1 } as const;
const entryTitle = { font: fonts.bold, size: 10.5, colour: colours.navy900 } as const;
const entryText = { size: size.small + 0.5, lineGap: 1.5 } as const;

export async function drawLeadership(
  doc: PDFKit.PDFDocument,
  { leaders, history, intros, sections, labels }: ProfileContent,
): Promise<void> {
  const { header, eyebrow, title } = sections.leadership;
  await contentPage(doc, header);
  doc.outline.addItem(title);
  let y = sectionTitle(doc, eyebrow, title, intros.management);

  const columns = 3;
  const gap = 12;
  const rowGap = 10;
  const cellWidth = (contentWidth - gap * (columns - 1)) / columns;
  const textWidth = cellWidth - 72;
  // As tall as the portrait, or as the longest name and position.
  const cellHeight = Math.max(
    70,
    ...leaders.map(
      (leader) => 22 + measure(doc, leader.name, textWidth, leaderName) + 3 + measure(doc, leader.position, textWidth, leaderPosition),
    ),
  );
  for (const [index, leader] of leaders.entries()) {
    const x = page.margin + (index % columns) * (cellWidth + gap);
    const cellY = y + Math.floor(index / columns) * (cellHeight + rowGap);
    place(doc, `leader ${leader.id}`, x, cellY, cellWidth, cellHeight);
    doc.roundedRect(x, cellY, cellWidth, cellHeight, 6).fill(colours.steel50);
    await picture(doc, { src: leader.image, width: 50, height: 58, position: "top" }, x + 6, cellY + 6, 4);
    const textX = x + 66;
    const below = text(doc, leader.name, textX, cellY + 12, textWidth, leaderName);
    text(doc, leader.position, textX, below + 3, textWidth, leaderPosition);
  }
  y += Math.ceil(leaders.length / columns) * (cellHeight + rowGap) - rowGap + 22;

  // A vertical rule with an amber marker per milestone; the year (where there is one) left of it.
  // The timeline stays together: on the next page when it does not fit below the leaders.
  const railX = page.margin + 52;
  const entryWidth = contentWidth - (railX - page.margin) - 20;
  const heights = history.map(
    (entry) => measure(doc, entry.title, entryWidth, entryTitle) + measure(doc, entry.description, entryWidth, entryText) + 16,
  );
  const total = heights.reduce((sum, height) => sum + height, 0);
  y = await fit(doc, y, 24 + total - 16, header);
  place(doc, "journey", page.margin, y, contentWidth, 24 + total - 16);
  heading(doc, labels.journey, page.margin, y, contentWidth);
  y += 24;
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
    const below = text(doc, entry.title, railX + 18, y, entryWidth, entryTitle);
    text(doc, entry.description, railX + 18, below + 2, entryWidth, entryText);
    y += heights[index] ?? 0;
  }
}
