// Certificate documents (600×800) with seal and ribbon. Issuers are generic wording only;
// no real certification body's name or logo is reproduced.
import { P, mix, rect, path, circle, poly, text } from "../core.mjs";
import { mark } from "./brand.mjs";

/** Rosette seal with twin ribbons at (x, y). */
function seal(c, x, y, r, col) {
  let pts = [];
  for (let i = 0; i < 32; i++) {
    const a = (i * Math.PI) / 16,
      rr = i % 2 ? r : r * 0.88;
    pts.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr]);
  }
  return (
    poly(
      [
        [x - r * 0.5, y],
        [x - r * 0.85, y + r * 1.6],
        [x - r * 0.5, y + r * 1.35],
        [x - r * 0.2, y + r * 1.65],
        [x, y],
      ],
      mix(col, P.navy950, 0.2),
    ) +
    poly(
      [
        [x + r * 0.5, y],
        [x + r * 0.85, y + r * 1.6],
        [x + r * 0.5, y + r * 1.35],
        [x + r * 0.2, y + r * 1.65],
        [x, y],
      ],
      col,
    ) +
    poly(pts, c.lin([P.amber400, P.amber600])) +
    circle(x, y, r * 0.7, "none", { stroke: P.white, "stroke-width": 2, opacity: 0.7 }) +
    path(`M${x - r * 0.3} ${y}l${r * 0.2} ${r * 0.2} ${r * 0.4} ${-r * 0.4}`, "none", {
      stroke: P.white,
      "stroke-width": r * 0.12,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    })
  );
}

const t = (x, y, s, size, fill, extra = {}) => text(x, y, s, size, fill, { "text-anchor": "middle", ...extra });

function certificate(c, { kind, standard, scope, lines, accent }) {
  c.add(rect(0, 0, 600, 800, c.lin([P.navy100, P.navy50])));
  c.add(
    rect(24, 24, 552, 752, P.white),
    rect(40, 40, 520, 720, "none", { stroke: accent, "stroke-width": 6 }),
    rect(52, 52, 496, 696, "none", { stroke: P.amber500, "stroke-width": 1.5 }),
  );
  // corner ornaments: small diamonds, a quiet guilloche substitute
  for (const [x, y] of [
    [52, 52],
    [548, 52],
    [52, 748],
    [548, 748],
  ])
    c.add(
      poly(
        [
          [x, y - 12],
          [x + 12, y],
          [x, y + 12],
          [x - 12, y],
        ],
        P.amber500,
      ),
    );
  c.add(mark(c, 276, 82, 1));
  c.add(
    t(300, 178, "CERTIFICATE", 40, accent, { "font-weight": "bold", "letter-spacing": 4 }),
    t(300, 210, kind, 16, P.steel600, { "letter-spacing": 3 }),
  );
  c.add(t(300, 262, "This is to certify that", 15, P.steel600, { "font-style": "italic" }));
  c.add(
    t(300, 300, "DELTAFORGE ENERGY SERVICES LIMITED", 21, P.navy900, { "font-weight": "bold" }),
    t(300, 326, "Lagos, Nigeria", 14, P.steel600),
  );
  c.add(t(300, 370, lines[0], 14, P.steel600), t(300, 392, lines[1], 14, P.steel600));
  // long standard names wrap onto two lines at the last space
  const cut = standard.lastIndexOf(" ");
  const [first, second] = standard.length > 16 ? [standard.slice(0, cut), standard.slice(cut + 1)] : [standard];
  c.add(rect(110, 418, 380, 86, mix(accent, P.white, 0.9), { rx: 6 }));
  c.add(
    second
      ? t(300, 455, first, 30, accent, { "font-weight": "bold" }) + t(300, 490, second, 26, accent, { "font-weight": "bold" })
      : t(300, 475, first, 38, accent, { "font-weight": "bold" }),
  );
  c.add(t(300, 536, scope, 16, P.navy800, { "font-weight": "bold" }));
  c.add(t(300, 560, "Scope: engineering, fabrication, construction and energy services", 12, P.steel600));
  for (const x of [90, 350])
    c.add(rect(x, 660, 160, 1.5, P.steel400), t(x + 80, 680, x < 300 ? "Authorised signatory" : "Date of issue", 11, P.steel600));
  c.add(
    path("M110 650q20 -30 40 -6t40 -12q10 -6 20 4", "none", { stroke: P.navy700, "stroke-width": 2 }),
    t(430, 648, lines[2], 15, P.navy800),
  );
  c.add(seal(c, 300, 640, 48, accent));
}

const CERTS = [
  [
    "iso-9001-quality",
    "ISO 9001:2015 quality management certificate",
    {
      kind: "OF REGISTRATION",
      standard: "ISO 9001:2015",
      scope: "Quality Management System",
      lines: ["has been assessed and found to conform", "to the requirements of"],
      accent: P.navy700,
    },
  ],
  [
    "iso-45001",
    "ISO 45001:2018 occupational health and safety certificate",
    {
      kind: "OF REGISTRATION",
      standard: "ISO 45001:2018",
      scope: "Occupational Health & Safety Management",
      lines: ["has been assessed and found to conform", "to the requirements of"],
      accent: P.teal,
    },
  ],
  [
    "coren-licence",
    "Engineering practising licence 2023–2024",
    {
      kind: "ENGINEERING PRACTICE",
      standard: "Practising Licence 2023–2024",
      scope: "Registered Engineering Firm",
      lines: ["is registered with the national engineering", "regulator and licensed to practise"],
      accent: P.leaf,
    },
  ],
  [
    "iso-9001-manufacturing",
    "ISO 9001:2015 manufacturing certificate",
    {
      kind: "OF REGISTRATION",
      standard: "ISO 9001:2015 Manufacturing",
      scope: "Machining & Fabrication of Components",
      lines: ["has been assessed and found to conform", "to the requirements of"],
      accent: P.amber700,
    },
  ],
];
const DATES = { "iso-9001-quality": "2022", "iso-45001": "2022", "coren-licence": "2023", "iso-9001-manufacturing": "2025" };

export default CERTS.map(([id, title, o]) => ({
  file: `art/certifications/${id}.svg`,
  w: 600,
  h: 800,
  title,
  draw: (c) => certificate(c, { ...o, lines: [...o.lines, DATES[id]] }),
}));
