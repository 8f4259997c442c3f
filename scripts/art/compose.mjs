// Scene scaffolding shared by the scene modules: an outdoor backdrop (sky, sun, far
// layer, water/ground), a darkening veil for text-bearing heroes, and depth tones.
import { P, mix, rect, circle, tone, g } from "./core.mjs";
import { sky, sun, clouds, stars, ridge, water, ground, skyline, palm, mangrove } from "./landscape.mjs";

/** Three depth tones used by most scenes: far haze, middle distance, foreground. */
export const FAR = tone(0.12),
  MID = tone(0.5),
  NEAR = tone(0.9);

/**
 * Outdoor backdrop. far: 'hills' | 'city' | 'palms' | 'mangrove' | 'plant' | 'none'.
 * Card-sized pictures default to the lighter golden-hour sky; banners to dusk.
 */
export function outdoor(
  c,
  {
    horizon,
    mood = c.w <= 800 ? "golden" : "dusk",
    sunX = c.w * 0.72,
    sunR = c.w * 0.02,
    sea = false,
    far = "hills",
    ground: groundCols,
    starCount = 0,
  },
) {
  sky(c, horizon, mood);
  if (starCount) stars(c, horizon * 0.45, starCount);
  clouds(c, horizon * 0.35, horizon * 0.9, Math.round(c.w / 160));
  sun(c, sunX, horizon - sunR * 0.4, sunR);
  const haze = mix(FAR.body, P.amber400, 0.12);
  if (far === "hills") ridge(c, horizon, c.h * 0.05, haze, 6, horizon + 4);
  if (far === "city") c.add(skyline(c, 0, c.w, horizon + 2, c.h * 0.2, haze));
  if (far === "palms" || far === "mangrove") {
    ridge(c, horizon, c.h * 0.02, haze, 5, horizon + 4);
    let s = "";
    for (let i = 0; i < 6; i++) {
      const x = c.rng.range(0, c.w);
      s +=
        far === "palms"
          ? palm(x, horizon + 2, c.h * c.rng.range(0.08, 0.14), haze, c.rng.pick([-1, 1]))
          : mangrove(c, x, horizon + 2, c.w * c.rng.range(0.05, 0.09), haze);
    }
    c.add(s);
  }
  if (far === "plant") {
    let s = "";
    for (let i = 0; i < 12; i++) {
      const x = c.rng.range(0, c.w),
        w = c.w * c.rng.range(0.01, 0.03),
        h = c.h * c.rng.range(0.04, 0.16);
      s += rect(x, horizon - h + 2, w, h, haze) + (c.rng.next() < 0.3 ? rect(x - w, horizon - h * 0.3, w * 3, h * 0.3, haze) : "");
    }
    c.add(s);
  }
  if (sea) water(c, horizon, sunX);
  else ground(c, horizon, groundCols);
}

/** Darkens the left part of a slide so overlaid white text stays legible. */
export function veil(c, strength = 0.6, reach = 0.6) {
  c.add(
    rect(
      0,
      0,
      c.w * reach,
      c.h,
      c.lin(
        [
          [P.navy950, strength],
          [P.navy950, strength * 0.55],
          [P.navy950, 0],
        ],
        "h",
      ),
    ),
  );
}

/** Darkens the whole banner evenly, for page heroes that carry a title. */
export function dim(c, op = 0.3) {
  c.add(rect(0, 0, c.w, c.h, P.navy950, { opacity: op }));
}

/** Soft warm vignette at the bottom edge, grounding foreground elements. */
export function floorShade(c, y) {
  c.add(
    rect(
      0,
      y,
      c.w,
      c.h - y,
      c.lin([
        [P.navy950, 0],
        [P.navy950, 0.5],
      ]),
    ),
  );
}

export { circle, g };
