// Words drawn as outlines instead of SVG <text>, for art shown at the top of every page (the header's
// logo, written into each page: docs/decisions/0010). An <img> of SVG is a document of its own: a
// <text> in it makes the browser look up and shape a font for it while the page parses, where a
// path only fills (issue 48). The outlines come from Liberation Sans, Arial's metric-compatible
// free font (SIL OFL; Debian's fonts-liberation), which is what the <text> drew in on Linux anyway;
// fontkit (pdfkit's font engine) reads them and applies the font's kerning.
import { existsSync } from "node:fs";
import { openSync } from "fontkit";

const fontFiles = {
  regular: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
  bold: "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
};
const fonts = new Map();

function font(weight) {
  if (!fonts.has(weight)) {
    const file = fontFiles[weight];
    if (!existsSync(file)) throw new Error(`text-outline: ${file} is missing; install Debian's fonts-liberation`);
    fonts.set(weight, openSync(file));
  }
  return fonts.get(weight);
}

/**
 * Path data for fontkit path commands, as short as SVG allows: to a tenth of a unit (a 240-unit logo
 * shown 48 px high on a 3x screen is 2.6 device pixels a unit), relative (the offsets are small
 * numbers), straight runs as h and v, a repeated command's letter left out. Rounded positions, not
 * rounded offsets, so the error does not add up along an outline.
 */
export function pathData(commands) {
  const letters = { moveTo: "m", lineTo: "l", quadraticCurveTo: "q", bezierCurveTo: "c", closePath: "z" };
  const tenths = (n) => (n < 0 ? "-" : "") + String(Math.abs(n) / 10).replace(/^0\./, ".");
  let out = "";
  let last = "";
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const { command, args } of commands) {
    if (command === "closePath") {
      out += "z";
      [x, y, last] = [startX, startY, "z"];
      continue;
    }
    const points = args.map((value) => Math.round(value * 10));
    let numbers = points.map((value, index) => value - (index % 2 ? y : x));
    let letter = letters[command];
    if (letter === "l" && numbers[1] === 0) [letter, numbers] = ["h", [numbers[0]]];
    else if (letter === "l" && numbers[0] === 0) [letter, numbers] = ["v", [numbers[1]]];
    [x, y] = points.slice(-2);
    if (letter === "m") [startX, startY] = [x, y];
    let text = numbers
      .map(tenths)
      .reduce((joined, number) => (joined && !number.startsWith("-") ? `${joined},${number}` : joined + number), "");
    // The letter again only where it changes (after m, bare numbers would mean l).
    out += letter === last && letter !== "m" ? (text.startsWith("-") ? text : `,${text}`) : letter + text;
    last = letter;
  }
  return out;
}

/**
 * The path data (`d`) of `str` set from (x, y), the baseline's start, as `<text x y font-size
 * letter-spacing>` would set it: `size` in user units, `letterSpacing` added after every glyph.
 */
export function textOutline(x, y, str, size, { bold = false, letterSpacing = 0 } = {}) {
  const face = font(bold ? "bold" : "regular");
  const scale = size / face.unitsPerEm;
  const run = face.layout(str);
  let pen = x;
  const commands = run.glyphs.flatMap((glyph, index) => {
    const { xAdvance, xOffset, yOffset } = run.positions[index];
    // Font units point up; SVG's point down.
    const outline = glyph.path.transform(scale, 0, 0, -scale, pen + xOffset * scale, y - yOffset * scale);
    pen += xAdvance * scale + letterSpacing;
    return outline.commands;
  });
  return pathData(commands);
}
