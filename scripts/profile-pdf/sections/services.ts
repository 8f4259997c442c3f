// All seven services over two pages: picture, title, summary and the first three features
// (as on the services page), then a call to action with the quote page's address.
import type { ProfileContent } from "../content";
import { bullets, contentPage, picture, sectionTitle, text } from "../layout";
import { colours, contentWidth, fonts, page, size } from "../theme";

type Service = ProfileContent["services"][number];

const IMAGE = { width: 150, height: 112 };
const ROW_GAP = 18;
/** Services on the first page; the rest go on the second, above the call to action. */
const FIRST_PAGE = 4;

async function serviceRow(doc: PDFKit.PDFDocument, service: Service, index: number, y: number): Promise<number> {
  await picture(doc, { src: service.image, ...IMAGE }, page.margin, y);
  const x = page.margin + IMAGE.width + 18;
  const width = contentWidth - IMAGE.width - 18;
  text(doc, String(index + 1).padStart(2, "0"), x, y + 2.5, 30, { font: fonts.bold, size: 10, colour: colours.amber700 });
  let below = text(doc, service.title, x + 24, y, width - 24, { font: fonts.bold, size: 13, colour: colours.navy900 });
  below = text(doc, service.summary, x, below + 5, width, { lineGap: 2 }) + 6;
  below = bullets(doc, service.features.slice(0, 3), x, below, width);
  return Math.max(below, y + IMAGE.height) + ROW_GAP;
}

/** The certifications our people hold: a grid of code and name. */
function credentialsGrid(doc: PDFKit.PDFDocument, { title, credentials }: ProfileContent["credentials"], y: number): number {
  y = text(doc, title, page.margin, y, contentWidth, { font: fonts.bold, size: size.heading, colour: colours.navy900 }) + 10;
  const columns = 4;
  const gap = 10;
  const cellWidth = (contentWidth - gap * (columns - 1)) / columns;
  const cellHeight = 40;
  for (const [index, credential] of credentials.entries()) {
    const x = page.margin + (index % columns) * (cellWidth + gap);
    const cellY = y + Math.floor(index / columns) * (cellHeight + gap);
    doc.roundedRect(x, cellY, cellWidth, cellHeight, 5).fill(colours.steel50);
    doc.rect(x, cellY + 10, 3, cellHeight - 20).fill(colours.amber500);
    text(doc, credential.code, x + 12, cellY + 8, cellWidth - 18, { font: fonts.bold, size: 10, colour: colours.navy800 });
    text(doc, credential.name, x + 12, cellY + 22, cellWidth - 18, { size: size.small, colour: colours.steel600 });
  }
  return y + Math.ceil(credentials.length / columns) * (cellHeight + gap);
}

export async function drawServices(doc: PDFKit.PDFDocument, content: ProfileContent): Promise<void> {
  const { services, site, intros, credentials, callToAction } = content;
  await contentPage(doc, "Services");
  doc.outline.addItem("Services");
  let y = sectionTitle(doc, "What we do", `Our ${services.length} services`, intros.services);
  for (const [index, service] of services.slice(0, FIRST_PAGE).entries()) y = await serviceRow(doc, service, index, y);

  await contentPage(doc, "Services");
  y = page.top;
  for (const [index, service] of services.slice(FIRST_PAGE).entries()) y = await serviceRow(doc, service, FIRST_PAGE + index, y);

  credentialsGrid(doc, credentials, y + 4);

  // Call to action at the foot: a navy band with the fabrication yard scene on its right.
  const bandHeight = 128;
  y = page.bottom - bandHeight - 12;
  doc.save();
  doc.roundedRect(page.margin, y, contentWidth, bandHeight, 8).clip();
  doc.rect(page.margin, y, contentWidth, bandHeight).fill(colours.navy900);
  await picture(
    doc,
    { src: "/art/hero/slide-3.svg", width: 230, height: bandHeight, position: "right" },
    page.width - page.margin - 230,
    y,
    0,
  );
  // Fade the picture into the band, starting a point left of its edge so no seam shows.
  const fadeX = page.width - page.margin - 231;
  const fade = doc.linearGradient(fadeX, 0, fadeX + 100, 0);
  fade.stop(0, colours.navy900, 1).stop(1, colours.navy900, 0);
  doc.rect(fadeX, y, 100, bandHeight).fill(fade);
  doc.restore();
  const textWidth = contentWidth - 250;
  let below = text(doc, callToAction.heading, page.margin + 22, y + 22, textWidth, {
    font: fonts.bold,
    size: 13,
    colour: colours.white,
  });
  below = text(doc, callToAction.text, page.margin + 22, below + 6, textWidth, { size: 9, colour: colours.steel100, lineGap: 2 });
  // The quote page's address as an amber button (a live link in PDF readers).
  const buttonWidth = Math.min(textWidth, doc.font(fonts.bold).fontSize(9).widthOfString(site.quote) + 24);
  doc.roundedRect(page.margin + 22, below + 12, buttonWidth, 22, 4).fill(colours.amber500);
  text(doc, site.quote, page.margin + 34, below + 19, textWidth, { font: fonts.bold, size: 9, colour: colours.navy950 });
  doc.link(page.margin + 22, below + 12, buttonWidth, 22, site.quote);
}
