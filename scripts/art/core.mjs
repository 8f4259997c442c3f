// Core helpers shared by every picture: palette, seeded randomness, colour mixing,
// and a tiny SVG "canvas" that collects shapes and de-duplicated gradient defs.

/** Brand palette. Keep in sync with the site's Tailwind theme so art and UI match. */
export const P = {
  navy950: "#061A33",
  navy900: "#0B2545",
  navy800: "#13315C",
  navy700: "#1D4E89",
  navy600: "#2563A6",
  navy100: "#DCE8F5",
  navy50: "#EEF4FB",
  amber400: "#F6B445",
  amber500: "#F29F05",
  amber600: "#D97F06",
  amber700: "#B45309",
  steel100: "#E6EBF1",
  steel200: "#C3CDD8",
  steel400: "#8A99AB",
  steel600: "#5B6B7F",
  steel800: "#334155",
  teal: "#1F7A8C",
  leaf: "#2F6B4F",
  leafLight: "#4E8F5B",
  orange: "#E8590C",
  white: "#FFFFFF",
};
export const SKIN = ["#8D5524", "#6B3E1F", "#C68642", "#A0683A"];
export const FONT = "Arial, Helvetica, sans-serif";

/** Deterministic PRNG (mulberry32) so re-running the generator yields byte-identical files. */
export function makeRng(seedText) {
  let a = 2166136261;
  for (const ch of seedText) a = Math.imul(a ^ ch.charCodeAt(0), 16777619);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + next() * (hi - lo),
    int: (lo, hi) => Math.floor(lo + next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/** Linear mix of two #RRGGBB colours; used for atmospheric perspective and shading. */
export function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return (
    "#" +
    pa
      .map((v, i) =>
        Math.round(v + (pb[i] - v) * t)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
      .toUpperCase()
  );
}

/**
 * Colours of a structure at a given depth (0 = far haze, 1 = foreground).
 * Far objects melt into the dusk haze; near ones are steel with a warm rim light on the
 * right, which is where every scene puts its sun.
 */
export function tone(depth) {
  const haze = mix(P.navy600, P.navy100, 0.28);
  const body = mix(haze, P.steel600, depth);
  return {
    body,
    shade: mix(body, P.navy950, 0.25 + 0.35 * depth),
    light: mix(body, P.amber400, 0.15 + 0.3 * depth),
    dark: mix(body, P.navy950, 0.5 + 0.3 * depth),
    pale: mix(body, P.steel100, 0.35),
  };
}

/** Round every number with 2+ decimals: 1 decimal for coordinates, 2 for small values (opacity, offsets). */
function compact(svg) {
  return svg.replace(/-?\d+\.\d{2,}/g, (m) => {
    const v = Number(m);
    const r = Math.abs(v) < 1 ? Math.round(v * 100) / 100 : Math.round(v * 10) / 10;
    return String(r);
  });
}

const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
export { esc };

/** A drawing surface for one SVG file. */
export function canvas(w, h, title, seed = title) {
  const defs = new Map();
  const parts = [];
  const c = {
    w,
    h,
    title,
    rng: makeRng(seed),
    add(...s) {
      parts.push(...s);
      return c;
    },
    /** Linear gradient. dir: 'v' top→bottom, 'h' left→right, or [x1,y1,x2,y2]. stops: colours or [colour, opacity]. */
    lin(stops, dir = "v") {
      const [x1, y1, x2, y2] = dir === "v" ? [0, 0, 0, 1] : dir === "h" ? [0, 0, 1, 0] : dir;
      const body = stops
        .map((s, i) => {
          const [col, op] = Array.isArray(s) ? s : [s, 1];
          const off = stops.length === 1 ? 0 : i / (stops.length - 1);
          return `<stop offset="${+off.toFixed(2)}" stop-color="${col}"${op < 1 ? ` stop-opacity="${op}"` : ""}/>`;
        })
        .join("");
      return ref(`<linearGradient id="%" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${body}</linearGradient>`);
    },
    /** Radial glow from colour at opacity op to transparent. */
    glow(col, op = 0.6) {
      return ref(
        `<radialGradient id="%"><stop offset="0" stop-color="${col}" stop-opacity="${op}"/><stop offset="1" stop-color="${col}" stop-opacity="0"/></radialGradient>`,
      );
    },
    /** Clip path from shape markup, for scenes framed inside panels. */
    clip(inner) {
      return ref(`<clipPath id="%">${inner}</clipPath>`);
    },
    toString() {
      const d = [...defs.entries()].map(([k, id]) => k.replace('id="%"', `id="${id}"`)).join("");
      return compact(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
          `<title>${esc(title)}</title>${d ? `<defs>${d}</defs>` : ""}${parts.join("")}</svg>\n`,
      );
    },
  };
  function ref(key) {
    if (!defs.has(key)) defs.set(key, `g${defs.size}`);
    return `url(#${defs.get(key)})`;
  }
  return c;
}

/** Shorthand element builders (attributes as an object, undefined values skipped). */
export function el(name, attrs, inner) {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? +v.toFixed(2) : v}"`)
    .join("");
  return inner === undefined ? `<${name}${a}/>` : `<${name}${a}>${inner}</${name}>`;
}
export const rect = (x, y, w, h, fill, extra = {}) => el("rect", { x, y, width: w, height: h, fill, ...extra });
export const circle = (cx, cy, r, fill, extra = {}) => el("circle", { cx, cy, r, fill, ...extra });
export const ellipse = (cx, cy, rx, ry, fill, extra = {}) => el("ellipse", { cx, cy, rx, ry, fill, ...extra });
export const path = (d, fill, extra = {}) => el("path", { d, fill, ...extra });
export const line = (x1, y1, x2, y2, stroke, sw = 2, extra = {}) => el("line", { x1, y1, x2, y2, stroke, "stroke-width": sw, ...extra });
export const poly = (pts, fill, extra = {}) =>
  el("polygon", { points: pts.map((p) => p.map((v) => +v.toFixed(1)).join(",")).join(" "), fill, ...extra });
export const g = (attrs, inner) => el("g", attrs, inner);
/** Position + uniform scale wrapper; primitives draw in local units around (0,0) = ground contact. */
export const at = (x, y, s, inner, flip = false) =>
  `<g transform="translate(${+x.toFixed(1)} ${+y.toFixed(1)})${s !== 1 || flip ? ` scale(${flip ? -s.toFixed(3) : +s.toFixed(3)} ${+s.toFixed(3)})` : ""}">${inner}</g>`;
export const text = (x, y, str, size, fill, extra = {}) =>
  el("text", { x, y, "font-family": FONT, "font-size": size, fill, ...extra }, esc(str));
