// Reading a generated profile back, for its tests: the text it draws and where its blocks are.
import type { Box } from "./layout";
import { page as area } from "./theme";

/** The standard fonts' encoding: "’" is 0x92, "é" 0xE9. */
const winAnsi = new TextDecoder("windows-1252");

/**
 * The text drawn on the pages. With compress: false the content streams are readable; pdfkit
 * writes each line of a standard font as a TJ array of hex strings, split where it kerns.
 */
export function pageText(pdf: string): string {
  const lines = [...pdf.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\] TJ/g)].map((match) =>
    [...(match[1] ?? "").matchAll(/<([0-9a-f]*)>/g)].map((hex) => winAnsi.decode(Buffer.from(hex[1] ?? "", "hex"))).join(""),
  );
  return lines.join("\n");
}

/** Boxes that leave the page's content area, and pairs of boxes on one page that overlap. */
export function layoutProblems(boxes: Box[]): string[] {
  const outside = boxes
    .filter(
      (b) =>
        b.x < area.margin - 0.5 ||
        b.y < area.top - 0.5 ||
        b.x + b.width > area.width - area.margin + 0.5 ||
        b.y + b.height > area.bottom + 0.5,
    )
    .map((b) => `${b.label} on page ${b.page + 1} leaves the page (y ${Math.round(b.y)} to ${Math.round(b.y + b.height)})`);
  const overlaps = boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.page === b.page && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
      .map((b) => `${a.label} and ${b.label} overlap on page ${a.page + 1}`),
  );
  return [...outside, ...overlaps];
}
