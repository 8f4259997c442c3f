// Workshop and fabrication-yard pictures (800×600), one set per equipment group.
import { P, mix, rect, path, ellipse } from "../core.mjs";
import { outdoor, NEAR, MID } from "../compose.mjs";
import { shed, pipeStack, spool, container, crate, genset, pipeline, drum } from "../industry.mjs";
import { worker, welder, sparks } from "../people.mjs";
import { hall, overheadCrane, lathe, cnc, mill, radialDrill, press, rolls, airCompressor, monitor, gauge } from "../shop.mjs";

const W = 800,
  H = 600;
const pic = (slug, n, title, draw) => ({ file: `art/yard/${slug}-${n}.svg`, w: W, h: H, title, draw });
const SK = ["#8D5524", "#6B3E1F", "#C68642", "#A0683A"];
const beam = (c, x, y, w) => rect(x, y, w, 22, c.lin([P.steel200, P.steel600])) + rect(x, y, w, 4, P.orange);

/** Paint mist cloud for the blasting and painting shop. */
function mist(c, x, y, r, col) {
  let s = "";
  for (let i = 0; i < 7; i++)
    s += ellipse(
      x + c.rng.range(0, r * 1.4),
      y + c.rng.range(-r * 0.3, r * 0.3),
      r * c.rng.range(0.3, 0.6),
      r * c.rng.range(0.2, 0.4),
      col,
      { opacity: 0.18 },
    );
  return s;
}

/** Welding bay: orange screen curtains either side of a welder at a bench. */
function weldingBay(c, x, skin) {
  const wl = welder(c, x + 60, 560, 140, { skin, suit: P.navy700 });
  return (
    rect(x - 40, 250, 16, 310, P.steel800) +
    rect(x - 24, 260, 20, 290, P.orange, { opacity: 0.55 }) +
    rect(x + 240, 260, 20, 290, P.orange, { opacity: 0.55 }) +
    rect(x + 110, 520, 140, 40, c.lin([P.steel200, P.steel600])) +
    wl.svg +
    sparks(c, ...wl.tip, 60)
  );
}

export default [
  pic("overhead-cranes", 1, "Overhead crane lifting a steel beam in the blasting shop", (c) => {
    hall(c, 420, { crane: true });
    c.add(overheadCrane(c, 100, 400, 200, beam(c, 260, 330, 280)), worker(620, 590, 170, { skin: SK[0], suit: P.orange, pose: "point" }));
  }),
  pic("overhead-cranes", 2, "20 tonne overhead crane moving a pressure vessel", (c) => {
    hall(c, 420, { crane: true });
    c.add(
      overheadCrane(c, 100, 420, 160, drum(c, 420, 380, 360, 100, NEAR, P.teal)),
      worker(140, 590, 160, { skin: SK[2], suit: P.navy700, hat: P.white, pose: "wave", vest: true }),
    );
  }),
  pic("blasting-painting", 1, "Painter spraying a pipe spool in the paint shop", (c) => {
    hall(c, 420, { shafts: false });
    c.add(
      spool(c, 320, 560, 280, 20, NEAR, P.teal),
      mist(c, 250, 420, 140, P.navy100),
      worker(200, 590, 200, { skin: SK[1], suit: P.steel200, hat: P.white, pose: "point" }),
    );
  }),
  pic("blasting-painting", 2, "Abrasive blasting of steel plates", (c) => {
    hall(c, 420, { shafts: false });
    c.add(
      rect(380, 300, 340, 240, c.lin([P.steel400, P.steel600], "h")),
      mist(c, 300, 430, 160, P.amber400),
      worker(260, 590, 200, { skin: SK[3], suit: P.navy600, hat: P.steel400, pose: "point" }),
    );
  }),
  pic("cnc-machine-shop", 1, "CNC machining centres in a row", (c) => {
    hall(c, 400, { columns: 3 });
    c.add(cnc(c, 40, 560, 330, P.navy600), cnc(c, 420, 560, 330, P.teal));
  }),
  pic("cnc-machine-shop", 2, "Machinist programming a CNC from a 3D CAD model", (c) => {
    hall(c, 400, { columns: 3 });
    c.add(
      cnc(c, 300, 560, 440, P.navy600),
      rect(40, 440, 220, 14, P.steel400),
      monitor(c, 70, 440, 160, "cad"),
      worker(220, 590, 200, { skin: SK[0], suit: P.navy700, hat: null, pose: "point", shirt: P.white }),
    );
  }),
  pic("lathes", 1, "Conventional lathes in the machine shop", (c) => {
    hall(c, 400, { columns: 3 });
    c.add(
      lathe(c, 40, 520, 380, P.teal),
      lathe(c, 440, 570, 330, P.navy600),
      worker(320, 590, 170, { skin: SK[2], suit: P.orange, pose: "work" }),
    );
  }),
  pic("welding-bays", 1, "Coded welder at work in a welding bay", (c) => {
    hall(c, 420, { shafts: false });
    c.add(weldingBay(c, 200, SK[1]));
  }),
  pic("welding-bays", 2, "Row of welding bays with screens", (c) => {
    hall(c, 420, { shafts: false });
    c.add(weldingBay(c, 30, SK[0]), weldingBay(c, 440, SK[2]));
  }),
  pic("pipe-spools", 1, "Fabricated pipe spools awaiting inspection", (c) => {
    hall(c, 400, { columns: 3 });
    c.add(
      spool(c, 60, 480, 300, 20, NEAR, P.orange),
      spool(c, 360, 580, 280, 18, NEAR, P.steel600),
      worker(720, 590, 160, { skin: SK[3], suit: P.navy700, hat: P.white, pose: "clipboard", vest: true }),
    );
  }),
  pic("pipe-spools", 2, "Pipe spools stacked in the yard", (c) => {
    outdoor(c, { horizon: 340, far: "palms", sunX: 620, sunR: 18 });
    c.add(rect(0, 420, W, 180, c.lin([mix(P.navy800, P.amber700, 0.22), P.navy950])));
    c.add(spool(c, 40, 520, 240, 18, NEAR, P.teal), spool(c, 400, 560, 220, 16, NEAR, P.orange), pipeStack(c, 620, 440, 12, 3, MID));
  }),
  pic("air-compressor", 1, "375 cfm towable air compressor", (c) => {
    outdoor(c, { horizon: 340, far: "hills", sunX: 200, sunR: 18 });
    c.add(rect(0, 420, W, 180, c.lin([mix(P.navy800, P.amber700, 0.22), P.navy950])));
    c.add(airCompressor(c, 140, 560, 460), path("M680 500Q720 540 700 590", "none", { stroke: P.navy950, "stroke-width": 6 }));
  }),
  pic("plate-rolling", 1, "Plate rolling machine forming a steel shell", (c) => {
    hall(c, 400, { columns: 3 });
    c.add(rolls(c, 140, 560, 400, P.navy600), worker(680, 590, 170, { skin: SK[1], suit: P.orange, pose: "point" }, true));
  }),
  pic("hydraulic-press", 1, "Hydraulic press in the fabrication shop", (c) => {
    hall(c, 400, { columns: 3 });
    c.add(
      press(c, 220, 570, 280, P.orange),
      worker(130, 590, 170, { skin: SK[2], suit: P.navy700, hat: P.white, pose: "work", vest: true }),
    );
  }),
  pic("radial-drilling", 1, "Radial arm drilling machine", (c) => {
    hall(c, 400, { columns: 3 });
    c.add(radialDrill(c, 160, 570, 420, P.leaf), worker(660, 590, 170, { skin: SK[0], suit: P.orange, pose: "clipboard" }));
  }),
  pic("milling-machines", 1, "Milling machine with a part on the table", (c) => {
    hall(c, 400, { columns: 3 });
    c.add(mill(c, 260, 570, 300, P.navy600), worker(640, 590, 170, { skin: SK[3], suit: P.navy700, hat: P.white, pose: "work" }));
  }),
  pic("milling-machines", 2, "Pair of milling machines", (c) => {
    hall(c, 400, { columns: 3 });
    c.add(mill(c, 80, 570, 260, P.teal), mill(c, 450, 570, 260, P.navy600));
  }),
  pic("power-generation", 1, "Standby diesel generators", (c) => {
    outdoor(c, { horizon: 340, far: "palms", sunX: 600, sunR: 18 });
    c.add(rect(0, 420, W, 180, c.lin([mix(P.navy800, P.amber700, 0.22), P.navy950])));
    c.add(
      genset(c, 40, 500, 340, P.navy700),
      genset(c, 420, 560, 340, P.leaf),
      worker(380, 590, 150, { skin: SK[1], suit: P.orange, pose: "tablet" }),
    );
  }),
  pic("laydown-area", 1, "Storage and laydown area with pipes and containers", (c) => {
    outdoor(c, { horizon: 340, far: "palms", sunX: 640, sunR: 18 });
    c.add(shed(c, 600, 400, 280, 80, MID), rect(0, 420, W, 180, c.lin([mix(P.navy800, P.amber700, 0.22), P.navy950])));
    c.add(
      pipeStack(c, 60, 560, 20, 4, NEAR),
      container(c, 380, 540, 220, P.teal),
      container(c, 400, 448, 200, P.orange),
      crate(c, 640, 560, 100),
    );
  }),
  pic("hydrotest-bay", 1, "Hydrotest bay with pressure gauge and test pump", (c) => {
    hall(c, 400, { columns: 3 });
    c.add(
      pipeline(c, 40, 500, 600, 500, 28, NEAR, 3),
      rect(600, 460, 20, 80, P.steel800, { rx: 4 }),
      rect(380, 380, 12, 92, P.steel600),
      gauge(386, 350, 54, 0.75),
    );
    c.add(
      rect(640, 520, 120, 60, P.orange, { rx: 6 }),
      path("M640 550Q600 560 600 520", "none", { stroke: P.navy950, "stroke-width": 6 }),
      worker(250, 595, 180, { skin: SK[2], suit: P.navy700, hat: P.white, pose: "clipboard", vest: true }),
    );
  }),
];
