// Contacts: the Lagos skyline, every office (rows of up to three) with addresses, phones and e-mails, office
// hours and the general lines, closing with the website.
import type { ProfileContent } from "../content";
import { contentPage, heading, measure, picture, place, sectionTitle, text } from "../layout";
import { colours, contentWidth, fonts, page, size } from "../theme";

export async function drawContacts(
  doc: PDFKit.PDFDocument,
  { company, offices, officeHours, site, intros }: ProfileContent,
): Promise<void> {
  await contentPage(doc, "Contact");
  doc.outline.addItem("Contact");
  let y = sectionTitle(doc, "Get in touch", "Contact us", intros.contact);

  await picture(doc, { src: "/art/heroes/contact.svg", width: contentWidth, height: 130, position: "right" }, page.margin, y);
  y += 130 + 20;

  // One card per office, in rows of up to three.
  const gap = 12;
  const columns = Math.min(3, offices.length);
  const cardWidth = (contentWidth - gap * (columns - 1)) / columns;
  const inner = cardWidth - 28;
  const bodyStyle = { size: size.small + 0.5, lineGap: 2 };
  const phones = (phone: string) =>
    phone
      .split(",")
      .map((part) => part.trim())
      .join("\n");
  const cardHeight =
    Math.max(
      ...offices.map(
        (office) =>
          measure(doc, office.name, inner, { font: fonts.bold, size: 10.5 }) +
          measure(doc, office.address.join("\n"), inner, bodyStyle) +
          measure(doc, phones(office.phone), inner, bodyStyle) +
          measure(doc, office.email, inner, bodyStyle),
      ),
    ) + 78;
  const cardsTop = y;
  for (const [index, office] of offices.entries()) {
    const x = page.margin + (index % columns) * (cardWidth + gap);
    y = cardsTop + Math.floor(index / columns) * (cardHeight + gap);
    place(doc, `office ${office.id}`, x, y, cardWidth, cardHeight);
    doc.roundedRect(x, y, cardWidth, cardHeight, 8).fill(index === 0 ? colours.navy900 : colours.steel50);
    const dark = index === 0;
    const label = dark ? colours.amber300 : colours.amber700;
    const body = { ...bodyStyle, colour: dark ? colours.steel100 : colours.steel800 };
    doc.rect(x, y + 16, 3, 14).fill(colours.amber500);
    let below = text(doc, office.name, x + 14, y + 16, inner, {
      font: fonts.bold,
      size: 10.5,
      colour: dark ? colours.white : colours.navy900,
    });
    below = text(doc, office.address.join("\n"), x + 14, below + 8, inner, body);
    below = text(doc, "PHONE", x + 14, below + 10, inner, { font: fonts.bold, size: size.tiny, colour: label, characterSpacing: 1 });
    below = text(doc, phones(office.phone), x + 14, below + 2, inner, body);
    below = text(doc, "E-MAIL", x + 14, below + 8, inner, { font: fonts.bold, size: size.tiny, colour: label, characterSpacing: 1 });
    text(doc, office.email, x + 14, below + 2, inner, body);
    doc.link(x, y, cardWidth, cardHeight, `mailto:${office.email}`);
  }
  y += cardHeight + 24;

  // Office hours beside the general lines.
  const half = (contentWidth - 24) / 2;
  heading(doc, "Office hours", page.margin, y, half);
  let rowY = y + 24;
  for (const row of officeHours) {
    text(doc, row.day, page.margin, rowY, half * 0.5, { font: fonts.bold, colour: colours.navy900 });
    text(doc, row.hours, page.margin + half * 0.5, rowY, half * 0.5, { align: "right" });
    doc
      .moveTo(page.margin, rowY + 17)
      .lineTo(page.margin + half, rowY + 17)
      .lineWidth(0.5)
      .strokeColor(colours.steel300)
      .stroke();
    rowY += 26;
  }

  const rightX = page.margin + half + 24;
  heading(doc, "General enquiries", rightX, y, half);
  const lines: [string, string][] = [
    ["Phone", company.phones.join(", ")],
    ["E-mail", company.emails.info],
    ["Careers", company.emails.hr],
  ];
  rowY = y + 24;
  for (const [label, value] of lines) {
    text(doc, label, rightX, rowY, half * 0.2, { font: fonts.bold, colour: colours.navy900 });
    text(doc, value, rightX + half * 0.2, rowY, half * 0.8, { align: "right" });
    doc
      .moveTo(rightX, rowY + 17)
      .lineTo(rightX + half, rowY + 17)
      .lineWidth(0.5)
      .strokeColor(colours.steel300)
      .stroke();
    rowY += 26;
  }

  // Closing band: the website, linked.
  const bandHeight = 74;
  const bandY = page.bottom - bandHeight - 12;
  doc.save();
  doc.roundedRect(page.margin, bandY, contentWidth, bandHeight, 8).clip();
  doc.rect(page.margin, bandY, contentWidth, bandHeight).fill(colours.navy900);
  doc.rect(page.margin, bandY, 6, bandHeight).fill(colours.amber500);
  doc.restore();
  const below = text(doc, company.name, page.margin + 24, bandY + 18, contentWidth - 48, {
    font: fonts.bold,
    size: 12,
    colour: colours.white,
  });
  text(doc, `${site.host}   |   ${company.address.lines.join(", ")}`, page.margin + 24, below + 6, contentWidth - 48, {
    size: 9,
    colour: colours.steel100,
  });
  doc.link(page.margin, bandY, contentWidth, bandHeight, site.url);
}
