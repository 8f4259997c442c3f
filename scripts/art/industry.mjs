// Plant and equipment primitives drawn in elevation (side view). Each takes a ground
// point (x, y) plus sizes and a tone() palette, and returns SVG markup. Light comes from
// the right, so cylinders are shaded dark-left → warm-right via c.lin([...], 'h').
import { P, mix, rect, circle, ellipse, path, line, poly, g } from "./core.mjs";

const cyl = (c, t) => c.lin([t.shade, t.body, t.light], "h");

/** Vertical storage tank with cone roof, shell courses and a spiral stair. */
export function tank(c, x, y, w, h, t, { stair = true, wind = false } = {}) {
  const l = x - w / 2;
  let s = rect(l, y - h, w, h, cyl(c, t));
  for (let i = 1; i < 5; i++) s += rect(l, y - (h * i) / 5, w, Math.max(1, h * 0.008), t.shade, { opacity: 0.35 });
  s += path(`M${l - 2} ${y - h}L${x} ${y - h - w * 0.09}L${l + w + 2} ${y - h}Z`, c.lin([t.dark, t.light], "h"));
  if (stair)
    s += path(`M${l + w * 0.05} ${y}L${l + w * 0.7} ${y - h}`, "none", { stroke: t.dark, "stroke-width": Math.max(1.5, w * 0.025) });
  if (wind) s += rect(x - w * 0.03, y - h - w * 0.16, w * 0.06, w * 0.07, t.dark);
  return s + rect(l - w * 0.04, y - 3, w * 1.08, 3, t.dark);
}

/** Spherical LPG tank on legs. */
export function sphere(c, x, y, r, t) {
  let s = "";
  for (const dx of [-0.8, -0.3, 0.3, 0.8]) s += rect(x + dx * r - r * 0.04, y - r * 1.1, r * 0.08, r * 1.1, t.dark);
  return (
    s +
    circle(x, y - r * 1.45, r, c.lin([t.shade, t.body, t.light], [0, 0, 1, 0.4])) +
    rect(x - r, y - r * 1.47, r * 2, r * 0.04, t.shade, { opacity: 0.4 })
  );
}

/** Distillation column with platforms, ladder cage and a dome top. */
export function column(c, x, y, w, h, t) {
  const l = x - w / 2;
  let s = rect(l, y - h, w, h, cyl(c, t), { rx: w / 2 });
  s += rect(l, y - h + w / 2, w, h - w / 2, cyl(c, t));
  for (let i = 1; i <= 4; i++) {
    const py = y - (h * i) / 5;
    s +=
      rect(l - w * 0.35, py, w * 1.7, Math.max(1.5, w * 0.08), t.dark) +
      rect(l - w * 0.35, py - w * 0.3, 1.5, w * 0.3, t.dark) +
      rect(l + w * 1.35, py - w * 0.3, 1.5, w * 0.3, t.dark);
  }
  s += rect(l + w, y - h * 0.85, w * 0.12, h * 0.85, t.dark);
  return s + rect(l + w * 0.3, y - h - w * 0.3, w * 0.12, w * 0.3, t.dark);
}

/** Flame shape with gradient; used for flares and torches. */
export function flame(c, x, y, h, op = 1) {
  const w = h * 0.42;
  return (
    circle(x, y - h * 0.45, h * 1.3, c.glow(P.amber500, 0.45)) +
    path(
      `M${x} ${y}C${x - w} ${y - h * 0.1} ${x - w * 0.6} ${y - h * 0.6} ${x + w * 0.1} ${y - h}C${x} ${y - h * 0.7} ${x + w * 0.7} ${y - h * 0.5} ${x + w * 0.45} ${y - h * 0.25}C${x + w * 0.5} ${y - h * 0.1} ${x + w * 0.3} ${y} ${x} ${y}Z`,
      c.lin([P.amber400, P.amber500, P.orange]),
      { opacity: op },
    ) +
    path(
      `M${x} ${y}C${x - w * 0.4} ${y - h * 0.15} ${x - w * 0.2} ${y - h * 0.45} ${x + w * 0.05} ${y - h * 0.6}C${x + w * 0.3} ${y - h * 0.35} ${x + w * 0.3} ${y - h * 0.1} ${x} ${y}Z`,
      "#FFE8B0",
    )
  );
}

/** Lattice tower with a burning flare tip. */
export function flare(c, x, y, h, t, burning = true) {
  const bw = h * 0.12,
    tw = h * 0.03;
  let s = lattice(x, y, bw, tw, h, t.dark, Math.max(1.2, h * 0.006));
  s += rect(x - tw * 0.4, y - h - h * 0.05, tw * 0.8, h * 0.05, t.dark);
  return s + (burning ? flame(c, x, y - h * 1.05, h * 0.16) : "");
}

/** Tapered lattice tower (flare derrick, drilling derrick, pylons). */
export function lattice(x, y, bw, tw, h, col, sw) {
  const n = Math.max(4, Math.round(h / (bw * 0.9)));
  let d = `M${x - bw / 2} ${y}L${x - tw / 2} ${y - h}M${x + bw / 2} ${y}L${x + tw / 2} ${y - h}`;
  for (let i = 0; i < n; i++) {
    const y0 = y - (h * i) / n,
      y1 = y - (h * (i + 1)) / n;
    const w0 = bw + ((tw - bw) * i) / n,
      w1 = bw + ((tw - bw) * (i + 1)) / n;
    d += `M${x - w0 / 2} ${y0}L${x + w1 / 2} ${y1}M${x + w0 / 2} ${y0}L${x - w1 / 2} ${y1}M${x - w1 / 2} ${y1}L${x + w1 / 2} ${y1}`;
  }
  return path(d, "none", { stroke: col, "stroke-width": sw, "stroke-linecap": "round" });
}

/** Pipe rack: portal bents with two beam tiers; pipes rest on the beams, largest behind. */
export function pipeRack(c, x0, x1, y, h, t, pipes = 4) {
  let s = "";
  const bays = Math.max(1, Math.round((x1 - x0) / (h * 1.1)));
  for (let i = 0; i <= bays; i++) s += rect(x0 + ((x1 - x0) * i) / bays - h * 0.03, y - h, h * 0.06, h, t.dark);
  const cols = [t.light, mix(t.body, P.amber500, 0.35), t.pale, mix(t.body, P.teal, 0.45), t.body];
  for (const [tier, by] of [
    [0, y - h],
    [1, y - h * 0.5],
  ]) {
    for (let i = tier; i < pipes; i += 2) {
      const r = h * (0.1 - i * 0.012);
      s += rect(x0 - h * 0.1, by - r * 2, x1 - x0 + h * 0.2, r * 2, cols[i % cols.length], { rx: r });
    }
    s += rect(x0 - h * 0.05, by, x1 - x0 + h * 0.1, h * 0.05, t.dark);
  }
  return s;
}

/** Long pipeline segment from (x0,y0) to (x1,y1) on small supports. */
export function pipeline(c, x0, y0, x1, y1, r, t, supports = 6) {
  const ang = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI,
    len = Math.hypot(x1 - x0, y1 - y0);
  let s = "";
  for (let i = 0; i <= supports; i++) {
    const k = i / supports,
      sx = x0 + (x1 - x0) * k,
      sy = y0 + (y1 - y0) * k;
    s += rect(sx - r * 0.35, sy, r * 0.7, r * 1.6, t.dark) + rect(sx - r, sy + r * 1.5, r * 2, r * 0.35, t.dark);
  }
  s += g(
    { transform: `translate(${x0.toFixed(1)} ${y0.toFixed(1)}) rotate(${ang.toFixed(2)})` },
    rect(0, -r, len, r * 2, c.lin([t.light, t.body, t.shade])) + rect(0, -r * 0.55, len, r * 0.25, P.white, { opacity: 0.15 }),
  );
  return s;
}

/** Gate valve with handwheel, drawn on a horizontal pipe centred at (x, y). */
export function valve(c, x, y, r, t) {
  const body = c.lin([t.shade, mix(t.body, P.amber500, 0.2), t.light], "h");
  return (
    rect(x - r * 2.2, y - r * 1.5, r * 0.5, r * 3, t.dark, { rx: r * 0.15 }) +
    rect(x + r * 1.7, y - r * 1.5, r * 0.5, r * 3, t.dark, { rx: r * 0.15 }) +
    poly(
      [
        [x - r * 1.7, y - r * 1.2],
        [x, y - r * 0.4],
        [x + r * 1.7, y - r * 1.2],
        [x + r * 1.7, y + r * 1.2],
        [x, y + r * 0.4],
        [x - r * 1.7, y + r * 1.2],
      ],
      body,
    ) +
    rect(x - r * 0.7, y - r * 3, r * 1.4, r * 2.8, body, { rx: r * 0.3 }) +
    rect(x - r * 0.15, y - r * 4.6, r * 0.3, r * 1.7, t.dark) +
    ellipse(x, y - r * 4.6, r * 1.7, r * 0.35, "none", { stroke: P.amber600, "stroke-width": r * 0.3 })
  );
}

/** Wellhead "christmas tree": stacked valves and a wing valve. */
export function wellhead(c, x, y, h, t) {
  const r = h * 0.08,
    body = c.lin([t.shade, mix(t.body, P.amber500, 0.15), t.light], "h");
  let s = rect(x - h * 0.22, y - h * 0.12, h * 0.44, h * 0.12, t.dark) + rect(x - r, y - h * 0.9, r * 2, h * 0.8, body);
  for (const k of [0.3, 0.55]) {
    s +=
      rect(x - r * 1.6, y - h * k - r, r * 3.2, r * 2, body, { rx: r * 0.3 }) +
      rect(x + r * 1.6, y - h * k - r * 0.3, r * 1.2, r * 0.6, t.dark) +
      circle(x + r * 3.3, y - h * k, r * 0.9, "none", { stroke: P.orange, "stroke-width": r * 0.45 });
  }
  s += rect(x, y - h * 0.72 - r * 0.7, h * 0.45, r * 1.4, body) + rect(x + h * 0.45, y - h * 0.72 - r * 1.1, r * 0.5, r * 2.2, t.dark);
  return s + rect(x - r * 1.4, y - h, r * 2.8, h * 0.1, t.dark) + circle(x, y - h * 1.02, r * 0.6, P.white);
}

/** Horizontal pressure vessel / separator on saddles. */
export function drum(c, x, y, w, h, t, col) {
  const fill = col ? c.lin([mix(col, P.white, 0.25), col, mix(col, P.navy950, 0.4)]) : c.lin([t.light, t.body, t.shade]);
  return (
    rect(x - w * 0.35, y - h * 0.35, w * 0.12, h * 0.35, t.dark) +
    rect(x + w * 0.23, y - h * 0.35, w * 0.12, h * 0.35, t.dark) +
    rect(x - w / 2, y - h * 1.25, w, h, fill, { rx: h / 2 }) +
    rect(x - w * 0.05, y - h * 1.45, w * 0.1, h * 0.22, t.dark)
  );
}

/** Process building / workshop shed with pitched roof and roller doors. */
export function shed(c, x, y, w, h, t, { doors = 2, lit = true } = {}) {
  const l = x - w / 2;
  let s =
    rect(l, y - h, w, h, c.lin([t.body, t.shade], "h")) +
    poly(
      [
        [l - w * 0.02, y - h],
        [x, y - h - w * 0.12],
        [l + w * 1.02, y - h],
      ],
      t.dark,
    );
  for (let i = 0; i < doors; i++) {
    const dw = w / (doors * 2.2),
      dx = l + (w / doors) * (i + 0.5) - dw / 2;
    s += rect(dx, y - h * 0.72, dw, h * 0.72, lit ? c.lin([P.amber400, P.amber600]) : t.dark, { opacity: lit ? 0.85 : 1 });
    for (let k = 1; k < 6; k++) s += rect(dx, y - h * 0.72 + (h * 0.72 * k) / 6, dw, 1, t.dark, { opacity: 0.35 });
  }
  for (let i = 0; i < 6; i++) s += rect(l + w * 0.06 + i * w * 0.155, y - h * 0.92, w * 0.1, h * 0.1, P.amber400, { opacity: 0.5 });
  return s;
}

/** Tall chimney / exhaust stack with a red-white band. */
export function stack(c, x, y, w, h, t) {
  return (
    rect(x - w / 2, y - h, w, h, c.lin([t.shade, t.body, t.light], "h")) +
    rect(x - w / 2, y - h, w, h * 0.06, P.orange) +
    rect(x - w / 2, y - h * 0.94, w, h * 0.04, P.white, { opacity: 0.8 })
  );
}

/** Offshore jacket platform: braced legs to the waterline, two decks, modules, derrick, crane, flare boom. */
export function platform(c, x, y, s, t, { burning = true } = {}) {
  const lw = 2.4 * s;
  const legTop = y - 70 * s,
    deck = y - 92 * s;
  let o = "";
  // jacket legs battered outwards
  const legs = [
    [-80, -64],
    [-30, -26],
    [30, 26],
    [80, 64],
  ];
  for (const [b, tp] of legs)
    o += path(`M${x + b * s} ${y + 10 * s}L${x + tp * s} ${legTop}`, "none", { stroke: t.dark, "stroke-width": lw * 1.6 });
  let br = "";
  for (let i = 0; i < 3; i++) {
    const y0 = y + 10 * s - i * 26 * s,
      y1 = y0 - 26 * s,
      k0 = i / 3,
      k1 = (i + 1) / 3;
    for (let j = 0; j < 3; j++) {
      const a0 = legs[j][0] + (legs[j][1] - legs[j][0]) * k0,
        a1 = legs[j][0] + (legs[j][1] - legs[j][0]) * k1;
      const b0 = legs[j + 1][0] + (legs[j + 1][1] - legs[j + 1][0]) * k0,
        b1 = legs[j + 1][0] + (legs[j + 1][1] - legs[j + 1][0]) * k1;
      br += `M${x + a0 * s} ${y0}L${x + b1 * s} ${y1}M${x + b0 * s} ${y0}L${x + a1 * s} ${y1}M${x + a1 * s} ${y1}L${x + b1 * s} ${y1}`;
    }
  }
  o += path(br, "none", { stroke: t.dark, "stroke-width": lw * 0.7 });
  // decks
  o += rect(x - 92 * s, legTop - 4 * s, 184 * s, 5 * s, t.dark) + rect(x - 100 * s, deck - 4 * s, 200 * s, 5 * s, t.dark);
  o +=
    rect(x - 84 * s, deck + 1 * s, 16 * s, legTop - deck - 4 * s, t.dark) +
    rect(x + 68 * s, deck + 1 * s, 16 * s, legTop - deck - 4 * s, t.dark);
  // modules on the top deck, one lit warm
  o +=
    rect(x - 96 * s, deck - 34 * s, 60 * s, 30 * s, c.lin([t.body, t.shade], "h")) +
    rect(x - 30 * s, deck - 24 * s, 50 * s, 20 * s, c.lin([t.shade, t.light], "h"));
  o += rect(x + 26 * s, deck - 40 * s, 50 * s, 36 * s, c.lin([t.shade, t.body, t.light], "h"));
  for (let i = 0; i < 4; i++) o += rect(x - 90 * s + i * 13 * s, deck - 26 * s, 7 * s, 4 * s, P.amber400, { opacity: 0.9 });
  o += rect(x - 60 * s, legTop - 24 * s, 110 * s, 20 * s, c.lin([t.shade, t.body], "h"));
  // helideck on the left, derrick centre, crane right
  o +=
    rect(x - 118 * s, deck - 40 * s, 46 * s, 4 * s, t.pale) +
    rect(x - 100 * s, deck - 36 * s, 6 * s, 2 * s, t.dark) +
    path(`M${x - 100 * s} ${deck - 36 * s}L${x - 90 * s} ${deck - 4 * s}`, "none", { stroke: t.dark, "stroke-width": lw });
  o += lattice(x - 8 * s, deck - 24 * s, 24 * s, 6 * s, 90 * s, t.dark, lw * 0.6);
  o +=
    path(`M${x + 60 * s} ${deck - 40 * s}L${x + 130 * s} ${deck - 110 * s}`, "none", { stroke: P.amber500, "stroke-width": lw * 1.8 }) +
    line(x + 130 * s, deck - 110 * s, x + 130 * s, deck - 60 * s, t.dark, lw * 0.4);
  // flare boom angled out to the right
  o += path(`M${x + 90 * s} ${legTop}L${x + 170 * s} ${deck - 70 * s}`, "none", { stroke: t.dark, "stroke-width": lw * 1.2 });
  if (burning) o += flame(c, x + 170 * s, deck - 72 * s, 22 * s);
  return o;
}

/** Oil/product tanker ship, bow to the right. */
export function ship(c, x, y, len, t, hull = P.navy800) {
  const h = len * 0.09,
    l = x - len / 2;
  let s = path(
    `M${l} ${y - h}L${l + len * 0.9} ${y - h}L${l + len} ${y - h * 1.25}L${l + len * 0.93} ${y}L${l + len * 0.04} ${y}Z`,
    c.lin([mix(hull, P.amber400, 0.15), hull]),
  );
  s += rect(l, y - h * 0.35, len * 0.96, h * 0.35, P.orange, { opacity: 0.85 });
  s +=
    rect(l + len * 0.04, y - h * 2.6, len * 0.12, h * 1.6, c.lin([P.steel100, P.steel400], "h")) +
    rect(l + len * 0.06, y - h * 3.1, len * 0.06, h * 0.5, P.steel200);
  for (let i = 0; i < 3; i++) s += rect(l + len * 0.055 + i * len * 0.035, y - h * 2.3, len * 0.02, h * 0.25, P.amber400);
  s += rect(l + len * 0.09, y - h * 3.8, len * 0.018, h * 0.75, P.steel800);
  s += rect(l + len * 0.2, y - h * 1.25, len * 0.66, h * 0.25, t.dark);
  for (let i = 0; i < 5; i++) s += rect(l + len * (0.25 + i * 0.12), y - h * 1.7, len * 0.012, h * 0.45, t.dark);
  return s;
}

/** Articulated fuel tanker truck facing right. */
export function truck(c, x, y, s, cab = P.white, tankCol = P.steel200) {
  const u = (v) => v * s;
  let o = rect(x, y - u(40), u(120), u(30), c.lin([P.white, tankCol, P.steel400]), { rx: u(14) });
  o +=
    rect(x + u(6), y - u(12), u(122), u(5), P.steel800) +
    rect(x + u(30), y - u(40), u(3), u(30), P.steel400, { opacity: 0.6 }) +
    rect(x + u(70), y - u(40), u(3), u(30), P.steel400, { opacity: 0.6 });
  o += rect(x + u(2), y - u(26), u(116), u(4), P.amber500);
  o += path(
    `M${x + u(126)} ${y - u(8)}L${x + u(126)} ${y - u(38)}L${x + u(144)} ${y - u(38)}L${x + u(156)} ${y - u(22)}L${x + u(158)} ${y - u(8)}Z`,
    c.lin([cab, mix(cab, P.navy800, 0.35)]),
  );
  o += path(`M${x + u(132)} ${y - u(34)}L${x + u(143)} ${y - u(34)}L${x + u(151)} ${y - u(23)}L${x + u(132)} ${y - u(23)}Z`, P.navy700);
  o += circle(x + u(156), y - u(12), u(2.2), P.amber400);
  for (const wx of [18, 34, 104, 136, 150])
    o += circle(x + u(wx), y - u(5), u(6.5), P.steel800) + circle(x + u(wx), y - u(5), u(2.5), P.steel400);
  return o;
}

/** Gantry (goliath) crane straddling a yard, with a hoisted load. */
export function gantryCrane(c, x, y, w, h, t, loadW = w * 0.35) {
  const yellow = c.lin([P.amber400, P.amber600], "h");
  let s = "";
  for (const lx of [x - w / 2, x + w / 2])
    s +=
      poly(
        [
          [lx - w * 0.06, y],
          [lx - w * 0.015, y - h],
          [lx + w * 0.015, y - h],
          [lx + w * 0.06, y],
        ],
        yellow,
      ) + rect(lx - w * 0.08, y - h * 0.04, w * 0.16, h * 0.04, t.dark);
  s +=
    rect(x - w * 0.58, y - h - h * 0.1, w * 1.16, h * 0.1, yellow) +
    rect(x - w * 0.58, y - h - h * 0.1, w * 1.16, h * 0.02, P.white, { opacity: 0.35 });
  s += rect(x - w * 0.06, y - h - h * 0.16, w * 0.12, h * 0.08, P.steel800);
  const hy = y - h * 0.45;
  s +=
    line(x - w * 0.03, y - h - h * 0.08, x - w * 0.03, hy, P.steel800, Math.max(1, w * 0.006)) +
    line(x + w * 0.03, y - h - h * 0.08, x + w * 0.03, hy, P.steel800, Math.max(1, w * 0.006));
  s +=
    rect(x - w * 0.04, hy, w * 0.08, h * 0.05, P.amber600) +
    path(`M${x} ${hy + h * 0.05}L${x - loadW / 2} ${hy + h * 0.14}M${x} ${hy + h * 0.05}L${x + loadW / 2} ${hy + h * 0.14}`, "none", {
      stroke: P.steel800,
      "stroke-width": Math.max(1, w * 0.004),
    });
  return (
    s +
    rect(x - loadW / 2, hy + h * 0.14, loadW, h * 0.12, c.lin([t.light, t.shade])) +
    rect(x - loadW / 2, hy + h * 0.14, loadW, h * 0.025, P.orange)
  );
}

/** Road-tanker loading gantry: canopy on columns with loading arms. */
export function loadingGantry(c, x, y, w, h, t) {
  let s = rect(x - w / 2, y - h, w, h * 0.1, c.lin([t.light, t.shade])) + rect(x - w / 2, y - h * 0.9, w, h * 0.03, P.amber500);
  for (let i = 0; i < 4; i++)
    s += rect(
      x - w / 2 + (w * i) / 3 - h * 0.03 + (i === 3 ? -h * 0.03 : 0) + (i === 0 ? h * 0.03 : 0),
      y - h * 0.9,
      h * 0.06,
      h * 0.9,
      t.dark,
    );
  for (let i = 0; i < 3; i++) {
    const ax = x - w / 2 + (w * (i + 0.5)) / 3;
    s += path(`M${ax} ${y - h * 0.88}L${ax} ${y - h * 0.6}L${ax + w * 0.06} ${y - h * 0.52}`, "none", {
      stroke: t.pale,
      "stroke-width": Math.max(1.5, h * 0.03),
      "stroke-linejoin": "round",
    });
  }
  return s;
}

/** Compressor / pump skid: base frame, casing, motor, tie-in pipework. */
export function compressor(c, x, y, w, t, col = P.teal) {
  const h = w * 0.45;
  const paint = c.lin([mix(col, P.white, 0.2), col, mix(col, P.navy950, 0.45)]);
  let s = rect(x - w / 2, y - h * 0.12, w, h * 0.12, t.dark);
  s +=
    rect(x - w * 0.45, y - h * 0.75, w * 0.4, h * 0.63, paint, { rx: h * 0.08 }) +
    rect(x - w * 0.02, y - h * 0.62, w * 0.42, h * 0.5, c.lin([t.light, t.body, t.shade]), { rx: h * 0.25 });
  for (let i = 0; i < 5; i++) s += rect(x - w * 0.42 + i * w * 0.07, y - h * 0.7, w * 0.03, h * 0.5, mix(col, P.navy950, 0.3));
  s += path(`M${x + w * 0.3} ${y - h * 0.62}L${x + w * 0.3} ${y - h * 1.1}L${x + w * 0.55} ${y - h * 1.1}`, "none", {
    stroke: t.pale,
    "stroke-width": h * 0.1,
  });
  return s + rect(x + w * 0.3 - h * 0.1, y - h * 0.86, h * 0.2, h * 0.06, t.dark);
}

/** Shipping container, side view. */
export function container(c, x, y, w, col) {
  const h = w * 0.42;
  let s = rect(x, y - h, w, h, c.lin([mix(col, P.white, 0.15), mix(col, P.navy950, 0.35)]));
  for (let i = 1; i < 14; i++) s += rect(x + (w * i) / 14, y - h, w * 0.012, h, mix(col, P.navy950, 0.4), { opacity: 0.6 });
  return s + rect(x, y - h, w, h * 0.06, mix(col, P.navy950, 0.4));
}

/** Wooden crate with cross-bracing. */
export function crate(c, x, y, w, h = w * 0.8) {
  const wood = c.lin([P.amber600, P.amber700]);
  return (
    rect(x, y - h, w, h, wood) +
    path(`M${x} ${y - h}L${x + w} ${y}M${x + w} ${y - h}L${x} ${y}`, "none", {
      stroke: mix(P.amber700, P.navy950, 0.3),
      "stroke-width": w * 0.06,
    }) +
    rect(x, y - h, w, w * 0.08, P.amber400, { opacity: 0.6 }) +
    rect(x, y - h, w * 0.07, h, mix(P.amber700, P.navy950, 0.2)) +
    rect(x + w * 0.93, y - h, w * 0.07, h, mix(P.amber700, P.navy950, 0.2))
  );
}

/** Stack of pipes seen end-on, on timber dunnage. */
export function pipeStack(c, x, y, r, rows, t) {
  let s = rect(x - r, y - r * 0.5, (rows + 1) * r * 2.1, r * 0.5, P.amber700);
  const face = c.lin([t.light, t.body, t.shade], [0, 0, 1, 1]);
  for (let row = 0; row < rows; row++) {
    for (let i = 0; i < rows - row; i++) {
      const cx = x + r + i * r * 2.05 + row * r,
        cy = y - r * 1.5 - row * r * 1.8;
      s += circle(cx, cy, r, face) + circle(cx, cy, r * 0.72, t.dark);
    }
  }
  return s;
}

/** Pipe spool: straight runs, an elbow and flanges, on two stands. */
export function spool(c, x, y, len, r, t, col) {
  const fill = col ? c.lin([mix(col, P.white, 0.3), col, mix(col, P.navy950, 0.4)]) : c.lin([t.light, t.body, t.shade]);
  const py = y - r * 4;
  let s = rect(x + len * 0.15, py + r, r * 0.8, r * 3, t.dark) + rect(x + len * 0.7, py + r, r * 0.8, r * 3, t.dark);
  s += rect(x, py - r, len, r * 2, fill);
  s += path(
    `M${x + len} ${py + r}A${r * 3} ${r * 3} 0 0 0 ${x + len + r * 3} ${py - r * 2}L${x + len + r} ${py - r * 2}A${r} ${r} 0 0 1 ${x + len} ${py - r}Z`,
    fill,
  );
  s += rect(x + len + r, py - r * 5, r * 2, r * 3, fill);
  s +=
    rect(x - r * 0.4, py - r * 1.5, r * 0.5, r * 3, t.dark) +
    rect(x + len + r * 0.5, py - r * 5.4, r * 3, r * 0.5, t.dark) +
    rect(x + len * 0.45, py - r * 1.3, r * 0.5, r * 2.6, t.dark);
  return s;
}

/** Diesel generator in an acoustic container with exhaust. */
export function genset(c, x, y, w, col = P.navy700) {
  const h = w * 0.4;
  let s = rect(x, y - h, w, h, c.lin([mix(col, P.white, 0.15), mix(col, P.navy950, 0.35)]), { rx: 3 });
  for (let i = 0; i < 3; i++) s += rect(x + w * (0.08 + i * 0.3), y - h * 0.8, w * 0.22, h * 0.55, mix(col, P.navy950, 0.3), { rx: 2 });
  for (let i = 0; i < 6; i++) s += rect(x + w * 0.7, y - h * 0.75 + i * h * 0.09, w * 0.22, h * 0.04, mix(col, P.white, 0.25));
  return (
    s +
    rect(x + w * 0.15, y - h * 1.35, w * 0.05, h * 0.35, P.steel600) +
    rect(x, y - h * 0.1, w, h * 0.1, P.steel800) +
    circle(x + w * 0.62, y - h * 0.6, w * 0.015, P.leafLight)
  );
}

/** Transformer-rectifier cabinet with cooling fins and a meter window. */
export function rectifier(c, x, y, w, t) {
  const h = w * 0.9;
  let s =
    rect(x, y - h, w, h, c.lin([t.pale, t.body, t.shade], "h"), { rx: 3 }) +
    rect(x - w * 0.05, y - h - w * 0.05, w * 1.1, w * 0.08, t.dark);
  for (let i = 0; i < 6; i++) s += rect(x + w, y - h * 0.85 + i * h * 0.13, w * 0.14, h * 0.07, t.shade);
  s +=
    rect(x + w * 0.15, y - h * 0.82, w * 0.5, w * 0.3, P.navy950, { rx: 2 }) +
    path(`M${x + w * 0.2} ${y - h * 0.82 + w * 0.25}A${w * 0.2} ${w * 0.2} 0 0 1 ${x + w * 0.6} ${y - h * 0.82 + w * 0.25}`, "none", {
      stroke: P.steel100,
      "stroke-width": 1.5,
    });
  s += line(x + w * 0.4, y - h * 0.82 + w * 0.25, x + w * 0.52, y - h * 0.82 + w * 0.1, P.amber400, 2);
  s +=
    circle(x + w * 0.25, y - h * 0.35, w * 0.05, P.leafLight) +
    circle(x + w * 0.4, y - h * 0.35, w * 0.05, P.amber500) +
    circle(x + w * 0.55, y - h * 0.35, w * 0.05, P.orange);
  return s + path(`M${x + w * 0.9} ${y - h * 0.2}h${w * 0.08}v${h * 0.2}`, "none", { stroke: P.amber600, "stroke-width": 2 });
}

/** Scaffold bay: standards, ledgers and braces (orange-tagged). */
export function scaffold(x, y, w, h, col) {
  const lifts = Math.max(2, Math.round(h / (w * 0.6)));
  let d = "";
  for (const sx of [x, x + w]) d += `M${sx} ${y}V${y - h}`;
  for (let i = 1; i <= lifts; i++) d += `M${x} ${y - (h * i) / lifts}H${x + w}`;
  for (let i = 0; i < lifts; i++) d += `M${x} ${y - (h * i) / lifts}L${x + w} ${y - (h * (i + 1)) / lifts}`;
  return path(d, "none", { stroke: col, "stroke-width": Math.max(1.5, w * 0.025) });
}

/** Fixed dock crane for a port (luffing jib). */
export function dockCrane(c, x, y, h, t) {
  return (
    poly(
      [
        [x - h * 0.15, y],
        [x - h * 0.05, y - h * 0.7],
        [x + h * 0.05, y - h * 0.7],
        [x + h * 0.15, y],
      ],
      t.dark,
    ) +
    rect(x - h * 0.1, y - h * 0.82, h * 0.22, h * 0.14, c.lin([P.amber400, P.amber600])) +
    path(`M${x} ${y - h * 0.75}L${x + h * 0.7} ${y - h * 1.05}`, "none", { stroke: P.amber500, "stroke-width": h * 0.03 }) +
    line(x + h * 0.68, y - h * 1.04, x + h * 0.68, y - h * 0.55, t.dark, 1.5)
  );
}
