// Service card and detail pictures (800×600). Each shows its service literally: engineers
// at CAD screens, goods and containers, welding, control rooms, maintenance crews, tankers.
import { P, mix, rect, path, circle, line, tone, at } from "../core.mjs";
import { outdoor, FAR, MID, NEAR } from "../compose.mjs";
import {
  tank,
  column,
  flare,
  pipeRack,
  drum,
  shed,
  spool,
  container,
  crate,
  ship,
  truck,
  gantryCrane,
  compressor,
  loadingGantry,
  scaffold,
  valve,
  dockCrane,
} from "../industry.mjs";
import { worker, welder, sparks, crew, person } from "../people.mjs";
import { hall, overheadCrane, controlPanel, monitor, desk, blueprint, officeWindow, cadFrame, gauge } from "../shop.mjs";
import { forklift } from "../vignettes.mjs";

const W = 800,
  H = 600;
const svc = (id, title, draw) => ({ file: `art/services/${id}.svg`, w: W, h: H, title, draw });

/** Design office: window onto a plant, desk with CAD monitors, engineers. */
function designOffice(c, { people = 2, board = true } = {}) {
  c.add(rect(0, 0, W, H, c.lin([P.navy800, P.navy900])));
  const view = column(c, 200, 330, 22, 200, FAR) + tank(c, 300, 330, 90, 60, FAR) + flare(c, 420, 330, 190, FAR);
  c.add(officeWindow(c, 40, 50, 460, 280, view));
  if (board) c.add(blueprint(c, 540, 70, 210, 150));
  c.add(rect(0, 420, W, 180, c.lin([P.navy900, P.navy950])));
  return people;
}

export default [
  svc("engineering", "Engineers reviewing a 3D CAD model of a plant", (c) => {
    designOffice(c);
    c.add(at(560, 462, 2.2, person({ skin: "#6B3E1F", suit: P.navy700, hat: null, shirt: P.white, seated: true, pose: "work" })));
    c.add(desk(c, 60, 600, 600), monitor(c, 90, 440, 170, "cad"), monitor(c, 280, 440, 170, "chart"));
    c.add(worker(700, 590, 290, { skin: "#C68642", suit: P.navy600, hat: P.white, pose: "point", vest: true }, true));
  }),
  svc("engineering-detail", "Drawing board with plant blueprints and a hard hat", (c) => {
    c.add(rect(0, 0, W, H, c.lin([P.navy900, P.navy700])));
    c.add(blueprint(c, 60, 60, 340, 240), blueprint(c, 430, 90, 300, 210));
    c.add(
      path("M0 420L800 380V600H0Z", c.lin([P.steel400, P.steel600])),
      path("M120 400L690 370L760 520L60 560Z", c.lin([P.navy600, P.navy700])),
    );
    c.add(cadFrame(200, 400, 260, 130, P.navy50, 2), circle(620, 460, 40, P.white, { opacity: 0.15 }));
    c.add(path("M560 470A60 60 0 0 1 680 470L690 478H550Z", P.white), rect(600, 420, 40, 10, P.steel100, { opacity: 0.5 }));
    c.add(path("M470 520L720 430", "none", { stroke: P.amber500, "stroke-width": 8, "stroke-linecap": "round" }));
  }),
  svc("procurement", "Containers, crates and equipment ready for delivery at a port", (c) => {
    outdoor(c, { horizon: 330, sea: true, sunX: 560, sunR: 18 });
    c.add(ship(c, 360, 350, 340, MID, P.navy700), dockCrane(c, 600, 380, 220, MID));
    c.add(rect(0, 380, W, 220, c.lin([mix(P.steel800, P.amber700, 0.15), P.navy950])));
    c.add(container(c, 40, 480, 200, P.teal) + container(c, 40, 396, 200, P.orange) + container(c, 250, 480, 200, P.navy600));
    c.add(crate(c, 470, 480, 80) + crate(c, 560, 480, 70), forklift(c, 620, 560, 1.1, crate(c, 705, 550, 46)));
    c.add(worker(300, 580, 130, { skin: "#8D5524", suit: P.orange, pose: "tablet" }));
  }),
  svc("procurement-detail", "Procurement team checking equipment against a purchase list", (c) => {
    hall(c, 420, { columns: 3 });
    c.add(drum(c, 230, 420, 300, 90, NEAR, P.teal), compressor(c, 600, 420, 220, NEAR, P.navy600));
    c.add(crate(c, 40, 520, 90) + crate(c, 140, 520, 70));
    c.add(
      worker(420, 580, 200, { skin: "#6B3E1F", suit: P.navy700, hat: P.white, pose: "tablet", vest: true }),
      worker(530, 585, 190, { skin: "#C68642", suit: P.orange, hat: P.amber500, pose: "clipboard" }),
    );
  }),
  svc("fabrication", "Welders fabricating a steel module under a gantry crane", (c) => {
    outdoor(c, { horizon: 330, far: "palms", sunX: 560, sunR: 18 });
    c.add(shed(c, 140, 350, 220, 90, FAR, { doors: 2 }));
    c.add(rect(0, 380, W, 220, c.lin([mix(P.navy800, P.amber700, 0.2), P.navy950])));
    c.add(gantryCrane(c, 500, 470, 420, 300, NEAR, 160));
    c.add(rect(120, 520, 300, 30, c.lin([P.steel200, P.steel600])), cadFrame(440, 430, 160, 120, P.steel200, 4));
    const w1 = welder(c, 160, 560, 120, { skin: "#6B3E1F", suit: P.navy700 });
    c.add(w1.svg, sparks(c, ...w1.tip, 55), worker(680, 590, 170, { skin: "#A0683A", suit: P.orange, pose: "point" }));
  }),
  svc("fabrication-detail", "Workshop interior with overhead crane and pipe spools", (c) => {
    hall(c, 400, { crane: true });
    c.add(
      overheadCrane(
        c,
        110,
        430,
        190,
        rect(330, 320, 200, 24, c.lin([P.steel200, P.steel600])) +
          path("M430 312L340 320M430 312L520 320", "none", { stroke: P.steel400, "stroke-width": 2 }),
      ),
    );
    c.add(spool(c, 60, 520, 220, 16, NEAR, P.orange), spool(c, 440, 560, 200, 14, NEAR, P.teal));
    const w1 = welder(c, 330, 560, 110, { skin: "#8D5524", suit: P.navy600 });
    c.add(w1.svg, sparks(c, ...w1.tip, 44));
  }),
  svc("commissioning", "Commissioning engineers checking a new process unit as the flare is lit", (c) => {
    outdoor(c, { horizon: 360, far: "plant", sunX: 300, sunR: 18 });
    c.add(column(c, 420, 440, 36, 300, MID) + flare(c, 700, 440, 320, MID) + drum(c, 560, 440, 160, 50, MID));
    c.add(rect(0, 440, W, 160, c.lin([P.navy900, P.navy950])), pipeRack(c, 0, 800, 470, 70, NEAR, 4));
    c.add(valve(c, 200, 530, 24, tone(1)), rect(0, 520, 175, 20, NEAR.light), rect(225, 520, 200, 20, NEAR.light));
    c.add(
      worker(420, 600, 180, { skin: "#6B3E1F", suit: P.orange, pose: "tablet" }),
      worker(520, 596, 170, { skin: "#C68642", suit: P.navy700, hat: P.amber500, pose: "point", vest: true }),
    );
  }),
  svc("commissioning-detail", "Control room during start-up", (c) => {
    c.add(rect(0, 0, W, H, c.lin([P.navy950, P.navy800])));
    for (let i = 0; i < 3; i++)
      c.add(rect(40 + i * 250, 50, 230, 150, P.steel800, { rx: 4 }), monitor(c, 50 + i * 250, 210, 210, ["chart", "map", "chart"][i]));
    c.add(controlPanel(c, 60, 470, 680, 200));
    c.add(
      at(300, 600, 2.2, person({ skin: "#8D5524", suit: P.navy700, hat: null, shirt: P.white, seated: true, pose: "work" })),
      at(520, 600, 2.2, person({ skin: "#A0683A", suit: P.teal, hat: null, hairStyle: "bun", seated: true, pose: "work" })),
    );
  }),
  svc("operations", "Maintenance crew on scaffolding at a process plant", (c) => {
    outdoor(c, { horizon: 360, far: "plant", sunX: 620, sunR: 18, mood: "golden" });
    c.add(tank(c, 140, 460, 200, 160, MID) + column(c, 470, 460, 60, 360, NEAR) + scaffold(420, 460, 110, 260, P.amber500));
    c.add(rect(0, 460, W, 140, c.lin([P.navy800, P.navy950])), compressor(c, 680, 520, 200, NEAR));
    c.add(
      worker(470, 330, 90, { skin: "#6B3E1F", suit: P.orange, pose: "work" }),
      worker(250, 580, 150, { skin: "#C68642", suit: P.navy600, hat: P.white, pose: "clipboard", vest: true }),
    );
  }),
  svc("operations-detail", "Technician servicing a compressor with gauges in view", (c) => {
    hall(c, 420, { columns: 3 });
    c.add(compressor(c, 360, 500, 520, NEAR, P.teal), gauge(640, 250, 40, 0.6), gauge(720, 250, 30, 0.4));
    c.add(worker(140, 590, 220, { skin: "#8D5524", suit: P.orange, pose: "work" }));
  }),
  svc("manpower", "A team of skilled technicians and engineers", (c) => {
    outdoor(c, { horizon: 340, far: "plant", sunX: 400, sunR: 22, mood: "golden" });
    c.add(rect(0, 380, W, 220, c.lin([mix(P.navy800, P.amber700, 0.2), P.navy950])));
    c.add(crew(c, 40, 760, 590, 230, 5, ["hips", "clipboard", "wave", "tablet", "stand"]));
  }),
  svc("manpower-detail", "Toolbox talk: a supervisor briefing the crew", (c) => {
    outdoor(c, { horizon: 340, far: "plant", sunX: 640, sunR: 18 });
    c.add(column(c, 660, 420, 40, 280, MID) + tank(c, 520, 420, 140, 90, MID), rect(0, 420, W, 180, c.lin([P.navy900, P.navy950])));
    c.add(
      rect(60, 250, 200, 130, P.white, { rx: 4 }),
      rect(80, 270, 120, 12, P.navy700),
      rect(80, 300, 150, 8, P.steel400),
      rect(80, 320, 130, 8, P.steel400),
      rect(80, 340, 90, 8, P.orange),
      rect(150, 380, 8, 60, P.steel600),
    );
    c.add(worker(250, 570, 200, { skin: "#6B3E1F", suit: P.navy700, hat: P.white, pose: "point", vest: true }));
    c.add(crew(c, 350, 780, 590, 180, 4, ["stand", "hips", "stand", "clipboard"]));
  }),
  svc("trading", "Product tanker at a jetty with storage tanks and road tankers", (c) => {
    outdoor(c, { horizon: 330, sea: true, sunX: 260, sunR: 18 });
    c.add(ship(c, 260, 420, 420, NEAR, P.navy700));
    c.add(
      rect(460, 360, 340, 240, c.lin([mix(P.steel800, P.amber700, 0.15), P.navy950])),
      tank(c, 560, 380, 120, 90, MID) + tank(c, 700, 380, 130, 110, MID),
    );
    c.add(truck(c, 470, 520, 1.0), truck(c, 560, 580, 1.1, P.amber500));
    c.add(rect(420, 400, 60, 8, P.steel400), line(440, 400, 440, 470, P.steel600, 6));
  }),
  svc("trading-detail", "Tanker trucks loading AGO and PMS at a depot gantry", (c) => {
    outdoor(c, { horizon: 320, far: "hills", sunX: 580, sunR: 18 });
    c.add(tank(c, 140, 360, 200, 140, MID) + tank(c, 400, 360, 180, 110, MID));
    c.add(rect(0, 360, W, 240, c.lin([P.navy900, P.navy950])));
    c.add(loadingGantry(c, 420, 560, 700, 200, NEAR), truck(c, 100, 560, 1.25), truck(c, 420, 560, 1.25, P.amber500));
    for (let i = 0; i < 4; i++)
      c.add(rect(650 + i * 34, 520, 30, 40, i % 2 ? P.teal : P.navy600, { rx: 3 }), rect(650 + i * 34, 530, 30, 4, P.amber400));
  }),
];
