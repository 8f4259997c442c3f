// Every service, as many pages as they take: picture, title, summary and the first three features
// (as on the services page), then the people's certifications and a call to action with the quote
// page's address. Each block is measured before it is placed and starts a new page when it would
// not fit, so any number of services, and titles of any length, stay on their pages.
import type { ProfileContent } from "../content";
import { fillCount } from "../../../app/content/copy-counts";
import { bullets, contentPage, fit, measure, picture, place, sectionTitle, text } from "../layout";
import { colours, contentWidth, fonts, page, size } from "../theme";

type Service = ProfileContent["services"][number];

const IMAGE = { width: 150, height: 112 };
const ROW_GAP = 18;
const BAND_HEIGHT = 128;
/** The call to action's band sits this far above the content area's bottom. */
const BAND_MARGIN = 12;

const rowText = () => ({
  x: page.margin + IMAGE.width + 18,
  width: contentWidth - IMAGE.width - 18,
  title: { font: fonts.bold, size: 13, colour: colours.navy900 } as const,
});

/** How tall a service's row is: its picture or its text, whichever is taller. */
function rowHeight(doc: PDFKit.PDFDocument, service: Service): number {
  const { width, title } = rowText();
  const features = service.features
    .slice(0, 3)
    .reduce((sum, feature) => sum + measure(doc, feature, width - 10, { size: size.small + 0.5 }) + 3, 0);
  const words = measure(doc, service.title, width - 24, title) + 5 + measure(doc, service.summary, width, { lineGap: 2 }) + 6 + features;
  return Math.max(words, IMAGE.height);
}

async function serviceRow(doc: PDFKit.PDFDocument, service: Service, index: number, y: number): Promise<number> {
  const height = rowHeight(doc, service);
  place(doc, `service ${service.id}`, page.margin, y, contentWidth, height);
  await picture(doc, { src: service.image, ...IMAGE }, page.margin, y);
  const { x, width, title } = rowText();
  text(doc, String(index + 1).padStart(2, "0"), x, y + 2.5, 30, { font: fonts.bold, size: 10, colour: colours.amber700 });
  let below = text(doc, service.title, x + 24, y, width - 24, title);
  below = text(doc, service.summary, x, below + 5, width, { lineGap: 2 }) + 6;
  bullets(doc, service.features.slice(0, 3), x, below, width);
  return y + height + ROW_GAP;
}

const grid = { columns: 4, gap: 10, cellHeight: 40 };
const gridTitle = { font: fonts.bold, size: size.heading, colour: colours.navy900 } as const;

function credentialsHeight(
  doc: PDFKit.PDFDocument,
  { title, credentials }: Pick<ProfileContent["credentials"], "title" | "credentials">,
): number {
  return measure(doc, title, contentWidth, gridTitle) + 10 + Math.ceil(credentials.length / grid.columns) * (grid.cellHeight + grid.gap);
}

/** The certifications our people hold: a grid of code and name. */
function credentialsGrid(doc: PDFKit.PDFDocument, { title, credentials }: ProfileContent["credentials"], y: number): number {
  place(doc, "credentials", page.margin, y, contentWidth, credentialsHeight(doc, { title, credentials }) - grid.gap);
  y = text(doc, title, page.margin, y, contentWidth, gridTitle) + 10;
  const { columns, gap, cellHeight } = grid;
  const cellWidth = (contentWidth - gap * (columns - 1)) / columns;
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
  const { services, site, intros, credentials, callToAction, sections } = content;
  const { header, eyebrow } = sections.services;
  const title = fillCount(sections.services.title, { serviceCount: services.length });
  await contentPage(doc, header);
  doc.outline.addItem(title);
  let y = sectionTitle(doc, eyebrow, title, intros.services);
  for (const [index, service] of services.entries())
    y = await serviceRow(doc, service, index, await fit(doc, y, rowHeight(doc, service), header));

  // The certifications, then the call to action at the foot of the same page: together, on a new
  // page when they do not fit below the last service.
  const bandTop = page.bottom - BAND_HEIGHT - BAND_MARGIN;
  y = await fit(doc, y + 4, credentialsHeight(doc, credentials), header, bandTop - ROW_GAP);
  credentialsGrid(doc, credentials, y);

  // Call to action at the foot: a navy band with the fabrication yard scene on its right.
  const bandHeight = BAND_HEIGHT;
  y = bandTop;
  place(doc, "call to action", page.margin, y, contentWidth, bandHeight);
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
