// Brand marks: logo (light and dark backgrounds), ISO badges and the favicon.
import { P, path, circle, text } from "../core.mjs";
import { textOutline } from "../text-outline.mjs";

/** The mark: a hexagon (the "forge" nut) holding a flame over a drop, in 48×48 units at (x, y). */
export function mark(c, x, y, s = 1) {
  const u = (v) => +(v * s).toFixed(1);
  const hex = [0, 1, 2, 3, 4, 5].map((i) => {
    const a = Math.PI / 6 + (i * Math.PI) / 3;
    return `${u(24 + 23 * Math.cos(a)) + x} ${u(24 + 23 * Math.sin(a)) + y}`;
  });
  return (
    path(`M${hex.join("L")}Z`, c.lin([P.navy700, P.navy900], [0, 0, 1, 1])) +
    path(
      `M${x + u(24)} ${y + u(9)}C${x + u(31)} ${y + u(17)} ${x + u(34)} ${y + u(22)} ${x + u(34)} ${y + u(28)}A${u(10)} ${u(10)} 0 0 1 ${x + u(14)} ${y + u(28)}C${x + u(14)} ${y + u(23)} ${x + u(17)} ${y + u(19)} ${x + u(20)} ${y + u(16)}C${x + u(20)} ${y + u(21)} ${x + u(22)} ${y + u(23)} ${x + u(24)} ${y + u(23)}C${x + u(25)} ${y + u(18)} ${x + u(23)} ${y + u(14)} ${x + u(24)} ${y + u(9)}Z`,
      c.lin([P.amber400, P.amber600]),
    ) +
    path(
      `M${x + u(24)} ${y + u(25)}C${x + u(27)} ${y + u(29)} ${x + u(29)} ${y + u(31)} ${x + u(29)} ${y + u(33)}A${u(5)} ${u(5)} 0 0 1 ${x + u(19)} ${y + u(33)}C${x + u(19)} ${y + u(31)} ${x + u(21)} ${y + u(29)} ${x + u(24)} ${y + u(25)}Z`,
      P.white,
    )
  );
}

/** The mark and the name, the name as outlines: the header's copy comes with every page (text-outline.mjs). */
function logo(c, inverse) {
  c.add(mark(c, 2, 4, 1));
  c.add(path(textOutline(60, 31, "DELTAFORGE", 22, { bold: true, letterSpacing: 0.5 }), inverse ? P.white : P.navy900));
  c.add(path(textOutline(61, 47, "ENERGY SERVICES", 9.5, { letterSpacing: 3.2 }), inverse ? P.amber400 : P.amber700));
}

function badge(c, num, year) {
  c.add(circle(32, 32, 31, P.navy900), circle(32, 32, 27.5, "none", { stroke: P.amber400, "stroke-width": 1.5 }));
  c.add(text(32, 24, "ISO", 12, P.white, { "font-weight": "bold", "text-anchor": "middle", "letter-spacing": 1 }));
  c.add(text(32, 40, num, num.length > 4 ? 15 : 17, P.amber400, { "font-weight": "bold", "text-anchor": "middle" }));
  c.add(text(32, 52, year, 9, P.white, { "text-anchor": "middle", "font-weight": "bold" }));
}

export default [
  { file: "art/brand/logo.svg", w: 240, h: 56, title: "Deltaforge Energy Services", draw: (c) => logo(c, false) },
  { file: "art/brand/logo-inverse.svg", w: 240, h: 56, title: "Deltaforge Energy Services", draw: (c) => logo(c, true) },
  { file: "art/brand/badge-iso-9001.svg", w: 64, h: 64, title: "ISO 9001:2015 certified", draw: (c) => badge(c, "9001", "2015") },
  { file: "art/brand/badge-iso-45001.svg", w: 64, h: 64, title: "ISO 45001:2018 certified", draw: (c) => badge(c, "45001", "2018") },
  { file: "favicon.svg", w: 64, h: 64, title: "Deltaforge Energy", draw: (c) => c.add(mark(c, 0.8, 0.8, 1.3)) },
];
