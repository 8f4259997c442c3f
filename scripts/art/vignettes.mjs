// Small framed scenes and symbolic props reused by collages, the gallery wall, the
// history timeline and spot illustrations: each draws a complete mini picture in a box.
import { P, mix, rect, circle, path, g, tone } from "./core.mjs";
import { platform, tank, column, flare, gantryCrane, pipeline, truck, ship, wellhead } from "./industry.mjs";
import { worker } from "./people.mjs";
import { palm } from "./landscape.mjs";

const T = tone(0.75);

/** A framed mini landscape of kind k inside (x, y, w, h), clipped to its rounded box. */
export function miniScene(c, x, y, w, h, k, rx = 8) {
  const hor = y + h * 0.68,
    u = w / 100;
  let s =
    rect(x, y, w, h, c.lin([P.navy900, P.navy700, mix(P.navy600, P.amber400, 0.45), P.amber400])) +
    circle(x + w * 0.7, hor - u * 2, u * 12, c.glow(P.amber400, 0.6)) +
    circle(x + w * 0.7, hor - u * 2, u * 4, "#FFE8B0");
  s += rect(x, hor, w, h - (hor - y), k === "platform" ? c.lin([P.teal, P.navy900]) : c.lin([mix(P.navy800, P.amber700, 0.25), P.navy950]));
  const base = hor + (y + h - hor) * 0.55;
  switch (k) {
    case "platform":
      s += platform(c, x + w * 0.5, hor + u * 6, u * 0.32, T);
      break;
    case "refinery":
      s +=
        column(c, x + w * 0.35, base, u * 6, u * 50, T) +
        column(c, x + w * 0.5, base, u * 8, u * 36, T) +
        flare(c, x + w * 0.72, base, u * 52, T);
      break;
    case "tanks":
      s += tank(c, x + w * 0.3, base, u * 34, u * 20, T) + tank(c, x + w * 0.68, base, u * 40, u * 26, T);
      break;
    case "crane":
      s += gantryCrane(c, x + w * 0.5, base, u * 60, u * 46, T, u * 24);
      break;
    case "pipeline":
      s += pipeline(c, x - u * 5, base - u * 6, x + w * 1.05, base - u * 14, u * 3, T, 5) + palm(x + w * 0.82, hor, u * 30, P.navy950, -1);
      break;
    case "truck":
      s += truck(c, x + w * 0.2, base, u * 0.38) + tank(c, x + w * 0.85, hor + u, u * 22, u * 14, tone(0.3));
      break;
    case "ship":
      s += ship(c, x + w * 0.5, hor + u * 6, u * 70, T, P.navy700);
      break;
    case "well":
      s +=
        wellhead(c, x + w * 0.45, base, u * 40, T) +
        worker(x + w * 0.72, base + u * 4, u * 34, { skin: "#8D5524", suit: P.orange, pose: "clipboard" });
      break;
    case "crew":
      for (let i = 0; i < 3; i++)
        s += worker(x + w * (0.3 + i * 0.2), base + u * 6, u * 44, {
          skin: ["#8D5524", "#C68642", "#6B3E1F"][i],
          suit: [P.orange, P.navy600, P.orange][i],
          hat: [P.white, P.amber500, P.white][i],
          pose: ["stand", "wave", "hips"][i],
          vest: i === 1,
        });
      break;
  }
  return g({ "clip-path": c.clip(rect(x, y, w, h, "#000", { rx })) }, s);
}

/** Gilt-edged picture frame around a mini scene (gallery wall, history). */
export const framed = (c, x, y, w, h, k) =>
  rect(x - 10, y - 10, w + 20, h + 20, c.lin([P.amber400, P.amber700], [0, 0, 1, 1]), { rx: 4 }) +
  rect(x - 4, y - 4, w + 8, h + 8, P.navy950) +
  miniScene(c, x, y, w, h, k, 2);

/** Two hands meeting in a handshake, centred on (x, y), scale s (1 ≈ 300 px wide). */
export function handshake(c, x, y, s, skins = ["#6B3E1F", "#C68642"]) {
  const u = (v) => v * s;
  const sleeve = (d, col) => path(d, "none", { stroke: col, "stroke-width": u(62), "stroke-linecap": "round" });
  let o =
    sleeve(`M${x - u(330)} ${y + u(150)}L${x - u(130)} ${y + u(20)}`, c.lin([P.navy800, P.navy600], "h")) +
    sleeve(`M${x + u(330)} ${y + u(150)}L${x + u(130)} ${y + u(20)}`, c.lin([P.steel400, P.steel800], "h"));
  o += g({ transform: `rotate(-32 ${x - u(120)} ${y + u(18)})` }, rect(x - u(140), y - u(22), u(36), u(80), P.white, { rx: u(6) }));
  o += g({ transform: `rotate(32 ${x + u(120)} ${y + u(18)})` }, rect(x + u(104), y - u(22), u(36), u(80), P.white, { rx: u(6) }));
  o += path(
    `M${x - u(110)} ${y - u(10)}Q${x - u(40)} ${y - u(55)} ${x + u(40)} ${y - u(20)}L${x + u(60)} ${y + u(30)}Q${x} ${y + u(60)} ${x - u(100)} ${y + u(45)}Z`,
    skins[0],
  );
  o += path(
    `M${x + u(110)} ${y - u(8)}Q${x + u(40)} ${y - u(40)} ${x - u(30)} ${y - u(5)}Q${x - u(70)} ${y + u(20)} ${x - u(40)} ${y + u(45)}Q${x + u(40)} ${y + u(60)} ${x + u(105)} ${y + u(48)}Z`,
    skins[1],
  );
  let d = "";
  for (let i = 0; i < 3; i++)
    d += `M${x - u(25) + i * u(22)} ${y + u(10)}Q${x - u(30) + i * u(22)} ${y + u(35)} ${x - u(20) + i * u(22)} ${y + u(48)}`;
  o += path(d, "none", { stroke: mix(skins[1], P.navy950, 0.35), "stroke-width": u(3), "stroke-linecap": "round" });
  return (
    o +
    path(`M${x - u(50)} ${y - u(30)}Q${x + u(10)} ${y - u(40)} ${x + u(30)} ${y - u(18)}`, "none", {
      stroke: skins[0],
      "stroke-width": u(18),
      "stroke-linecap": "round",
    })
  );
}

/** Map pin with a soft glow. */
export const mapPin = (c, x, y, h) =>
  circle(x, y - h * 0.65, h * 0.9, c.glow(P.amber400, 0.5)) +
  path(
    `M${x} ${y}C${x - h * 0.12} ${y - h * 0.35} ${x - h * 0.38} ${y - h * 0.5} ${x - h * 0.38} ${y - h * 0.72}A${h * 0.38} ${h * 0.38} 0 1 1 ${x + h * 0.38} ${y - h * 0.72}C${x + h * 0.38} ${y - h * 0.5} ${x + h * 0.12} ${y - h * 0.35} ${x} ${y}Z`,
    c.lin([P.amber400, P.amber600]),
  ) +
  circle(x, y - h * 0.72, h * 0.15, P.navy900);

/** Shield with a check mark (safety / quality). */
export const shield = (c, x, y, h) =>
  path(
    `M${x} ${y}L${x + h * 0.4} ${y + h * 0.14}V${y + h * 0.48}Q${x + h * 0.4} ${y + h * 0.85} ${x} ${y + h}Q${x - h * 0.4} ${y + h * 0.85} ${x - h * 0.4} ${y + h * 0.48}V${y + h * 0.14}Z`,
    c.lin([P.navy600, P.navy800], "h"),
  ) +
  path(
    `M${x} ${y + h * 0.07}L${x + h * 0.33} ${y + h * 0.19}V${y + h * 0.48}Q${x + h * 0.33} ${y + h * 0.78} ${x} ${y + h * 0.92}Z`,
    P.white,
    { opacity: 0.12 },
  ) +
  path(`M${x - h * 0.17} ${y + h * 0.5}L${x - h * 0.04} ${y + h * 0.63}L${x + h * 0.2} ${y + h * 0.36}`, "none", {
    stroke: P.amber400,
    "stroke-width": h * 0.08,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });

/** Magnifying glass; lens is a clipped, brighter copy of whatever `inner` draws. */
export function magnifier(c, x, y, r, inner) {
  return (
    g({ "clip-path": c.clip(circle(x, y, r, "#000")) }, inner + rect(x - r, y - r, r * 2, r * 2, P.white, { opacity: 0.08 })) +
    circle(x, y, r, "none", { stroke: c.lin([P.steel100, P.steel600]), "stroke-width": r * 0.12 }) +
    path(`M${x + r * 0.75} ${y + r * 0.75}L${x + r * 1.5} ${y + r * 1.5}`, "none", {
      stroke: P.navy950,
      "stroke-width": r * 0.22,
      "stroke-linecap": "round",
    }) +
    path(`M${x + r * 0.9} ${y + r * 0.9}L${x + r * 1.5} ${y + r * 1.5}`, "none", {
      stroke: P.amber600,
      "stroke-width": r * 0.16,
      "stroke-linecap": "round",
    }) +
    path(`M${x - r * 0.6} ${y - r * 0.3}A${r * 0.7} ${r * 0.7} 0 0 1 ${x - r * 0.2} ${y - r * 0.65}`, "none", {
      stroke: P.white,
      "stroke-width": r * 0.06,
      opacity: 0.5,
      "stroke-linecap": "round",
    })
  );
}

/** Forklift carrying a crate, facing right. */
export function forklift(c, x, y, s, load = "") {
  const u = (v) => v * s;
  return (
    rect(x, y - u(38), u(70), u(28), c.lin([P.amber400, P.amber600]), { rx: u(4) }) +
    rect(x - u(8), y - u(42), u(18), u(32), P.steel800) +
    path(`M${x + u(10)} ${y - u(38)}V${y - u(80)}H${x + u(52)}L${x + u(60)} ${y - u(38)}`, "none", {
      stroke: P.steel800,
      "stroke-width": u(4),
    }) +
    rect(x + u(72), y - u(100), u(6), u(96), P.steel800) +
    rect(x + u(76), y - u(10), u(40), u(4), P.steel600) +
    load +
    circle(x + u(16), y - u(8), u(10), P.steel800) +
    circle(x + u(58), y - u(8), u(10), P.steel800) +
    circle(x + u(16), y - u(8), u(4), P.steel400) +
    circle(x + u(58), y - u(8), u(4), P.steel400)
  );
}
