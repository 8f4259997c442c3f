// Indoor primitives: workshop hall, machine tools, control panels, office and lab props.
// Machines stand on floor point (x, y) = their left foot, width w; light still comes from the right.
import { P, mix, rect, circle, ellipse, path, line, poly } from "./core.mjs";

const paint = (c, col) => c.lin([mix(col, P.white, 0.22), col, mix(col, P.navy950, 0.45)]);
const side = (c, col) => c.lin([mix(col, P.navy950, 0.35), col, mix(col, P.amber400, 0.25)], "h");

/** Workshop hall: dark wall, clerestory windows with warm light shafts, trusses, columns, painted floor lines. */
export function hall(c, floorY, { columns = 4, shafts = true, crane = false } = {}) {
  const { w } = c;
  let s = rect(0, 0, w, floorY, c.lin([P.navy950, P.navy900, P.navy800]));
  const winY = floorY * 0.16,
    winH = floorY * 0.16;
  for (let i = 0; i < 8; i++)
    s += rect(w * 0.03 + i * w * 0.122, winY, w * 0.1, winH, c.lin([mix(P.amber400, P.navy100, 0.3), P.amber500]), { opacity: 0.55 });
  if (shafts)
    for (let i = 0; i < 4; i++) {
      const x = w * (0.1 + i * 0.24);
      s += poly(
        [
          [x, winY + winH],
          [x + w * 0.1, winY + winH],
          [x + w * 0.22, floorY],
          [x + w * 0.05, floorY],
        ],
        c.lin([
          [P.amber400, 0.16],
          [P.amber400, 0],
        ]),
      );
    }
  let d = "";
  for (let i = 0; i <= 16; i++)
    d += `M${(w * i) / 16} ${floorY * 0.02}L${(w * (i + 0.5)) / 16} ${floorY * 0.1}L${(w * (i + 1)) / 16} ${floorY * 0.02}`;
  s +=
    rect(0, 0, w, floorY * 0.02, P.navy950) +
    rect(0, floorY * 0.1, w, floorY * 0.012, P.navy950) +
    path(d, "none", { stroke: P.navy950, "stroke-width": 2 });
  for (let i = 0; i < columns; i++)
    s += rect((w * (i + 0.5)) / columns - w * 0.008, floorY * 0.1, w * 0.016, floorY * 0.9, c.lin([P.navy950, P.steel800], "h"));
  if (crane) s += rect(0, floorY * 0.3, w, floorY * 0.025, P.navy950);
  s += rect(0, floorY, w, c.h - floorY, c.lin([mix(P.steel800, P.navy900, 0.4), P.navy950]));
  s += rect(0, floorY + (c.h - floorY) * 0.35, w, 4, P.amber500, { opacity: 0.7 }) + rect(0, floorY, w, 2, P.amber400, { opacity: 0.25 });
  c.add(s);
}

/** Overhead travelling crane bridge across the hall with hoist and hanging hook block at hookX. */
export function overheadCrane(c, y, hookX, drop, load) {
  const { w } = c;
  let s = rect(0, y, w, w * 0.03, c.lin([P.amber400, P.amber600])) + rect(0, y, w, w * 0.006, P.white, { opacity: 0.4 });
  for (let i = 0; i < 10; i++) s += rect(w * 0.05 + i * w * 0.1, y + w * 0.008, w * 0.012, w * 0.016, P.amber700);
  s += rect(hookX - w * 0.035, y + w * 0.03, w * 0.07, w * 0.03, P.steel800);
  s +=
    line(hookX - w * 0.008, y + w * 0.06, hookX - w * 0.008, y + drop, P.steel400, 1.5) +
    line(hookX + w * 0.008, y + w * 0.06, hookX + w * 0.008, y + drop, P.steel400, 1.5);
  s +=
    rect(hookX - w * 0.015, y + drop, w * 0.03, w * 0.022, P.amber500, { rx: 2 }) +
    path(`M${hookX} ${y + drop + w * 0.022}v${w * 0.012}a${w * 0.008} ${w * 0.008} 0 1 1 ${-w * 0.016} 0`, "none", {
      stroke: P.steel200,
      "stroke-width": 2.5,
    });
  return s + (load || "");
}

/** Engine lathe: bed on pedestals, headstock with chuck, carriage, tailstock. */
export function lathe(c, x, y, w, col = P.teal) {
  const h = w * 0.42,
    bedY = y - h * 0.62;
  let s = rect(x + w * 0.05, bedY, w * 0.16, h * 0.62, paint(c, col)) + rect(x + w * 0.78, bedY, w * 0.16, h * 0.62, paint(c, col));
  s +=
    rect(x + w * 0.08, y - h * 0.38, w * 0.84, h * 0.08, P.steel800) +
    rect(x, bedY - h * 0.1, w, h * 0.12, c.lin([P.steel200, P.steel600]));
  s +=
    rect(x, bedY - h * 0.55, w * 0.26, h * 0.45, paint(c, col), { rx: 4 }) +
    rect(x + w * 0.03, bedY - h * 0.45, w * 0.08, h * 0.1, P.navy950, { rx: 2 });
  for (let i = 0; i < 3; i++) s += circle(x + w * (0.05 + i * 0.07), bedY - h * 0.2, w * 0.014, P.steel100);
  s +=
    rect(x + w * 0.26, bedY - h * 0.48, w * 0.06, h * 0.36, c.lin([P.steel100, P.steel600]), { rx: 2 }) +
    rect(x + w * 0.32, bedY - h * 0.34, w * 0.34, h * 0.08, c.lin([P.steel100, P.steel400]));
  s +=
    rect(x + w * 0.48, bedY - h * 0.22, w * 0.14, h * 0.28, paint(c, mix(col, P.steel600, 0.4)), { rx: 3 }) +
    rect(x + w * 0.53, bedY - h * 0.36, w * 0.05, h * 0.12, P.steel800) +
    circle(x + w * 0.5, bedY + h * 0.02, w * 0.02, P.steel200);
  s +=
    rect(x + w * 0.72, bedY - h * 0.36, w * 0.14, h * 0.3, paint(c, col), { rx: 3 }) +
    rect(x + w * 0.66, bedY - h * 0.32, w * 0.06, h * 0.04, P.steel200) +
    circle(x + w * 0.9, bedY - h * 0.22, w * 0.03, "none", { stroke: P.steel200, "stroke-width": 2 });
  return (
    s +
    path(`M${x + w * 0.2} ${bedY - h * 0.55}L${x + w * 0.22} ${bedY - h * 1.05}L${x + w * 0.34} ${bedY - h * 0.9}`, "none", {
      stroke: P.steel800,
      "stroke-width": 3,
    }) +
    poly(
      [
        [x + w * 0.32, bedY - h * 0.95],
        [x + w * 0.38, bedY - h * 0.82],
        [x + w * 0.3, bedY - h * 0.8],
      ],
      P.amber400,
    )
  );
}

/** CNC machining centre: enclosure, glowing door window with spindle, pendant control, signal tower. */
export function cnc(c, x, y, w, col = P.navy600) {
  const h = w * 0.75;
  let s =
    rect(x, y - h, w, h, c.lin([P.steel100, P.steel200, P.steel400]), { rx: 6 }) +
    rect(x, y - h * 0.3, w, h * 0.3, paint(c, col), { rx: 4 });
  s +=
    rect(x + w * 0.08, y - h * 0.85, w * 0.6, h * 0.5, P.navy950, { rx: 4 }) +
    rect(x + w * 0.11, y - h * 0.82, w * 0.54, h * 0.44, c.lin([P.teal, P.navy800]), { rx: 3 });
  s +=
    rect(x + w * 0.34, y - h * 0.82, w * 0.07, h * 0.2, P.steel400) +
    rect(x + w * 0.365, y - h * 0.62, w * 0.02, h * 0.06, P.steel100) +
    rect(x + w * 0.22, y - h * 0.46, w * 0.32, h * 0.08, P.steel600);
  s +=
    rect(x + w * 0.3, y - h * 0.53, w * 0.12, h * 0.07, P.steel200) +
    circle(x + w * 0.375, y - h * 0.55, w * 0.05, c.glow(P.amber400, 0.7));
  s +=
    rect(x + w * 0.74, y - h * 0.85, w * 0.22, h * 0.42, P.steel800, { rx: 4 }) +
    rect(x + w * 0.77, y - h * 0.81, w * 0.16, h * 0.14, P.navy600) +
    line(x + w * 0.79, y - h * 0.71, x + w * 0.91, y - h * 0.77, P.amber400, 1.5);
  for (let i = 0; i < 6; i++)
    s += rect(
      x + w * (0.775 + (i % 3) * 0.055),
      y - h * (0.6 - Math.floor(i / 3) * 0.07),
      w * 0.035,
      h * 0.04,
      i === 5 ? P.orange : P.steel400,
      { rx: 1 },
    );
  s +=
    rect(x + w * 0.05, y - h - h * 0.3, w * 0.03, h * 0.3, P.steel600) +
    rect(x + w * 0.035, y - h - h * 0.42, w * 0.06, h * 0.06, P.leafLight) +
    rect(x + w * 0.035, y - h - h * 0.36, w * 0.06, h * 0.06, P.amber500, { opacity: 0.5 });
  return s + rect(x + w * 0.02, y - h * 0.03, w * 0.96, h * 0.03, P.navy950);
}

/** Knee-type milling machine. */
export function mill(c, x, y, w, col = P.navy600) {
  const h = w * 1.3;
  let s =
    rect(x + w * 0.1, y - h * 0.06, w * 0.7, h * 0.06, P.steel800) +
    rect(x + w * 0.5, y - h * 0.85, w * 0.3, h * 0.8, side(c, col), { rx: 4 });
  s +=
    rect(x + w * 0.15, y - h * 0.92, w * 0.65, h * 0.1, paint(c, col), { rx: 4 }) +
    rect(x + w * 0.15, y - h * 0.92, w * 0.2, h * 0.3, paint(c, col), { rx: 4 }) +
    rect(x + w * 0.22, y - h * 0.62, w * 0.06, h * 0.08, P.steel200);
  s +=
    rect(x + w * 0.12, y - h * 0.5, w * 0.5, h * 0.16, paint(c, col), { rx: 3 }) +
    rect(x, y - h * 0.54, w * 0.75, h * 0.04, c.lin([P.steel100, P.steel400])) +
    rect(x + w * 0.16, y - h * 0.6, w * 0.16, h * 0.06, P.steel800);
  s +=
    circle(x + w * 0.02, y - h * 0.52, w * 0.05, "none", { stroke: P.steel200, "stroke-width": 2 }) +
    rect(x + w * 0.3, y - h * 0.34, w * 0.06, h * 0.28, P.steel600);
  return s + circle(x + w * 0.25, y - h * 0.56, w * 0.04, c.glow(P.amber400, 0.6));
}

/** Radial arm drilling machine. */
export function radialDrill(c, x, y, w, col = P.leaf) {
  const h = w * 1.1;
  let s =
    rect(x, y - h * 0.1, w, h * 0.1, paint(c, mix(col, P.steel800, 0.3)), { rx: 2 }) +
    rect(x + w * 0.55, y - h * 0.22, w * 0.35, h * 0.12, P.steel600);
  s +=
    rect(x + w * 0.08, y - h * 0.95, w * 0.14, h * 0.85, side(c, col), { rx: 3 }) +
    rect(x + w * 0.04, y - h * 0.78, w * 0.9, h * 0.08, paint(c, col), { rx: 3 });
  s +=
    rect(x + w * 0.62, y - h * 0.84, w * 0.18, h * 0.24, paint(c, col), { rx: 3 }) +
    rect(x + w * 0.69, y - h * 0.6, w * 0.04, h * 0.2, P.steel200) +
    circle(x + w * 0.84, y - h * 0.66, w * 0.04, "none", { stroke: P.steel200, "stroke-width": 2 });
  return s + rect(x + w * 0.1, y - h * 1.02, w * 0.1, h * 0.07, P.steel800);
}

/** H-frame hydraulic press with cylinder and ram. */
export function press(c, x, y, w, col = P.orange) {
  const h = w * 1.2;
  let s = rect(x, y - h, w * 0.14, h, side(c, col)) + rect(x + w * 0.86, y - h, w * 0.14, h, side(c, col));
  s += rect(x - w * 0.04, y - h, w * 1.08, h * 0.14, paint(c, col)) + rect(x + w * 0.1, y - h * 0.32, w * 0.8, h * 0.1, paint(c, col));
  s +=
    rect(x + w * 0.38, y - h * 1.12, w * 0.24, h * 0.12, P.steel600) +
    rect(x + w * 0.44, y - h * 0.86, w * 0.12, h * 0.32, c.lin([P.steel100, P.steel600], "h"));
  s +=
    rect(x + w * 0.3, y - h * 0.56, w * 0.4, h * 0.05, P.steel800) +
    rect(x + w * 0.3, y - h * 0.38, w * 0.4, h * 0.06, c.lin([P.steel200, P.steel600]));
  return (
    s +
    rect(x + w * 1.05, y - h * 0.55, w * 0.2, h * 0.3, P.steel800, { rx: 3 }) +
    circle(x + w * 1.15, y - h * 0.45, w * 0.05, P.white) +
    line(x + w * 1.15, y - h * 0.45, x + w * 1.18, y - h * 0.48, P.orange, 1.5)
  );
}

/** Three-roll plate bending machine with a plate being curled. */
export function rolls(c, x, y, w, col = P.navy600) {
  const h = w * 0.5;
  let s = rect(x, y - h, w * 0.16, h, side(c, col), { rx: 3 }) + rect(x + w * 0.84, y - h, w * 0.16, h, side(c, col), { rx: 3 });
  s +=
    rect(x + w * 0.16, y - h * 0.78, w * 0.68, h * 0.14, c.lin([P.steel100, P.steel600]), { rx: h * 0.07 }) +
    rect(x + w * 0.16, y - h * 0.52, w * 0.68, h * 0.12, c.lin([P.steel100, P.steel600]), { rx: h * 0.06 });
  s += path(
    `M${x - w * 0.15} ${y - h * 0.62}L${x + w * 1.05} ${y - h * 0.62}Q${x + w * 1.35} ${y - h * 0.75} ${x + w * 1.3} ${y - h * 1.2}`,
    "none",
    { stroke: P.steel400, "stroke-width": h * 0.05 },
  );
  return s + rect(x, y - h * 0.05, w, h * 0.05, P.steel800) + rect(x + w * 0.02, y - h * 0.95, w * 0.12, h * 0.2, P.steel800, { rx: 2 });
}

/** Towable 375 cfm air compressor on a wheeled chassis. */
export function airCompressor(c, x, y, w, col = P.amber500) {
  const h = w * 0.45;
  let s = rect(x, y - h * 1.1, w * 0.8, h * 0.8, paint(c, col), { rx: h * 0.12 });
  for (let i = 0; i < 7; i++) s += rect(x + w * 0.45 + i * w * 0.045, y - h * 0.95, w * 0.022, h * 0.45, mix(col, P.navy950, 0.35));
  s +=
    rect(x + w * 0.06, y - h * 0.95, w * 0.3, h * 0.3, mix(col, P.navy950, 0.2), { rx: 3 }) +
    rect(x + w * 0.1, y - h * 0.9, w * 0.12, h * 0.08, P.navy950);
  s += rect(x + w * 0.8, y - h * 0.42, w * 0.25, h * 0.06, P.steel800) + circle(x + w * 1.05, y - h * 0.39, h * 0.05, P.steel800);
  s += circle(x + w * 0.4, y - h * 0.2, h * 0.2, P.steel800) + circle(x + w * 0.4, y - h * 0.2, h * 0.08, P.steel400);
  return s + rect(x + w * 0.6, y - h * 1.18, w * 0.05, h * 0.1, P.steel800);
}

/** Workbench with vice and a few tools on a pegboard. */
export function bench(c, x, y, w) {
  const h = w * 0.45;
  let s =
    rect(x, y - h, w, h * 0.08, c.lin([P.amber600, P.amber700])) +
    rect(x + w * 0.04, y - h * 0.92, w * 0.05, h * 0.92, P.steel800) +
    rect(x + w * 0.91, y - h * 0.92, w * 0.05, h * 0.92, P.steel800);
  s +=
    rect(x + w * 0.04, y - h * 0.35, w * 0.92, h * 0.05, P.steel800) +
    rect(x + w * 0.1, y - h * 1.2, w * 0.12, h * 0.2, P.steel600) +
    rect(x + w * 0.08, y - h * 1.05, w * 0.16, h * 0.05, P.steel800);
  s += rect(x, y - h * 2.3, w, h * 1.1, P.navy800, { opacity: 0.9 });
  s += path(
    `M${x + w * 0.15} ${y - h * 2.1}v${h * 0.5}M${x + w * 0.3} ${y - h * 2.15}v${h * 0.7}M${x + w * 0.45} ${y - h * 2.1}l${w * 0.05} ${h * 0.55}M${x + w * 0.65} ${y - h * 2.15}v${h * 0.45}M${x + w * 0.8} ${y - h * 2.1}v${h * 0.6}`,
    "none",
    { stroke: P.steel200, "stroke-width": Math.max(2, w * 0.015), "stroke-linecap": "round" },
  );
  return s + circle(x + w * 0.65, y - h * 1.6, w * 0.04, "none", { stroke: P.orange, "stroke-width": 3 });
}

/** Round pressure gauge with a needle at fraction v (0..1). */
export function gauge(x, y, r, v, face = P.white) {
  const a = Math.PI * (0.75 + v * 1.5);
  let ticks = "";
  for (let i = 0; i <= 8; i++) {
    const t = Math.PI * (0.75 + (i / 8) * 1.5);
    ticks += `M${x + Math.cos(t) * r * 0.7} ${y + Math.sin(t) * r * 0.7}L${x + Math.cos(t) * r * 0.82} ${y + Math.sin(t) * r * 0.82}`;
  }
  return (
    circle(x, y, r, P.steel800) +
    circle(x, y, r * 0.86, face) +
    path(ticks, "none", { stroke: P.steel600, "stroke-width": Math.max(1, r * 0.06) }) +
    path(
      `M${x + Math.cos(Math.PI * 2.0) * r * 0.8} ${y}A${r * 0.8} ${r * 0.8} 0 0 1 ${x + Math.cos(Math.PI * 0.25) * r * 0.8} ${y + Math.sin(Math.PI * 0.25) * r * 0.8}`,
      "none",
      { stroke: P.orange, "stroke-width": r * 0.1 },
    ) +
    line(x, y, x + Math.cos(a) * r * 0.7, y + Math.sin(a) * r * 0.7, P.navy950, Math.max(1.2, r * 0.08), { "stroke-linecap": "round" }) +
    circle(x, y, r * 0.1, P.navy950)
  );
}

/** Trend chart drawn inside a screen rectangle. */
export function chart(c, x, y, w, h, col = P.amber400) {
  let d = `M${x + w * 0.05} ${y + h * 0.75}`;
  for (let i = 1; i <= 8; i++) d += `L${x + w * (0.05 + i * 0.112)} ${y + h * c.rng.range(0.2, 0.75)}`;
  let bars = "";
  for (let i = 0; i < 5; i++) {
    const bh = h * c.rng.range(0.15, 0.4);
    bars += rect(x + w * (0.08 + i * 0.18), y + h * 0.95 - bh, w * 0.1, bh, P.navy600, { opacity: 0.7 });
  }
  return bars + path(d, "none", { stroke: col, "stroke-width": Math.max(1.5, h * 0.03), "stroke-linejoin": "round" });
}

/** Control/DCS panel with screens, gauges and indicator lights. */
export function controlPanel(c, x, y, w, h) {
  let s = rect(x, y - h, w, h, c.lin([P.steel400, P.steel600, P.steel800], "h"), { rx: 4 }) + rect(x, y - h, w, h * 0.06, P.steel800);
  const sw = w * 0.42;
  for (let i = 0; i < 2; i++) {
    const sx = x + w * 0.05 + i * (sw + w * 0.06);
    s +=
      rect(sx, y - h * 0.88, sw, h * 0.32, P.navy950, { rx: 3 }) +
      chart(c, sx + 3, y - h * 0.86, sw - 6, h * 0.28, i ? P.leafLight : P.amber400);
  }
  for (let i = 0; i < 3; i++) s += gauge(x + w * (0.2 + i * 0.3), y - h * 0.4, Math.min(w * 0.1, h * 0.1), 0.3 + i * 0.2);
  for (let i = 0; i < 8; i++)
    s += circle(x + w * (0.1 + i * 0.114), y - h * 0.18, Math.min(w, h) * 0.022, [P.leafLight, P.amber500, P.orange, P.leafLight][i % 4]);
  return s;
}

/** Desk with legs; returns top surface so props can be set on it. */
export const desk = (c, x, y, w) =>
  rect(x, y - w * 0.4, w, w * 0.04, c.lin([P.steel200, P.steel400])) +
  rect(x + w * 0.04, y - w * 0.36, w * 0.03, w * 0.36, P.steel800) +
  rect(x + w * 0.93, y - w * 0.36, w * 0.03, w * 0.36, P.steel800) +
  rect(x + w * 0.6, y - w * 0.36, w * 0.3, w * 0.2, P.steel600, { rx: 2 });

/** Computer monitor standing on surface y; content: 'chart' | 'cad' | 'map'. */
export function monitor(c, x, y, w, content = "chart") {
  const h = w * 0.62,
    sx = x,
    sy = y - w * 0.12 - h;
  let s = rect(x + w * 0.45, y - w * 0.12, w * 0.1, w * 0.12, P.steel800) + rect(x + w * 0.3, y - w * 0.02, w * 0.4, w * 0.02, P.steel800);
  s += rect(sx, sy, w, h, P.steel800, { rx: 3 }) + rect(sx + w * 0.04, sy + w * 0.04, w * 0.92, h - w * 0.08, P.navy900);
  const ix = sx + w * 0.06,
    iy = sy + w * 0.06,
    iw = w * 0.88,
    ih = h - w * 0.12;
  if (content === "chart") s += chart(c, ix, iy, iw, ih);
  if (content === "cad") s += cadFrame(ix + iw * 0.1, iy + ih * 0.1, iw * 0.8, ih * 0.8, P.navy100, Math.max(1, w * 0.008));
  if (content === "map")
    s +=
      rect(ix, iy, iw, ih, P.navy800) +
      path(`M${ix} ${iy + ih * 0.6}Q${ix + iw * 0.4} ${iy + ih * 0.3} ${ix + iw} ${iy + ih * 0.5}`, "none", {
        stroke: P.teal,
        "stroke-width": w * 0.04,
      }) +
      circle(ix + iw * 0.55, iy + ih * 0.4, w * 0.03, P.orange);
  return s;
}

/** Isometric-ish structural frame wireframe (design/CAD content, blueprints, steel frameworks). */
export function cadFrame(x, y, w, h, col, sw = 1.5) {
  const dx = w * 0.25,
    dy = h * 0.18;
  const fx = x,
    fy = y + dy,
    fw = w - dx,
    fh = h - dy;
  let d = `M${fx} ${fy}h${fw}v${fh}h${-fw}ZM${fx + dx} ${fy - dy}h${fw}v${fh}M${fx} ${fy}l${dx} ${-dy}M${fx + fw} ${fy}l${dx} ${-dy}M${fx + fw} ${fy + fh}l${dx} ${-dy}`;
  for (let i = 1; i < 3; i++) d += `M${fx} ${fy + (fh * i) / 3}h${fw}l${dx} ${-dy}M${fx + (fw * i) / 3} ${fy}v${fh}`;
  d += `M${fx} ${fy}L${fx + fw / 3} ${fy + fh / 3}M${fx + fw / 3} ${fy}L${fx} ${fy + fh / 3}M${fx + fw} ${fy + fh}L${fx + (fw * 2) / 3} ${fy + (fh * 2) / 3}`;
  return path(d, "none", { stroke: col, "stroke-width": sw, "stroke-linejoin": "round" });
}

/** Laptop (open, side-on from the front) sitting on surface y. */
export const laptop = (x, y, w) =>
  rect(x, y - w * 0.62, w, w * 0.6, P.steel800, { rx: 3 }) +
  rect(x + w * 0.05, y - w * 0.58, w * 0.9, w * 0.5, P.navy600) +
  rect(x + w * 0.12, y - w * 0.5, w * 0.4, w * 0.05, P.navy100, { opacity: 0.7 }) +
  rect(x + w * 0.12, y - w * 0.4, w * 0.6, w * 0.04, P.navy100, { opacity: 0.4 }) +
  rect(x - w * 0.08, y - w * 0.03, w * 1.16, w * 0.03, P.steel400);

/** Laboratory glassware: conical flask with coloured liquid. */
export function flask(c, x, y, h, liquid) {
  const w = h * 0.7;
  return (
    path(
      `M${x - w * 0.12} ${y - h}h${w * 0.24}v${h * 0.35}L${x + w / 2} ${y - h * 0.04}Q${x + w / 2} ${y} ${x + w * 0.44} ${y}H${x - w * 0.44}Q${x - w / 2} ${y} ${x - w / 2} ${y - h * 0.04}L${x - w * 0.12} ${y - h * 0.65}Z`,
      P.navy100,
      { opacity: 0.35 },
    ) +
    path(
      `M${x - w * 0.33} ${y - h * 0.28}H${x + w * 0.33}L${x + w * 0.47} ${y - h * 0.05}Q${x + w * 0.47} ${y - h * 0.01} ${x + w * 0.42} ${y - h * 0.01}H${x - w * 0.42}Q${x - w * 0.47} ${y - h * 0.01} ${x - w * 0.47} ${y - h * 0.05}Z`,
      liquid,
    ) +
    rect(x - w * 0.15, y - h * 1.04, w * 0.3, h * 0.06, P.steel200, { rx: 2 })
  );
}

/** Beaker. */
export const beaker = (x, y, w, liquid) =>
  rect(x, y - w * 1.2, w, w * 1.2, P.navy100, { opacity: 0.3, rx: 2 }) + rect(x + 1, y - w * 0.6, w - 2, w * 0.58, liquid, { rx: 2 });

/** Presentation screen on the wall with a simple slide. */
export function screen(c, x, y, w, h) {
  return (
    rect(x, y, w, h, P.steel800, { rx: 3 }) +
    rect(x + w * 0.03, y + h * 0.05, w * 0.94, h * 0.9, c.lin([P.navy50, P.navy100])) +
    rect(x + w * 0.08, y + h * 0.14, w * 0.4, h * 0.08, P.navy700) +
    rect(x + w * 0.08, y + h * 0.3, w * 0.35, h * 0.04, P.steel400) +
    rect(x + w * 0.08, y + h * 0.38, w * 0.3, h * 0.04, P.steel400) +
    rect(x + w * 0.08, y + h * 0.46, w * 0.33, h * 0.04, P.steel400) +
    chart(c, x + w * 0.52, y + h * 0.2, w * 0.4, h * 0.65, P.amber600)
  );
}

/** Blueprint sheet pinned to a wall or lying on a table. */
export function blueprint(c, x, y, w, h) {
  return (
    rect(x, y, w, h, c.lin([P.navy600, P.navy700]), { rx: 2 }) +
    rect(x + w * 0.04, y + h * 0.05, w * 0.92, h * 0.9, "none", { stroke: P.navy100, "stroke-width": 1, opacity: 0.6 }) +
    cadFrame(x + w * 0.12, y + h * 0.15, w * 0.5, h * 0.6, P.navy50, 1.2) +
    rect(x + w * 0.7, y + h * 0.7, w * 0.22, h * 0.2, "none", { stroke: P.navy100, "stroke-width": 1 }) +
    circle(x + w * 0.8, y + h * 0.35, h * 0.12, "none", { stroke: P.navy100, "stroke-width": 1 })
  );
}

/** Office window looking out at a dusk skyline (kept simple: the sky carries the mood). */
export function officeWindow(c, x, y, w, h, skylineSvg = "") {
  let s = rect(x, y, w, h, c.lin([P.navy700, mix(P.navy600, P.amber400, 0.35), P.amber400])) + skylineSvg;
  for (let i = 1; i < 3; i++) s += rect(x + (w * i) / 3 - 2, y, 4, h, P.steel800);
  return s + rect(x, y, w, h, "none", { stroke: P.steel800, "stroke-width": 6 });
}

/** Potted plant, to make offices feel lived-in. */
export const plant = (x, y, h) =>
  rect(x - h * 0.15, y - h * 0.3, h * 0.3, h * 0.3, P.steel200, { rx: 2 }) +
  ellipse(x, y - h * 0.55, h * 0.25, h * 0.3, P.leaf) +
  ellipse(x + h * 0.12, y - h * 0.75, h * 0.15, h * 0.22, P.leafLight) +
  ellipse(x - h * 0.12, y - h * 0.7, h * 0.14, h * 0.2, P.leafLight);

/** Paper document with text lines and an amber seal (on walls, desks and hero montages). */
export function documentSheet(x, y, w, h, { seal = true, heading = P.navy700 } = {}) {
  let s =
    rect(x, y, w, h, P.white, { rx: 2 }) +
    rect(x + w * 0.06, y + h * 0.05, w * 0.88, h * 0.9, "none", { stroke: P.amber600, "stroke-width": Math.max(1, w * 0.012) });
  s += rect(x + w * 0.2, y + h * 0.12, w * 0.6, h * 0.05, heading);
  for (let i = 0; i < 5; i++) s += rect(x + w * 0.15, y + h * (0.26 + i * 0.08), w * (i % 2 ? 0.6 : 0.7), h * 0.025, P.steel400);
  if (seal) s += circle(x + w * 0.72, y + h * 0.8, w * 0.11, P.amber500) + circle(x + w * 0.72, y + h * 0.8, w * 0.07, P.amber400);
  return s;
}
