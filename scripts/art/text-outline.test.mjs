import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pathData } from "./text-outline.mjs";

/** The absolute points of relative path data (m, l, h, v, q, c, z, with repeated commands' letters left out). */
function absolutePoints(d) {
  const sizes = { m: 2, l: 2, h: 1, v: 1, q: 4, c: 6, z: 0 };
  const tokens = d.match(/[mlhvqcz]|-?(\d+\.?\d*|\.\d+)/g);
  const points = [];
  let [x, y, startX, startY, letter] = [0, 0, 0, 0, ""];
  for (let i = 0; i < tokens.length;) {
    if (/[a-z]/.test(tokens[i])) letter = tokens[i++];
    else if (letter === "m") letter = "l";
    if (letter === "z") {
      [x, y] = [startX, startY];
      continue;
    }
    const numbers = tokens.slice(i, i + sizes[letter]).map(Number);
    i += sizes[letter];
    if (letter === "h") x += numbers[0];
    else if (letter === "v") y += numbers[0];
    else {
      for (let k = 0; k < numbers.length - 2; k += 2) points.push([x + numbers[k], y + numbers[k + 1]]);
      [x, y] = [x + numbers.at(-2), y + numbers.at(-1)];
    }
    if (letter === "m") [startX, startY] = [x, y];
    points.push([x, y]);
  }
  return points.map(([px, py]) => [Math.round(px * 10) / 10, Math.round(py * 10) / 10]);
}

describe("words as outlines", () => {
  it("writes a path's points relative and to a tenth, without the error adding up along the outline", () => {
    const commands = [
      { command: "moveTo", args: [60.04, 31] },
      { command: "lineTo", args: [66.27, 31] },
      { command: "lineTo", args: [66.27, 14.96] },
      { command: "quadraticCurveTo", args: [63.11, 12.52, 60.04, 14.96] },
      { command: "lineTo", args: [61.33, 20.08] },
      { command: "closePath", args: [] },
      { command: "moveTo", args: [70.15, 31.05] },
      { command: "bezierCurveTo", args: [71, 30, 72, 29, 73.26, 31.05] },
      { command: "closePath", args: [] },
    ];
    const expected = commands.flatMap(({ args }) => args.flatMap((_, i) => (i % 2 ? [] : [[args[i], args[i + 1]]])));
    const round = ([px, py]) => [Math.round(px * 10) / 10, Math.round(py * 10) / 10];
    expect(absolutePoints(pathData(commands))).toEqual(expected.map(round));
  });

  it("leaves no <text> in the logos, which every page carries", () => {
    for (const file of ["logo.svg", "logo-inverse.svg"]) {
      const svg = readFileSync(new URL(`../../public/art/brand/${file}`, import.meta.url), "utf8");
      expect(svg, file).not.toContain("<text");
      expect(svg, file).toMatch(/<title>[^<]+<\/title>/);
    }
  });
});
