// Drawing helpers shared by the sections: running header and footer, headings, text blocks and
// pictures. Every helper takes explicit coordinates and returns where it ended, so sections lay
// out by measurement and pdfkit never breaks a page on its own.
import { raster, type RasterRequest } from "./art";
import { colours, contentWidth, fonts, page, size } from "./theme";

type Doc = PDFKit.PDFDocument;

/** A block a section placed: its page (0 is the cover) and its rectangle, in points. */
export interface Box {
  label: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const placed = new WeakMap<Doc, Box[]>();

/**
 * Records a block where a section placed it, so a test can check the layout for any amount of
 * content: no block overlaps another or leaves the page's content area (generate.test.ts).
 */
export function place(doc: Doc, label: string, x: number, y: number, width: number, height: number): void {
  const boxes = placed.get(doc) ?? [];
  boxes.push({ label, page: doc.bufferedPageRange().count - 1, x, y, width, height });
  placed.set(doc, boxes);
}

/** The blocks placed in the document so far. */
export const placedBoxes = (doc: Doc): Box[] => placed.get(doc) ?? [];
type Font = (typeof fonts)[keyof typeof fonts];

export interface TextStyle {
  font?: Font;
  size?: number;
  colour?: string;
  lineGap?: number;
  align?: "left" | "center" | "right";
  characterSpacing?: number;
}

function apply(doc: Doc, style: TextStyle) {
  doc
    .font(style.font ?? fonts.regular)
    .fontSize(style.size ?? size.body)
    .fillColor(style.colour ?? colours.steel800);
}

function options(style: TextStyle, width: number): PDFKit.Mixins.TextOptions {
  return { width, lineGap: style.lineGap ?? 2, align: style.align ?? "left", characterSpacing: style.characterSpacing ?? 0 };
}

export function measure(doc: Doc, text: string, width: number, style: TextStyle = {}): number {
  apply(doc, style);
  return doc.heightOfString(text, options(style, width));
}

/** Writes a block of text at (x, y) and returns the y below it. */
export function text(doc: Doc, value: string, x: number, y: number, width: number, style: TextStyle = {}): number {
  const height = measure(doc, value, width, style);
  doc.text(value, x, y, options(style, width));
  return y + height;
}

/** Small amber capitals above a heading. */
export function eyebrow(doc: Doc, value: string, x: number, y: number, colour: string = colours.amber700): number {
  return text(doc, value.toUpperCase(), x, y, contentWidth, { font: fonts.bold, size: size.small, colour, characterSpacing: 1.2 });
}

/** A section's opening: eyebrow, title, amber rule and an optional lead paragraph. Returns the y below. */
export function sectionTitle(doc: Doc, label: string, title: string, lead?: string): number {
  let y = eyebrow(doc, label, page.margin, page.top) + 4;
  y = text(doc, title, page.margin, y, contentWidth, { font: fonts.bold, size: size.title, colour: colours.navy900, lineGap: 0 });
  doc.rect(page.margin, y + 8, 40, 3).fill(colours.amber500);
  y += 22;
  if (lead) y = text(doc, lead, page.margin, y, contentWidth * 0.85, { size: 10.5, colour: colours.steel800, lineGap: 3 }) + 6;
  return y + 10;
}

/** A small bold heading inside a section. */
export function heading(doc: Doc, value: string, x: number, y: number, width: number, colour: string = colours.navy900): number {
  return text(doc, value, x, y, width, { font: fonts.bold, size: size.heading, colour, lineGap: 1 });
}

/** Bulleted lines with amber square bullets. */
export function bullets(doc: Doc, items: string[], x: number, y: number, width: number, style: TextStyle = {}): number {
  for (const item of items) {
    doc.rect(x, y + 2.6, 3.5, 3.5).fill(colours.amber500);
    y = text(doc, item, x + 10, y, width - 10, { size: size.small + 0.5, ...style }) + 3;
  }
  return y;
}

/** Artwork cropped to a box, with rounded corners. */
export async function picture(doc: Doc, request: RasterRequest, x: number, y: number, radius = 6): Promise<void> {
  const uri = await raster(request);
  doc.save();
  if (radius > 0) doc.roundedRect(x, y, request.width, request.height, radius).clip();
  doc.image(uri, x, y, { width: request.width, height: request.height });
  doc.restore();
}

/** Starts a content page with the running header: logo left, section name right, hairline. */
export async function contentPage(doc: Doc, section: string): Promise<void> {
  doc.addPage();
  const logo = { src: "/art/brand/logo.svg", width: 103, height: 24, format: "png" as const };
  doc.image(await raster(logo), page.margin, 30, { width: logo.width, height: logo.height });
  text(doc, section.toUpperCase(), page.margin, 39, contentWidth, {
    font: fonts.bold,
    size: size.tiny,
    colour: colours.steel600,
    align: "right",
    characterSpacing: 1.2,
  });
  doc
    .moveTo(page.margin, 64)
    .lineTo(page.width - page.margin, 64)
    .lineWidth(0.5)
    .strokeColor(colours.steel300)
    .stroke();
}

/**
 * The y at which a block of `height` starts: `y` if it fits above `limit`, else the top of a new
 * page of the same section. Sections measure each block before drawing it, so longer words (the
 * French profile's) move a block to the next page instead of running off this one.
 */
export async function fit(doc: Doc, y: number, height: number, header: string, limit: number = page.bottom): Promise<number> {
  if (y + height <= limit) return y;
  await contentPage(doc, header);
  return page.top;
}

/** The footer's words: the document's name, and its page numbers ("Page {page} of {pages}"). */
export interface FooterLabels {
  title: string;
  pageNumber: string;
}

/** Footer on every page but the cover. Drawn last (pages are buffered): the total is known only then. */
export function drawFooters(doc: Doc, companyName: string, host: string, labels: FooterLabels): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start + 1; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const y = page.height - 36;
    doc
      .moveTo(page.margin, y - 8)
      .lineTo(page.width - page.margin, y - 8)
      .lineWidth(0.5)
      .strokeColor(colours.steel300)
      .stroke();
    const style: TextStyle = { size: size.tiny, colour: colours.steel600 };
    const pageNumber = labels.pageNumber.replace("{page}", String(index + 1)).replace("{pages}", String(range.count));
    text(doc, `${companyName}  |  ${labels.title}  |  ${host}`, page.margin, y, contentWidth, style);
    text(doc, pageNumber, page.margin, y, contentWidth, { ...style, font: fonts.bold, align: "right" });
  }
}
