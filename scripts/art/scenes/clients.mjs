// Client wordmarks (240×120) for fictional clients: a distinct geometric symbol plus the
// name in Arial, dark on transparent so they sit on white cards. None imitates a real logo.
import { P, mix, rect, path, circle, ellipse, poly, text } from "../core.mjs";

/** Approximate Arial advance widths (em) so names can be sized to fit without measuring. */
const width = (s, bold) =>
  [...s].reduce(
    (w, ch) =>
      w +
      (ch === " " ? 0.28 : /[MW]/.test(ch) ? 0.86 : /[IJ]/.test(ch) ? 0.3 : /[&]/.test(ch) ? 0.72 : /[A-Z]/.test(ch) ? 0.7 : 0.56) *
        (bold ? 1.04 : 1),
    0,
  );
const fit = (s, max, size, bold, spacing = 0) => Math.min(size, max / (width(s, bold) + (spacing * s.length) / size));

/** Symbols in a 56×56 box at (x, y); a = accent colour, d = dark colour. */
const SYMBOLS = {
  waves: (x, y, a, d) =>
    circle(x + 28, y + 28, 27, d) +
    path(`M${x + 8} ${y + 30}q10 -10 20 0t20 0M${x + 8} ${y + 40}q10 -10 20 0t20 0`, "none", {
      stroke: a,
      "stroke-width": 4,
      "stroke-linecap": "round",
    }) +
    circle(x + 36, y + 16, 5, a),
  chevrons: (x, y, a, d) =>
    path(`M${x + 4} ${y + 42}L${x + 28} ${y + 22}L${x + 52} ${y + 42}`, "none", { stroke: d, "stroke-width": 8 }) +
    path(`M${x + 4} ${y + 28}L${x + 28} ${y + 8}L${x + 52} ${y + 28}`, "none", { stroke: a, "stroke-width": 8 }),
  wind: (x, y, a, d) =>
    path(`M${x + 4} ${y + 18}H${x + 40}a8 8 0 1 0 -8 -8M${x + 4} ${y + 30}H${x + 48}M${x + 4} ${y + 42}H${x + 34}a8 8 0 1 1 -8 8`, "none", {
      stroke: d,
      "stroke-width": 5,
      "stroke-linecap": "round",
    }) + circle(x + 50, y + 30, 4, a),
  dropLeaf: (x, y, a, d) =>
    path(
      `M${x + 28} ${y + 2}C${x + 40} ${y + 18} ${x + 48} ${y + 28} ${x + 48} ${y + 36}A${20} ${20} 0 0 1 ${x + 8} ${y + 36}C${x + 8} ${y + 28} ${x + 16} ${y + 18} ${x + 28} ${y + 2}Z`,
      d,
    ) + path(`M${x + 18} ${y + 44}Q${x + 18} ${y + 26} ${x + 38} ${y + 24}Q${x + 38} ${y + 42} ${x + 18} ${y + 44}Z`, a),
  riverSquare: (x, y, a, d) =>
    rect(x + 2, y + 2, 52, 52, d, { rx: 10 }) +
    path(`M${x + 10} ${y + 20}q9 -7 18 0t18 0M${x + 10} ${y + 30}q9 -7 18 0t18 0M${x + 10} ${y + 40}q9 -7 18 0t18 0`, "none", {
      stroke: a,
      "stroke-width": 3.5,
      "stroke-linecap": "round",
    }),
  kestrel: (x, y, a, d) =>
    poly(
      [
        [x + 2, y + 22],
        [x + 54, y + 8],
        [x + 30, y + 30],
      ],
      d,
    ) +
    poly(
      [
        [x + 30, y + 30],
        [x + 54, y + 8],
        [x + 40, y + 52],
      ],
      a,
    ),
  roots: (x, y, a, d) =>
    circle(x + 28, y + 20, 17, a) +
    path(
      `M${x + 28} ${y + 30}V${y + 50}M${x + 28} ${y + 36}Q${x + 14} ${y + 38} ${x + 10} ${y + 52}M${x + 28} ${y + 36}Q${x + 42} ${y + 38} ${x + 46} ${y + 52}`,
      "none",
      { stroke: d, "stroke-width": 5, "stroke-linecap": "round" },
    ),
  horizon: (x, y, a, d) =>
    path(`M${x + 2} ${y + 34}A26 26 0 0 1 ${x + 54} ${y + 34}Z`, a) + rect(x + 2, y + 38, 52, 5, d) + rect(x + 10, y + 47, 36, 5, d),
  ironHex: (x, y, a, d) =>
    poly(
      [
        [x + 28, y + 1],
        [x + 52, y + 15],
        [x + 52, y + 41],
        [x + 28, y + 55],
        [x + 4, y + 41],
        [x + 4, y + 15],
      ],
      d,
    ) +
    rect(x + 16, y + 16, 6, 24, a) +
    rect(x + 25, y + 16, 6, 24, a) +
    rect(x + 34, y + 16, 6, 24, a),
  bolt: (x, y, a, d) =>
    circle(x + 28, y + 28, 27, d) +
    poly(
      [
        [x + 32, y + 6],
        [x + 16, y + 32],
        [x + 27, y + 32],
        [x + 23, y + 50],
        [x + 40, y + 23],
        [x + 29, y + 23],
      ],
      a,
    ),
  dune: (x, y, a, d) =>
    circle(x + 36, y + 20, 12, a) +
    path(`M${x + 2} ${y + 50}Q${x + 20} ${y + 26} ${x + 38} ${y + 42}Q${x + 46} ${y + 36} ${x + 54} ${y + 40}V${y + 52}H${x + 2}Z`, d),
  tide: (x, y, a, d) =>
    rect(x + 2, y + 2, 52, 52, a, { rx: 26 }) + path(`M${x + 2} ${y + 30}q13 -12 26 0t26 0V${y + 42}A26 26 0 0 1 ${x + 2} ${y + 42}Z`, d),
  palmFrond: (x, y, a, d) =>
    path(`M${x + 28} ${y + 54}V${y + 26}`, "none", { stroke: d, "stroke-width": 5 }) +
    path(
      `M${x + 28} ${y + 26}Q${x + 12} ${y + 8} ${x + 2} ${y + 20}Q${x + 14} ${y + 16} ${x + 28} ${y + 26}ZM${x + 28} ${y + 26}Q${x + 44} ${y + 8} ${x + 54} ${y + 20}Q${x + 42} ${y + 16} ${x + 28} ${y + 26}ZM${x + 28} ${y + 26}Q${x + 20} ${y + 2} ${x + 28} ${y}Q${x + 36} ${y + 2} ${x + 28} ${y + 26}Z`,
      a,
    ),
  ridgeEmber: (x, y, a, d) =>
    poly(
      [
        [x + 2, y + 50],
        [x + 22, y + 18],
        [x + 32, y + 32],
        [x + 40, y + 22],
        [x + 54, y + 50],
      ],
      d,
    ) + circle(x + 22, y + 8, 6, a),
  ring: (x, y, a, d) =>
    circle(x + 28, y + 28, 24, "none", { stroke: d, "stroke-width": 6 }) +
    path(
      `M${x + 28} ${y + 12}C${x + 34} ${y + 22} ${x + 38} ${y + 27} ${x + 38} ${y + 33}A10 10 0 0 1 ${x + 18} ${y + 33}C${x + 18} ${y + 27} ${x + 22} ${y + 22} ${x + 28} ${y + 12}Z`,
      a,
    ),
  torch: (x, y, a, d) =>
    poly(
      [
        [x + 20, y + 26],
        [x + 36, y + 26],
        [x + 31, y + 54],
        [x + 25, y + 54],
      ],
      d,
    ) +
    path(
      `M${x + 28} ${y + 2}C${x + 38} ${y + 10} ${x + 40} ${y + 16} ${x + 38} ${y + 22}H${x + 18}C${x + 16} ${y + 14} ${x + 22} ${y + 10} ${x + 28} ${y + 2}Z`,
      a,
    ),
  crescent: (x, y, a, d) =>
    path(`M${x + 34} ${y + 2}A26 26 0 1 0 ${x + 54} ${y + 38}A20 20 0 1 1 ${x + 34} ${y + 2}Z`, d) + circle(x + 40, y + 18, 5, a),
  obelisk: (x, y, a, d) =>
    poly(
      [
        [x + 28, y + 2],
        [x + 36, y + 12],
        [x + 34, y + 50],
        [x + 22, y + 50],
        [x + 20, y + 12],
      ],
      d,
    ) +
    rect(x + 8, y + 50, 40, 5, a) +
    poly(
      [
        [x + 28, y + 2],
        [x + 36, y + 12],
        [x + 20, y + 12],
      ],
      a,
    ),
  sunbird: (x, y, a, d) =>
    circle(x + 28, y + 28, 26, a) +
    path(
      `M${x + 8} ${y + 34}Q${x + 24} ${y + 18} ${x + 34} ${y + 30}L${x + 52} ${y + 20}L${x + 40} ${y + 36}Q${x + 26} ${y + 44} ${x + 8} ${y + 34}Z`,
      d,
    ),
  stripes: (x, y, a, d) =>
    rect(x + 2, y + 2, 52, 52, d, { rx: 12 }) +
    path(`M${x + 12} ${y + 44}L${x + 30} ${y + 12}M${x + 24} ${y + 44}L${x + 42} ${y + 12}`, "none", {
      stroke: a,
      "stroke-width": 6,
      "stroke-linecap": "round",
    }),
  shell: (x, y, a, d) =>
    ellipse(x + 28, y + 30, 26, 22, d) +
    poly(
      [
        [x + 28, y + 16],
        [x + 38, y + 23],
        [x + 38, y + 37],
        [x + 28, y + 44],
        [x + 18, y + 37],
        [x + 18, y + 23],
      ],
      a,
    ) +
    circle(x + 52, y + 22, 5, d),
};

const CLIENTS = [
  ["atlantic-basin", "Atlantic Basin", "Petroleum", "waves", P.teal, P.navy800],
  ["coastline-ep", "Coastline", "Exploration & Production", "chevrons", P.amber600, P.navy900],
  ["harmattan-gas", "Harmattan", "Gas Company", "wind", P.orange, P.steel800],
  ["greenwater-refining", "Greenwater", "Refining Company", "dropLeaf", P.leafLight, P.teal],
  ["riverline-storage", "Riverline", "Storage Terminals", "riverSquare", P.navy100, P.navy700],
  ["kestrel-completions", "Kestrel", "Completions Services", "kestrel", P.amber600, P.steel800],
  ["mangrove-wellsite", "Mangrove", "Wellsite Services", "roots", P.leafLight, P.leaf],
  ["bightwater-offshore", "Bightwater", "Offshore", "horizon", P.amber500, P.navy700],
  ["ironwood-petrochemicals", "Ironwood", "Petrochemicals", "ironHex", P.amber400, P.steel800],
  ["lagoon-power", "Lagoon Power", "& Infrastructure", "bolt", P.amber400, P.teal],
  ["sahelline-midstream", "Sahelline", "Midstream", "dune", P.amber500, P.amber700],
  ["tidemark-marine", "Tidemark", "Marine Logistics", "tide", P.navy600, P.navy900],
  ["palmgrove-pipelines", "Palmgrove", "Pipelines", "palmFrond", P.leafLight, P.amber700],
  ["ember-ridge", "Ember Ridge", "Energy", "ridgeEmber", P.orange, P.navy800],
  ["ashgrove-lubricants", "Ashgrove", "Lubricants", "ring", P.amber500, P.steel600],
  ["torchwood-drilling", "Torchwood", "Drilling", "torch", P.orange, P.steel800],
  ["crescent-bay-lng", "Crescent Bay", "LNG", "crescent", P.amber500, P.navy700],
  ["obelisk-power", "Obelisk", "Power Systems", "obelisk", P.amber600, P.navy900],
  ["sunbird-infrastructure", "Sunbird", "Infrastructure", "sunbird", P.amber400, P.teal],
  ["amberline-petroleum", "Amberline", "Petroleum Marketing", "stripes", P.amber400, P.navy800],
  ["hawksbill-offshore", "Hawksbill", "Offshore Services", "shell", P.amber500, P.leaf],
];

export default CLIENTS.map(([id, name, sub, sym, accent, dark]) => ({
  file: `art/clients/${id}.svg`,
  w: 240,
  h: 120,
  title: `${name} ${sub}`,
  draw: (c) => {
    c.add(SYMBOLS[sym](10, 32, accent, dark));
    const big = fit(name.toUpperCase(), 156, 19, true);
    const small = fit(sub.toUpperCase(), 156, 10.5, false, 0.8);
    c.add(text(76, 62, name.toUpperCase(), +big.toFixed(1), mix(dark, P.navy950, 0.3), { "font-weight": "bold" }));
    c.add(text(77, 62 + small + 6, sub.toUpperCase(), +small.toFixed(1), P.steel800, { "letter-spacing": 0.8 }));
  },
}));
