// Home page hero slides (1600×900). Subjects sit right of centre; the left ~55% stays
// calm and dark for the white slide text (the site adds its own gradient overlay too).
import { P, mix, rect, path, poly, tone } from "../core.mjs";
import { outdoor, veil, FAR, MID, NEAR } from "../compose.mjs";
import {
  platform,
  ship,
  tank,
  column,
  flare,
  pipeRack,
  gantryCrane,
  shed,
  pipeStack,
  loadingGantry,
  truck,
  drum,
  stack,
} from "../industry.mjs";
import { palm, mangrove, bush, ridge } from "../landscape.mjs";
import { worker, welder, sparks, crew } from "../people.mjs";
import { cadFrame } from "../shop.mjs";

const W = 1600,
  H = 900;
const slide = (n, title, draw) => ({ file: `art/hero/slide-${n}.svg`, w: W, h: H, title, draw });

/** Receding pipeline: a tapered band with shrinking supports, vanishing toward (vx, vy). */
function perspectivePipe(c, [x0, y0, r0], [x1, y1, r1], t, supports = 9) {
  let s = "";
  for (let i = supports; i >= 0; i--) {
    const k = Math.pow(i / supports, 1.6),
      x = x1 + (x0 - x1) * k,
      y = y1 + (y0 - y1) * k,
      r = r1 + (r0 - r1) * k;
    s += rect(x - r * 0.3, y, r * 0.6, r * 1.4, t.dark) + rect(x - r * 0.9, y + r * 1.3, r * 1.8, r * 0.3, t.dark);
  }
  s += poly(
    [
      [x0, y0 - r0],
      [x1, y1 - r1],
      [x1, y1 + r1],
      [x0, y0 + r0],
    ],
    c.lin([t.light, t.body, t.shade]),
  );
  s += poly(
    [
      [x0, y0 - r0 * 0.55],
      [x1, y1 - r1 * 0.55],
      [x1, y1 - r1 * 0.3],
      [x0, y0 - r0 * 0.3],
    ],
    P.amber400,
    { opacity: 0.35 },
  );
  return s;
}

export default [
  slide(1, "Offshore jacket platform at dusk", (c) => {
    outdoor(c, { horizon: 560, sea: true, sunX: 1010, sunR: 34, starCount: 30 });
    c.add(platform(c, 430, 566, 0.7, FAR), ship(c, 250, 572, 120, FAR, mix(FAR.body, P.navy800, 0.3)));
    c.add(platform(c, 1130, 640, 2.4, tone(0.8)));
    c.add(ship(c, 1480, 740, 230, NEAR, P.navy700));
    c.add(rect(1060, 650, 300, 6, P.amber400, { opacity: 0.25 }));
    veil(c, 0.55, 0.62);
  }),
  slide(2, "Refinery distillation columns and a burning flare", (c) => {
    outdoor(c, { horizon: 650, far: "plant", sunX: 930, sunR: 30, starCount: 20 });
    const y = 740;
    c.add(tank(c, 760, 668, 120, 60, FAR) + tank(c, 620, 668, 90, 46, FAR) + column(c, 520, 668, 14, 150, FAR));
    c.add(tank(c, 930, y, 170, 90, MID) + drum(c, 1490, y, 120, 36, MID) + stack(c, 1560, y, 22, 230, MID));
    c.add(pipeRack(c, 820, 1600, 790, 90, tone(0.7), 5));
    c.add(column(c, 1110, 800, 44, 430, NEAR) + column(c, 1210, 800, 34, 330, NEAR) + column(c, 1290, 800, 56, 250, NEAR));
    c.add(flare(c, 1420, 800, 420, NEAR));
    c.add(rect(0, 800, W, 100, c.lin([P.navy900, P.navy950])));
    c.add(drum(c, 980, 880, 160, 44, NEAR, P.teal), crew(c, 1120, 1420, 885, 92, 3, ["point", "clipboard", "stand"]));
    veil(c, 0.55, 0.6);
  }),
  slide(3, "Fabrication yard with gantry crane and welders", (c) => {
    outdoor(c, { horizon: 620, far: "palms", sunX: 880, sunR: 30, mood: "dusk" });
    c.add(shed(c, 460, 640, 360, 120, FAR, { doors: 3 }) + shed(c, 1420, 660, 300, 120, MID, { doors: 2 }));
    c.add(pipeStack(c, 180, 760, 14, 4, MID));
    c.add(cadFrame(1240, 520, 220, 260, mix(P.steel400, P.amber500, 0.2), 5));
    c.add(gantryCrane(c, 1080, 800, 560, 420, NEAR, 220));
    c.add(rect(0, 790, W, 110, c.lin([mix(P.navy800, P.amber700, 0.2), P.navy950])));
    c.add(rect(880, 770, 380, 26, c.lin([P.steel200, P.steel600])));
    const w1 = welder(c, 930, 800, 100, { skin: "#6B3E1F", suit: P.navy700 });
    const w2 = welder(c, 1120, 800, 96, { skin: "#A0683A", suit: P.orange });
    c.add(w1.svg, sparks(c, ...w1.tip, 46), w2.svg, sparks(c, ...w2.tip, 40));
    c.add(worker(1360, 830, 130, { skin: "#8D5524", suit: P.orange, pose: "point", hat: P.white }));
    veil(c, 0.55, 0.6);
  }),
  slide(4, "Pipeline crossing savannah and mangrove at sunset", (c) => {
    outdoor(c, { horizon: 600, far: "palms", mood: "dusk", sunX: 1120, sunR: 36 });
    ridge(c, 640, 30, mix(P.leaf, P.navy950, 0.72), 6, 900);
    c.add(
      path("M0 700H760C690 760 620 820 600 900H0Z", c.lin([mix(P.teal, P.navy900, 0.45), P.navy950])),
      rect(40, 730, 420, 3, P.amber400, { opacity: 0.3 }),
      rect(120, 780, 300, 3, P.amber400, { opacity: 0.2 }),
    );
    let veg = "";
    for (let i = 0; i < 6; i++) veg += mangrove(c, 60 + i * 120, 705, 110, mix(P.leaf, P.navy950, 0.55));
    veg += palm(1500, 860, 360, mix(P.leaf, P.navy950, 0.65), -1) + palm(1420, 870, 260, mix(P.leaf, P.navy950, 0.6), 1);
    c.add(perspectivePipe(c, [520, 860, 26], [1320, 630, 5], NEAR));
    c.add(veg, bush(820, 880, 240, mix(P.leaf, P.navy950, 0.6)), bush(260, 890, 300, mix(P.leaf, P.navy950, 0.7)));
    c.add(
      worker(1000, 830, 110, { skin: "#6B3E1F", suit: P.orange, pose: "clipboard" }) +
        worker(1070, 826, 104, { skin: "#C68642", suit: P.navy600, hat: P.amber500, pose: "point", vest: true }),
    );
    veil(c, 0.55, 0.6);
  }),
  slide(5, "Tank farm and loading gantry with tanker trucks", (c) => {
    outdoor(c, { horizon: 610, far: "hills", sunX: 900, sunR: 30, starCount: 20 });
    c.add(tank(c, 720, 640, 160, 70, FAR) + tank(c, 560, 640, 120, 56, FAR));
    c.add(tank(c, 980, 700, 240, 150, MID, { wind: true }) + tank(c, 1250, 700, 280, 170, tone(0.6)) + tank(c, 1520, 700, 240, 140, MID));
    c.add(rect(0, 700, W, 200, c.lin([mix(P.navy800, P.amber700, 0.2), P.navy900, P.navy950])));
    c.add(rect(0, 698, W, 8, P.steel600, { opacity: 0.6 }));
    c.add(loadingGantry(c, 1200, 860, 620, 220, NEAR));
    c.add(truck(c, 896, 860, 1.22, P.white) + truck(c, 1103, 860, 1.22, P.amber500) + truck(c, 1310, 860, 1.22, P.white, P.navy100));
    veil(c, 0.55, 0.6);
  }),
];
