// Contacts: the Lagos skyline, every office (rows of up to three) with addresses, phones and e-mails, office
// hours and the general lines, closing with the website.
import type { ProfileContent } from "../content";
import { contentPage, fit, heading, measure, picture, place, sectionTitle, text } from "../layout";
import { colours, contentWidth, fonts, page, size } from "../theme";

export async function drawContacts(
  doc: PDFKit.PDFDocument,
  { company, offices, officeHours, site, intros, sections, labels }: ProfileContent,
): Promise<void> {
  const { header, eyebrow, title } = sections.contact;
  await contentPage(doc, header);
  doc.outline.addItem(title);
  let y = sectionTitle(doc, eyebrow, title, intros.contact);

  place(doc, "contact picture", page.margin, y, contentWidth, 130);
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
    below = text(doc, labels.phone.toUpperCase(), x + 14, below + 10, inner, {
      font: fonts.bold,
      size: size.tiny,
      colour: label,
      characterSpacing: 1,
    });
    below = text(doc, phones(office.phone), x + 14, below + 2, inner, body);
    below = text(doc, labels.email.toUpperCase(), x + 14, below + 8, inner, {
      font: fonts.bold,
      size: size.tiny,
      colour: label,
      characterSpacing: 1,
    });
    text(doc, office.email, x + 14, below + 2, inner, body);
    doc.link(x, y, cardWidth, cardHeight, `mailto:${office.email}`);
  }
  y += cardHeight + 24;

  // Office hours beside the general lines, above the closing band (on a page of their own when
  // they do not fit there). Each label column is as wide as its longest label.
  const bandHeight = 74;
  const bandY = page.bottom - bandHeight - 12;
  const half = (contentWidth - 24) / 2;
  const general: [string, string][] = [
    [labels.phone, company.phones.join(", ")],
    [labels.email, company.emails.info],
    [labels.careers, company.emails.hr],
  ];
  // A heading, then a row every 26 points, each underlined 17 points below its top.
  const rowsHeight = (rows: number) => 24 + rows * 26 - 9;
  y = await fit(doc, y, rowsHeight(Math.max(officeHours.length, general.length)), header, bandY - 8);
  place(doc, "hours", page.margin, y, half, rowsHeight(officeHours.length));
  place(doc, "general enquiries", page.margin + half + 24, y, half, rowsHeight(general.length));
  const labelWidth = (values: string[]) =>
    Math.max(...values.map((label) => doc.font(fonts.bold).fontSize(size.body).widthOfString(label))) + 8;
  heading(doc, labels.officeHours, page.margin, y, half);
  const dayWidth = labelWidth(officeHours.map((row) => row.day));
  let rowY = y + 24;
  for (const row of officeHours) {
    text(doc, row.day, page.margin, rowY, dayWidth, { font: fonts.bold, colour: colours.navy900 });
    text(doc, row.hours, page.margin + dayWidth, rowY, half - dayWidth, { align: "right" });
    doc
      .moveTo(page.margin, rowY + 17)
      .lineTo(page.margin + half, rowY + 17)
      .lineWidth(0.5)
      .strokeColor(colours.steel300)
      .stroke();
    rowY += 26;
  }

  const rightX = page.margin + half + 24;
  heading(doc, labels.generalEnquiries, rightX, y, half);
  const generalWidth = labelWidth(general.map(([label]) => label));
  rowY = y + 24;
  for (const [label, value] of general) {
    text(doc, label, rightX, rowY, generalWidth, { font: fonts.bold, colour: colours.navy900 });
    text(doc, value, rightX + generalWidth, rowY, half - generalWidth, { align: "right" });
    doc
      .moveTo(rightX, rowY + 17)
      .lineTo(rightX + half, rowY + 17)
      .lineWidth(0.5)
      .strokeColor(colours.steel300)
      .stroke();
    rowY += 26;
  }

  // Closing band: the website, linked.
  place(doc, "website band", page.margin, bandY, contentWidth, bandHeight);
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
