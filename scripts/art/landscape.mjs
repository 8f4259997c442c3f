// Sky, sun, land, water and vegetation: the backdrop layers of every outdoor scene.
import { P, mix, rect, circle, path, ellipse, g } from "./core.mjs";

/** Sky gradients by mood. Every mood ends warm at the horizon (golden hour / dusk). */
const SKIES = {
  dusk: [P.navy950, P.navy900, P.navy800, mix(P.navy700, P.amber600, 0.45), P.amber400],
  golden: [P.navy800, P.navy700, mix(P.navy600, P.navy100, 0.35), mix(P.navy100, P.amber400, 0.55), P.amber400],
  night: [P.navy950, P.navy950, P.navy900, P.navy800, mix(P.navy700, P.amber600, 0.55)],
};

export function sky(c, horizon, mood = "dusk") {
  c.add(rect(0, 0, c.w, horizon + 2, c.lin(SKIES[mood])));
}

/** Sun sitting on the horizon with a wide soft glow; cx/cy are the disc centre. */
export function sun(c, cx, cy, r) {
  c.add(
    circle(cx, cy, r * 9, c.glow(P.amber400, 0.35)),
    circle(cx, cy, r * 3.2, c.glow(P.amber400, 0.55)),
    circle(cx, cy, r, c.lin(["#FFE8B0", P.amber400])),
  );
}

/** Thin warm cloud streaks near the horizon, for a calm layered sky. */
export function clouds(c, y0, y1, count, col = P.amber400, op = 0.18) {
  const { rng } = c;
  let s = "";
  for (let i = 0; i < count; i++) {
    const y = rng.range(y0, y1),
      w = rng.range(c.w * 0.12, c.w * 0.35),
      x = rng.range(-w / 2, c.w - w / 2);
    const hh = rng.range(3, 9) * (c.w / 1600 + 0.5);
    s += rect(x, y, w, hh, col, { rx: hh / 2, opacity: +(op * rng.range(0.5, 1.2)).toFixed(2) });
  }
  c.add(s);
}

/** A few faint stars for the darkest skies. */
export function stars(c, yMax, count) {
  let s = "";
  for (let i = 0; i < count; i++) {
    s += circle(c.rng.range(0, c.w), c.rng.range(0, yMax), c.rng.range(0.8, 1.8), P.white, { opacity: +c.rng.range(0.2, 0.6).toFixed(2) });
  }
  c.add(s);
}

/** A smooth rolling ridge filled down to the bottom of the canvas. */
export function ridge(c, y, amp, fill, segments = 7, bottom = c.h) {
  const step = c.w / segments;
  const pts = Array.from({ length: segments + 1 }, (_, i) => [i * step, y - c.rng.range(0, amp)]);
  let d = `M0 ${bottom}L0 ${pts[0][1]}`;
  for (let i = 1; i < pts.length; i++) {
    const [px, py] = pts[i - 1],
      [x, yy] = pts[i];
    d += `C${px + step / 2} ${py} ${x - step / 2} ${yy} ${x} ${yy}`;
  }
  c.add(path(d + `L${c.w} ${bottom}Z`, fill));
}

/** Open water from the horizon down, with the sun's glitter path under sunX. */
export function water(c, y, sunX, bottom = c.h) {
  c.add(rect(0, y, c.w, bottom - y, c.lin([mix(P.teal, P.navy700, 0.4), P.navy900, P.navy950])));
  let s = "";
  const { rng } = c;
  for (let i = 0; i < 16; i++) {
    const t = i / 16,
      yy = y + 4 + t * t * (bottom - y - 8);
    const w = (20 + t * 160) * rng.range(0.4, 1.1) * (c.w / 1600 + 0.4);
    s += rect(sunX - w / 2 + rng.range(-30, 30) * t, yy, w, 1.5 + t * 3, P.amber400, { rx: 1.5, opacity: +(0.55 - t * 0.35).toFixed(2) });
  }
  for (let i = 0; i < 7; i++) {
    const yy = rng.range(y + 10, bottom),
      w = rng.range(30, 120);
    s += rect(rng.range(0, c.w), yy, w, 1.5, P.navy100, { opacity: 0.12 });
  }
  c.add(s);
}

/** Flat ground band (earth at dusk), optionally with a lighter lit edge along its top. */
export function ground(c, y, cols = [mix(P.navy800, P.amber700, 0.25), P.navy900, P.navy950], bottom = c.h) {
  c.add(rect(0, y, c.w, bottom - y, c.lin(cols)), rect(0, y, c.w, 3, P.amber400, { opacity: 0.25 }));
}

/** Oil-palm silhouette: curved tapering trunk and drooping fronds. */
export function palm(x, y, h, col, lean = 1) {
  const tx = x + lean * h * 0.12,
    ty = y - h;
  let s = path(
    `M${x - h * 0.03} ${y}Q${x + lean * h * 0.02} ${y - h * 0.5} ${tx - h * 0.012} ${ty}L${tx + h * 0.012} ${ty}Q${x + lean * h * 0.05} ${y - h * 0.5} ${x + h * 0.03} ${y}Z`,
    col,
  );
  const fronds = [-160, -130, -100, -75, -50, -20, 10];
  for (const a of fronds) {
    const r = (a * Math.PI) / 180,
      L = h * 0.42;
    const ex = tx + Math.cos(r) * L,
      ey = ty + Math.sin(r) * L * 0.6 + L * 0.35;
    const mx = tx + Math.cos(r) * L * 0.5,
      my = ty + Math.sin(r) * L * 0.6 - L * 0.05;
    s += path(`M${tx} ${ty}Q${mx} ${my - h * 0.05} ${ex} ${ey}Q${mx} ${my + h * 0.03} ${tx} ${ty + h * 0.02}Z`, col);
  }
  return s;
}

/** Mangrove clump: rounded canopy over arching prop roots. */
export function mangrove(c, x, y, w, col) {
  const { rng } = c;
  let s = "";
  for (let i = 0; i < 5; i++) {
    const rx = x - w / 2 + (i + 0.5) * (w / 5);
    s += path(`M${rx - w * 0.08} ${y}Q${rx} ${y - w * 0.3} ${rx + w * 0.08} ${y}`, "none", {
      stroke: col,
      "stroke-width": Math.max(1.5, w * 0.02),
    });
  }
  for (let i = 0; i < 6; i++) {
    s += ellipse(
      x + rng.range(-w * 0.4, w * 0.4),
      y - w * 0.32 - rng.range(0, w * 0.18),
      w * rng.range(0.18, 0.3),
      w * rng.range(0.12, 0.18),
      col,
    );
  }
  return s + rect(x - w * 0.45, y - w * 0.25, w * 0.9, w * 0.1, col);
}

/** Low rounded bush, used to soften the base of structures. */
export const bush = (x, y, w, col) => ellipse(x, y, w / 2, w / 4, col) + ellipse(x + w * 0.25, y - w * 0.06, w / 3, w / 4, col);

/** City skyline (Lagos) with a few lit windows; buildings sit on baseline y. */
export function skyline(c, x0, x1, y, hMax, col, lit = P.amber400) {
  const { rng } = c;
  let s = "",
    x = x0;
  let win = "";
  while (x < x1) {
    const w = rng.range(hMax * 0.18, hMax * 0.4),
      h = rng.range(hMax * 0.25, hMax);
    s += rect(x, y - h, w, h, col);
    if (rng.next() < 0.25) s += rect(x + w / 2 - 1, y - h - h * 0.15, 2, h * 0.15, col);
    for (let i = 0; i < 2; i++) {
      if (rng.next() < 0.7) win += rect(x + rng.range(2, w - 6), y - rng.range(6, h - 6), 3, 3, lit, { opacity: 0.8 });
    }
    x += w + rng.range(1, hMax * 0.05);
  }
  return s + g({ opacity: 0.9 }, win);
}
