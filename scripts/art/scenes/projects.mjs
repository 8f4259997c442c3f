// Project pictures (800×600), one per project id in the manifest.
import { P, mix, rect, path } from "../core.mjs";
import { outdoor, FAR, MID, NEAR } from "../compose.mjs";
import {
  tank,
  column,
  flare,
  pipeRack,
  drum,
  container,
  crate,
  ship,
  truck,
  compressor,
  scaffold,
  valve,
  wellhead,
  rectifier,
  pipeline,
  dockCrane,
  sphere,
  stack,
} from "../industry.mjs";
import { worker } from "../people.mjs";
import { hall, lathe, cnc, gauge } from "../shop.mjs";
import { mangrove, water } from "../landscape.mjs";

const W = 800,
  H = 600;
const proj = (id, title, draw) => ({ file: `art/projects/${id}.svg`, w: W, h: H, title, draw });
const yardFloor = (c, y) => c.add(rect(0, y, W, H - y, c.lin([mix(P.navy800, P.amber700, 0.22), P.navy950])));

export default [
  proj("maintenance-inspection", "Inspector on scaffolding at a production separator", (c) => {
    outdoor(c, { horizon: 340, far: "plant", sunX: 600, sunR: 18 });
    yardFloor(c, 420);
    c.add(drum(c, 380, 480, 420, 130, NEAR, P.steel600), scaffold(170, 480, 100, 300, P.amber500), pipeRack(c, 600, 800, 470, 80, MID, 4));
    c.add(
      worker(220, 330, 110, { skin: "#6B3E1F", suit: P.orange, pose: "clipboard" }),
      worker(560, 590, 180, { skin: "#C68642", suit: P.navy600, hat: P.white, pose: "tablet", vest: true }),
    );
  }),
  proj("machining-fabrication", "Machining wellhead components on a CNC lathe", (c) => {
    hall(c, 400, { columns: 3 });
    c.add(cnc(c, 40, 520, 330, P.navy600), lathe(c, 400, 540, 360, P.teal));
    c.add(
      wellhead(c, 600, 590, 120, NEAR),
      rect(480, 560, 60, 30, P.steel400, { rx: 4 }),
      worker(300, 595, 170, { skin: "#8D5524", suit: P.navy700, hat: P.white, pose: "work" }),
    );
  }),
  proj("calabar-tank-farm", "40 million litre tank farm beside the Calabar river", (c) => {
    outdoor(c, { horizon: 330, far: "mangrove", sunX: 250, sunR: 18 });
    water(c, 470, 250);
    c.add(tank(c, 150, 450, 240, 110, NEAR, { wind: true }) + tank(c, 440, 450, 260, 130, NEAR) + tank(c, 690, 450, 200, 100, NEAR));
    c.add(
      rect(0, 448, W, 24, mix(P.navy800, P.amber700, 0.2)),
      scaffold(540, 330, 60, 120, P.amber500),
      worker(560, 215, 60, { skin: "#6B3E1F", suit: P.orange, pose: "work" }),
    );
  }),
  proj("apapa-tank-farm", "30 million litre tank farm upgrade at the port", (c) => {
    outdoor(c, { horizon: 320, sea: true, sunX: 620, sunR: 18 });
    c.add(ship(c, 600, 350, 260, FAR, P.navy700), dockCrane(c, 720, 360, 160, MID));
    yardFloor(c, 360);
    c.add(tank(c, 120, 470, 200, 150, MID) + tank(c, 350, 470, 220, 170, NEAR, { wind: true }) + tank(c, 590, 470, 180, 130, MID));
    c.add(pipeline(c, 0, 510, 800, 510, 10, NEAR, 6), truck(c, 420, 590, 1.2, P.white));
  }),
  proj("modular-refinery", "2,500 barrels per day modular refinery", (c) => {
    outdoor(c, { horizon: 340, far: "palms", sunX: 640, sunR: 18 });
    yardFloor(c, 420);
    c.add(
      column(c, 240, 480, 40, 300, NEAR) +
        column(c, 320, 480, 30, 220, NEAR) +
        drum(c, 470, 480, 160, 50, NEAR, P.teal) +
        stack(c, 600, 480, 26, 200, MID) +
        flare(c, 720, 480, 260, NEAR),
    );
    c.add(rect(100, 470, 600, 14, P.steel800), pipeRack(c, 60, 740, 560, 60, NEAR, 4), tank(c, 90, 480, 100, 80, MID));
  }),
  proj("booster-compressor", "Booster compressor tie-in at a gas plant", (c) => {
    outdoor(c, { horizon: 330, far: "plant", sunX: 220, sunR: 18 });
    yardFloor(c, 400);
    c.add(compressor(c, 340, 520, 480, NEAR, P.teal), pipeline(c, 600, 400, 800, 400, 14, NEAR, 2), valve(c, 650, 400, 14, NEAR));
    c.add(
      worker(620, 590, 160, { skin: "#A0683A", suit: P.orange, pose: "point" }),
      worker(90, 590, 150, { skin: "#6B3E1F", suit: P.navy700, hat: P.white, pose: "tablet", vest: true }),
    );
  }),
  proj("gas-equipment-procurement", "Gas processing vessels delivered for installation", (c) => {
    outdoor(c, { horizon: 320, far: "hills", sunX: 560, sunR: 18 });
    yardFloor(c, 380);
    c.add(drum(c, 260, 470, 380, 110, NEAR, P.navy600), rect(60, 470, 420, 16, P.steel800));
    c.add(sphere(c, 620, 420, 60, MID), crate(c, 520, 560, 90) + crate(c, 620, 560, 80) + container(c, 60, 590, 200, P.teal));
    c.add(worker(720, 590, 160, { skin: "#8D5524", suit: P.orange, pose: "clipboard" }));
  }),
  proj("transformer-rectifier-repair", "Repairing a cathodic protection transformer rectifier", (c) => {
    outdoor(c, { horizon: 330, far: "palms", sunX: 640, sunR: 18 });
    yardFloor(c, 400);
    c.add(
      pipeline(c, -10, 520, 810, 520, 12, NEAR, 6),
      rectifier(c, 300, 500, 180, NEAR),
      rect(560, 430, 14, 90, P.amber500),
      rect(552, 424, 30, 14, P.amber600),
    );
    c.add(
      worker(230, 590, 170, { skin: "#6B3E1F", suit: P.orange, pose: "work" }),
      worker(620, 590, 160, { skin: "#C68642", suit: P.navy700, hat: P.white, pose: "clipboard", vest: true }),
    );
  }),
  proj("wellsite-refurbishment", "Refurbishing wellhead equipment at a swamp location", (c) => {
    outdoor(c, { horizon: 330, far: "mangrove", sunX: 620, sunR: 18 });
    water(c, 400, 620);
    c.add(
      rect(160, 440, 560, 40, c.lin([P.steel600, P.steel800])),
      rect(180, 480, 16, 80, P.steel800) + rect(680, 480, 16, 80, P.steel800),
    );
    c.add(
      wellhead(c, 420, 442, 200, NEAR),
      worker(560, 442, 150, { skin: "#8D5524", suit: P.orange, pose: "work" }),
      worker(270, 442, 140, { skin: "#6B3E1F", suit: P.navy600, hat: P.amber500, pose: "clipboard", vest: true }),
    );
    c.add(mangrove(c, 60, 520, 140, mix(P.leaf, P.navy950, 0.5)));
  }),
  proj("flowline-replacement", "Flowline replacement with a hydrotest pressure check", (c) => {
    outdoor(c, { horizon: 320, far: "palms", sunX: 560, sunR: 18 });
    yardFloor(c, 380);
    c.add(path("M0 470H800V540H0Z", mix(P.navy950, P.amber700, 0.15)), pipeline(c, -10, 480, 810, 470, 16, NEAR, 7));
    c.add(
      rect(500, 420, 8, 44, P.steel800),
      gauge(504, 410, 34, 0.7),
      rect(90, 520, 160, 60, P.orange, { rx: 6 }),
      rect(110, 500, 40, 24, P.steel800),
    );
    c.add(
      worker(620, 590, 170, { skin: "#6B3E1F", suit: P.navy700, hat: P.white, pose: "tablet", vest: true }),
      worker(320, 590, 160, { skin: "#A0683A", suit: P.orange, pose: "point" }),
    );
  }),
];
