// Page 1: the offshore platform at dusk, the logo, the company's name and tagline, and the
// certifications and contact line along the foot.
import { raster } from "../art";
import type { ProfileContent } from "../content";
import { picture, text } from "../layout";
import { colours, contentWidth, fonts, page, size } from "../theme";

const SCENE_HEIGHT = 560;

export async function drawCover(doc: PDFKit.PDFDocument, { company, site, labels }: ProfileContent, date: Date): Promise<void> {
  doc.outline.addItem(labels.cover);
  doc.rect(0, 0, page.width, page.height).fill(colours.navy950);
  // Hero slide 1 keeps its left side calm for text; the platform sits right of centre.
  // One point wider and faded one point past its foot, so no edge pixel of the raster shows.
  await picture(doc, { src: "/art/hero/slide-1.svg", width: page.width + 1, height: SCENE_HEIGHT, position: "right" }, 0, 0, 0);
  const fade = doc.linearGradient(0, SCENE_HEIGHT - 240, 0, SCENE_HEIGHT);
  fade.stop(0, colours.navy950, 0).stop(1, colours.navy950, 1);
  doc.rect(0, SCENE_HEIGHT - 240, page.width + 1, 241).fill(fade);
  const veil = doc.linearGradient(0, 0, page.width * 0.7, 0);
  veil.stop(0, colours.navy950, 0.75).stop(1, colours.navy950, 0);
  doc.rect(0, 0, page.width * 0.7, SCENE_HEIGHT).fill(veil);

  const logo = { src: "/art/brand/logo-inverse.svg", width: 180, height: 42, format: "png" as const };
  doc.image(await raster(logo), page.margin, 52, { width: logo.width, height: logo.height });

  let y = 440;
  y = text(doc, `${labels.title.toUpperCase()} ${date.getUTCFullYear()}`, page.margin, y, contentWidth, {
    font: fonts.bold,
    size: 9,
    colour: colours.amber500,
    characterSpacing: 2,
  });
  y = text(doc, company.name, page.margin, y + 10, 420, { font: fonts.bold, size: size.display, colour: colours.white, lineGap: 2 });
  doc.rect(page.margin, y + 14, 56, 4).fill(colours.amber500);
  y = text(doc, company.tagline, page.margin, y + 32, 400, { size: 13, colour: colours.steel100, lineGap: 4 });
  text(doc, company.footerTagline, page.margin, y + 10, 400, { size: 10, colour: colours.steel300, lineGap: 3 });

  // Foot: the two ISO badges and claims, then how to reach us.
  const footTop = page.height - 118;
  doc
    .moveTo(page.margin, footTop)
    .lineTo(page.width - page.margin, footTop)
    .lineWidth(0.75)
    .strokeColor(colours.navy700)
    .stroke();
  const badgeY = footTop + 22;
  for (const [index, badge] of ["badge-iso-9001", "badge-iso-45001"].entries()) {
    const request = { src: `/art/brand/${badge}.svg`, width: 40, height: 40, format: "png" as const };
    doc.image(await raster(request), page.margin + index * 48, badgeY, { width: 40, height: 40 });
  }
  text(doc, labels.certified.toUpperCase(), page.margin + 104, badgeY + 6, 150, {
    font: fonts.bold,
    size: size.tiny,
    colour: colours.amber500,
    characterSpacing: 1.2,
  });
  text(doc, company.claims.join("\n"), page.margin + 104, badgeY + 17, 150, { font: fonts.bold, size: 9, colour: colours.white });

  const contactX = 300;
  const contact = [site.host, company.emails.info, company.phones.join("   ")].join("\n");
  text(doc, labels.contact.toUpperCase(), contactX, badgeY + 6, page.width - page.margin - contactX, {
    font: fonts.bold,
    size: size.tiny,
    colour: colours.amber500,
    characterSpacing: 1.2,
  });
  text(doc, contact, contactX, badgeY + 17, page.width - page.margin - contactX, { size: 9, colour: colours.white, lineGap: 2 });
}
