// People: front-facing workers in PPE or office wear, a kneeling welder with sparks.
// Figures are drawn in local units (100 = standing height, feet at y = 0) and placed with at().
import { P, mix, rect, circle, path, line, at } from "./core.mjs";

/** Arm poses: [upper, fore] angles for left and right arm, degrees from hanging straight down (positive swings to screen-right). */
const POSES = {
  stand: [
    [-8, -4],
    [8, 4],
  ],
  point: [
    [-8, -4],
    [95, 85],
  ],
  clipboard: [
    [-8, -4],
    [12, -95],
  ],
  tablet: [
    [-15, 75],
    [15, -75],
  ],
  wave: [
    [-8, -4],
    [150, 170],
  ],
  work: [
    [-30, 40],
    [35, -40],
  ],
  carry: [
    [-20, 60],
    [20, -60],
  ],
  hips: [
    [-35, 35],
    [35, -35],
  ],
};

const rad = (d) => (d * Math.PI) / 180;
function arm(sx, sy, [a, b], sleeve, skin) {
  const ex = sx + 18 * Math.sin(rad(a)),
    ey = sy + 18 * Math.cos(rad(a));
  const hx = ex + 16 * Math.sin(rad(b)),
    hy = ey + 16 * Math.cos(rad(b));
  return {
    svg:
      path(`M${sx} ${sy}L${ex} ${ey}L${hx} ${hy}`, "none", {
        stroke: sleeve,
        "stroke-width": 7,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }) + circle(hx, hy, 3.6, skin),
    hand: [hx, hy],
  };
}

/** Hair / headwear over a head centred at (0, hy) with radius r. */
export function hair(style, hy, r, col, accent) {
  switch (style) {
    case "short":
      return path(
        `M${-r} ${hy}A${r} ${r} 0 0 1 ${r} ${hy}Q${r * 0.6} ${hy - r * 0.55} 0 ${hy - r * 0.6}Q${-r * 0.6} ${hy - r * 0.55} ${-r} ${hy}Z`,
        col,
      );
    case "bun":
      return (
        circle(0, hy - r * 1.15, r * 0.5, col) +
        path(
          `M${-r * 1.05} ${hy + r * 0.3}A${r * 1.05} ${r * 1.05} 0 0 1 ${r * 1.05} ${hy + r * 0.3}Q${r * 0.7} ${hy - r * 0.5} 0 ${hy - r * 0.55}Q${-r * 0.7} ${hy - r * 0.5} ${-r * 1.05} ${hy + r * 0.3}Z`,
          col,
        )
      );
    case "afro":
      return circle(0, hy - r * 0.25, r * 1.3, col);
    case "braids":
      return path(
        `M${-r * 1.1} ${hy + r * 1.6}L${-r * 1.1} ${hy}A${r * 1.1} ${r * 1.1} 0 0 1 ${r * 1.1} ${hy}L${r * 1.1} ${hy + r * 1.6}L${r * 0.8} ${hy + r * 1.6}L${r * 0.8} ${hy}Q0 ${hy - r * 0.5} ${-r * 0.8} ${hy}L${-r * 0.8} ${hy + r * 1.6}Z`,
        col,
      );
    case "gele":
      return (
        path(
          `M${-r * 1.5} ${hy - r * 0.1}Q${-r * 1.6} ${hy - r * 1.9} ${-r * 0.2} ${hy - r * 2.1}Q${r * 1.7} ${hy - r * 2.2} ${r * 1.6} ${hy - r * 0.6}Q${r * 0.5} ${hy - r * 0.9} ${-r * 1.5} ${hy - r * 0.1}Z`,
          accent,
        ) +
        path(`M${-r} ${hy - r * 0.5}Q0 ${hy - r * 1.2} ${r} ${hy - r * 0.5}`, "none", {
          stroke: mix(accent, P.navy950, 0.3),
          "stroke-width": r * 0.15,
        })
      );
    case "cap":
      return path(
        `M${-r * 0.95} ${hy - r * 0.2}L${-r * 0.9} ${hy - r * 1.05}Q0 ${hy - r * 1.35} ${r * 0.9} ${hy - r * 1.05}L${r * 0.95} ${hy - r * 0.2}Z`,
        accent,
      );
    default:
      return "";
  }
}

/**
 * Standing (or seated upper-body) person, front view.
 * opts: skin, suit (coverall/jacket colour), hat (hard-hat colour or null), hair style, pose, vest, seated.
 */
export function person({
  skin = P.navy950,
  suit = P.orange,
  hat = P.white,
  hairStyle = "short",
  hairCol = "#1A1410",
  accent = P.amber500,
  pose = "stand",
  vest = false,
  seated = false,
  shirt,
} = {}) {
  const [la, ra] = POSES[pose] ?? POSES.stand;
  const sleeve = suit,
    dark = mix(suit, P.navy950, 0.35);
  let s = "";
  if (!seated) {
    s += rect(-10, -50, 8.5, 46, dark, { rx: 3 }) + rect(1.5, -50, 8.5, 46, dark, { rx: 3 });
    s += rect(-12, -6, 11, 6, P.steel800, { rx: 2 }) + rect(1, -6, 11, 6, P.steel800, { rx: 2 });
  }
  const left = arm(-12, -77, la, sleeve, skin),
    right = arm(12, -77, ra, sleeve, skin);
  s += path("M-13 -78Q-14 -82 -8 -83L8 -83Q14 -82 13 -78L12 -46L-12 -46Z", suit);
  if (shirt) s += path("M-5 -83L0 -72L5 -83Z", shirt) + rect(-0.8, -78, 1.6, 14, mix(suit, P.navy950, 0.5));
  if (vest) s += path("M-12 -78L-5 -83L-2 -46L-12 -46Z", P.amber500) + path("M12 -78L5 -83L2 -46L12 -46Z", P.amber500);
  s += rect(-12, -62, 24, 3, vest ? P.white : P.amber400, { opacity: 0.9 }) + rect(-12, -50, 24, 4, dark);
  s += rect(-3, -87, 6, 5, skin) + circle(0, -93, 8.5, skin);
  s += hat
    ? path("M-9 -94A9 9 0 0 1 9 -94L12 -93.5L12 -91.5L-12 -91.5L-12 -93.5Z", hat) +
      rect(-1.5, -102, 3, 8, mix(hat, P.navy950, 0.15), { opacity: 0.5 })
    : hair(hairStyle, -93, 8.5, hairCol, accent);
  s += left.svg + right.svg;
  if (pose === "clipboard")
    s +=
      rect(right.hand[0] - 8, right.hand[1] - 12, 13, 17, P.amber700, { rx: 1 }) +
      rect(right.hand[0] - 6.5, right.hand[1] - 10, 10, 13, P.white);
  if (pose === "tablet") s += rect(-9, left.hand[1] - 9, 18, 12, P.navy950, { rx: 1.5 }) + rect(-7.5, left.hand[1] - 7.5, 15, 9, P.navy600);
  if (pose === "carry") s += rect(-14, left.hand[1] - 14, 28, 14, P.amber600) + rect(-14, left.hand[1] - 14, 28, 3, P.amber400);
  return s;
}

/** Convenience: place a person at ground point (x, y) with height h. */
export const worker = (x, y, h, opts, flip = false) => at(x, y, h / 100, person(opts), flip);

/** Burst of welding/grinding sparks with a hot white core. */
export function sparks(c, x, y, r, n = 14) {
  let s = circle(x, y, r * 1.6, c.glow(P.amber400, 0.7)) + circle(x, y, r * 0.5, c.glow("#FFFFFF", 0.9));
  let d = "";
  for (let i = 0; i < n; i++) {
    const a = c.rng.range(-Math.PI * 0.95, -Math.PI * 0.05) + (i % 3 === 0 ? Math.PI * 0.9 : 0);
    const r0 = r * c.rng.range(0.15, 0.4),
      r1 = r * c.rng.range(0.6, 1.3);
    d += `M${x + Math.cos(a) * r0} ${y + Math.sin(a) * r0}L${x + Math.cos(a) * r1} ${y + Math.sin(a) * r1}`;
  }
  s += path(d, "none", { stroke: P.amber400, "stroke-width": Math.max(1, r * 0.05), "stroke-linecap": "round" });
  for (let i = 0; i < 6; i++) s += circle(x + c.rng.range(-r, r), y + c.rng.range(-r * 0.2, r * 0.6), Math.max(0.8, r * 0.035), P.white);
  return s;
}

/** Kneeling welder in side view facing right; returns markup and the torch tip position. */
export function welder(c, x, y, h, { skin = P.navy950, suit = P.navy700 } = {}) {
  const k = h / 100,
    u = (v) => v * k;
  const dark = mix(suit, P.navy950, 0.35);
  const limb = (d, col, w) => path(d, "none", { stroke: col, "stroke-width": u(w), "stroke-linecap": "round", "stroke-linejoin": "round" });
  let s = limb(`M${x - u(6)} ${y - u(30)}L${x - u(2)} ${y - u(5)}L${x - u(22)} ${y - u(4)}`, dark, 10);
  s += limb(`M${x - u(6)} ${y - u(30)}L${x + u(14)} ${y - u(28)}L${x + u(14)} ${y - u(4)}`, suit, 10);
  s += rect(x + u(10), y - u(5), u(12), u(5), P.steel800, { rx: u(1.5) });
  s += limb(`M${x - u(6)} ${y - u(30)}L${x + u(2)} ${y - u(62)}`, suit, 22);
  s += rect(x - u(8), y - u(50), u(19), u(3), P.amber400, { transform: `rotate(-76 ${x - u(2)} ${y - u(48)})` });
  s +=
    circle(x + u(6), y - u(75), u(9), skin) +
    path(`M${x + u(1)} ${y - u(83)}L${x + u(16)} ${y - u(82)}L${x + u(17)} ${y - u(66)}L${x + u(8)} ${y - u(64)}Z`, P.steel800);
  s += rect(x + u(11), y - u(78), u(5), u(3), P.amber400, { opacity: 0.9 });
  s += path(`M${x - u(4)} ${y - u(80)}A${u(10)} ${u(10)} 0 0 1 ${x + u(15)} ${y - u(82)}Z`, P.amber500);
  s +=
    limb(`M${x + u(3)} ${y - u(58)}L${x + u(17)} ${y - u(44)}L${x + u(31)} ${y - u(44)}`, suit, 7.5) +
    circle(x + u(32), y - u(44), u(4), P.steel800);
  s += line(x + u(32), y - u(44), x + u(42), y - u(34), P.steel800, u(3.2));
  return { svg: s, tip: [x + u(43), y - u(33)] };
}

/** A row of workers with varied skin tones and PPE colours (crew / team shots). */
export function crew(c, x0, x1, y, h, n, poses = ["stand", "hips", "clipboard", "stand", "wave", "tablet"]) {
  const suits = [P.orange, P.navy700, P.orange, P.navy600, P.steel800, P.orange];
  const hats = [P.white, P.amber500, P.white, P.orange, P.white, P.amber400];
  let s = "";
  for (let i = 0; i < n; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / n + c.rng.range(-h * 0.05, h * 0.05);
    const hh = h * c.rng.range(0.92, 1.04);
    s += worker(x, y, hh, {
      skin: c.rng.pick(["#8D5524", "#6B3E1F", "#C68642", "#A0683A"]),
      suit: suits[i % suits.length],
      hat: hats[(i * 2) % hats.length],
      pose: poses[i % poses.length],
      vest: suits[i % suits.length] !== P.orange,
    });
  }
  return s;
}
