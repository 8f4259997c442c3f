// Gallery pictures (800×600): three per category, each a different view of the subject.
import { P, mix, rect, path, circle, at } from "../core.mjs";
import { outdoor, NEAR } from "../compose.mjs";
import {
  drum,
  pipeStack,
  spool,
  ship,
  compressor,
  scaffold,
  valve,
  wellhead,
  pipeline,
  genset,
  gantryCrane,
  platform,
} from "../industry.mjs";
import { worker, welder, sparks, crew, person } from "../people.mjs";
import {
  hall,
  controlPanel,
  monitor,
  desk,
  blueprint,
  officeWindow,
  plant,
  cadFrame,
  gauge,
  laptop,
  flask,
  beaker,
  screen,
  airCompressor,
} from "../shop.mjs";
import { skyline, mangrove, water } from "../landscape.mjs";

const W = 800,
  H = 600;
const pic = (slug, n, title, draw) => ({ file: `art/gallery/${slug}-${n}.svg`, w: W, h: H, title, draw });
const floor = (c, y) => c.add(rect(0, y, W, H - y, c.lin([mix(P.navy800, P.amber700, 0.22), P.navy950])));
const SK = ["#8D5524", "#6B3E1F", "#C68642", "#A0683A"];

/** Office room with a skyline window; people are added by the caller. */
function office(c) {
  c.add(
    rect(0, 0, W, H, c.lin([P.navy800, P.navy900])),
    officeWindow(c, 60, 50, 680, 260, skyline(c, 60, 740, 310, 170, mix(P.navy800, P.navy950, 0.3))),
  );
  c.add(rect(0, 400, W, 200, c.lin([P.navy900, P.navy950])));
}
const seated = (x, y, i, pose = "work") =>
  at(
    x,
    y,
    2,
    person({
      skin: SK[i % 4],
      suit: [P.navy700, P.teal, P.steel800, P.amber700][i % 4],
      hat: null,
      shirt: P.white,
      hairStyle: ["short", "bun", "short", "braids"][i % 4],
      seated: true,
      pose,
    }),
  );

/** Pipe with an NDT technician or gauge, used by inspection pictures. */
const testPipe = (c, y) => pipeline(c, -10, y, 810, y, 22, NEAR, 4);

export default [
  pic("office-people", 1, "Engineers working at their desks", (c) => {
    office(c);
    c.add(seated(200, 430, 0), seated(560, 430, 1), desk(c, 60, 600, 680), laptop(40, 360, 90), laptop(640, 360, 90), plant(720, 360, 80));
  }),
  pic("office-people", 2, "Project review meeting around a table", (c) => {
    office(c);
    c.add(screen(c, 250, 70, 300, 180));
    for (let i = 0; i < 4; i++) c.add(seated(150 + i * 170, 480, i, i === 1 ? "point" : "hips"));
    c.add(path("M60 470H740L790 600H10Z", c.lin([P.steel600, P.steel800])), rect(60, 466, 680, 8, P.steel400));
  }),
  pic("office-people", 3, "Our people at the head office", (c) => {
    office(c);
    for (let i = 0; i < 4; i++)
      c.add(
        at(
          170 + i * 150,
          590,
          3.2,
          person({
            skin: SK[(i + 1) % 4],
            suit: [P.navy950, P.teal, P.navy700, P.steel800][i],
            hat: null,
            shirt: P.white,
            hairStyle: ["short", "gele", "short", "bun"][i],
            accent: P.amber500,
            pose: ["hips", "stand", "clipboard", "stand"][i],
          }),
        ),
      );
    c.add(plant(60, 590, 140));
  }),
  pic("equipment", 1, "Gas compressor package on its skid", (c) => {
    outdoor(c, { horizon: 340, far: "plant", sunX: 200, sunR: 18 });
    floor(c, 420);
    c.add(compressor(c, 420, 540, 640, NEAR, P.teal), worker(700, 590, 160, { skin: SK[1], suit: P.orange, pose: "clipboard" }));
  }),
  pic("equipment", 2, "Generator and air compressor on site", (c) => {
    outdoor(c, { horizon: 340, far: "palms", sunX: 620, sunR: 18 });
    floor(c, 420);
    c.add(
      genset(c, 40, 540, 380),
      airCompressor(c, 480, 560, 240),
      worker(400, 590, 150, { skin: SK[2], suit: P.navy700, hat: P.white, pose: "tablet", vest: true }),
    );
  }),
  pic("equipment", 3, "Separator vessel and valves ready for installation", (c) => {
    hall(c, 400, { columns: 3 });
    c.add(drum(c, 300, 500, 460, 130, NEAR, P.navy600), valve(c, 640, 520, 26, NEAR), valve(c, 720, 560, 18, NEAR));
  }),
  pic("fabrication-construction", 1, "Erecting a structural steel frame with a crane", (c) => {
    outdoor(c, { horizon: 360, far: "palms", sunX: 660, sunR: 18 });
    floor(c, 440);
    c.add(cadFrame(140, 200, 380, 340, mix(P.steel400, P.amber500, 0.25), 7), gantryCrane(c, 560, 540, 300, 420, NEAR, 120));
    c.add(
      worker(300, 360, 80, { skin: SK[0], suit: P.orange, pose: "work" }),
      worker(680, 590, 150, { skin: SK[3], suit: P.navy700, hat: P.white, pose: "wave", vest: true }),
    );
  }),
  pic("fabrication-construction", 2, "Welder joining a pipe spool", (c) => {
    hall(c, 400, { columns: 3 });
    c.add(spool(c, 260, 560, 320, 22, NEAR, P.steel600));
    const w1 = welder(c, 150, 560, 160, { skin: SK[1], suit: P.navy700 });
    c.add(w1.svg, sparks(c, ...w1.tip, 70));
  }),
  pic("fabrication-construction", 3, "Lifting a fabricated module in the yard", (c) => {
    outdoor(c, { horizon: 330, far: "hills", sunX: 200, sunR: 18 });
    floor(c, 410);
    c.add(gantryCrane(c, 400, 560, 520, 440, NEAR, 240), crew(c, 80, 300, 590, 130, 2, ["point", "clipboard"]));
  }),
  pic("design-frameworks", 1, "3D model of a pipe rack on a workstation", (c) => {
    c.add(rect(0, 0, W, H, c.lin([P.navy900, P.navy800])), blueprint(c, 520, 60, 230, 160));
    c.add(desk(c, 40, 600, 720), monitor(c, 80, 360, 300, "cad"), monitor(c, 400, 360, 220, "chart"), seated(690, 470, 2));
  }),
  pic("design-frameworks", 2, "Drawings and frameworks pinned for review", (c) => {
    c.add(rect(0, 0, W, H, c.lin([P.navy800, P.navy900])));
    c.add(blueprint(c, 40, 60, 340, 240), blueprint(c, 420, 60, 340, 240), blueprint(c, 230, 330, 340, 220));
    c.add(worker(700, 600, 260, { skin: SK[3], suit: P.navy700, hat: null, hairStyle: "bun", pose: "point", shirt: P.white }, true));
  }),
  pic("design-frameworks", 3, "Steel framework taking shape on site", (c) => {
    outdoor(c, { horizon: 360, far: "plant", sunX: 600, sunR: 18 });
    floor(c, 440);
    c.add(cadFrame(80, 160, 320, 380, P.steel200, 6), cadFrame(380, 260, 260, 280, P.steel400, 5), scaffold(640, 540, 90, 240, P.amber500));
  }),
  pic("fields-operations", 1, "Operators at a wellhead", (c) => {
    outdoor(c, { horizon: 340, far: "palms", sunX: 600, sunR: 18 });
    floor(c, 420);
    c.add(
      wellhead(c, 360, 540, 260, NEAR),
      worker(540, 590, 170, { skin: SK[0], suit: P.orange, pose: "work" }),
      worker(180, 590, 160, { skin: SK[2], suit: P.navy600, hat: P.amber500, pose: "clipboard", vest: true }),
    );
  }),
  pic("fields-operations", 2, "Pipeline right of way through the mangroves", (c) => {
    outdoor(c, { horizon: 330, far: "mangrove", sunX: 560, sunR: 18 });
    water(c, 420, 560);
    c.add(
      pipeline(c, -10, 470, 810, 440, 14, NEAR, 6),
      mangrove(c, 120, 540, 180, mix(P.leaf, P.navy950, 0.5)),
      mangrove(c, 700, 560, 160, mix(P.leaf, P.navy950, 0.55)),
    );
  }),
  pic("fields-operations", 3, "Offshore platform with a supply vessel", (c) => {
    outdoor(c, { horizon: 360, sea: true, sunX: 560, sunR: 20 });
    c.add(platform(c, 380, 420, 1.6, NEAR), ship(c, 650, 480, 200, NEAR, P.orange));
  }),
  pic("equipment-fittings", 1, "Gate valves lined up after testing", (c) => {
    hall(c, 400, { columns: 3 });
    for (let i = 0; i < 4; i++) c.add(valve(c, 120 + i * 180, 520, 26, NEAR));
    c.add(rect(40, 560, 720, 16, P.amber700));
  }),
  pic("equipment-fittings", 2, "Flanged pipe spools and fittings", (c) => {
    hall(c, 400, { columns: 3 });
    c.add(spool(c, 60, 500, 280, 18, NEAR, P.teal), spool(c, 420, 580, 240, 16, NEAR, P.orange), pipeStack(c, 640, 470, 12, 3, NEAR));
  }),
  pic("equipment-fittings", 3, "Valves, gauges and fittings on a test rack", (c) => {
    c.add(rect(0, 0, W, H, c.lin([P.navy800, P.navy950])));
    c.add(
      rect(0, 300, W, 40, NEAR.light),
      valve(c, 240, 320, 40, NEAR),
      rect(520, 180, 14, 120, P.steel400),
      gauge(527, 160, 60, 0.55),
      rect(0, 480, W, 120, P.navy950),
    );
  }),
  pic("inspections-testing", 1, "Ultrasonic thickness testing on a pipeline", (c) => {
    outdoor(c, { horizon: 340, far: "plant", sunX: 620, sunR: 18 });
    floor(c, 420);
    c.add(
      testPipe(c, 470),
      worker(360, 590, 190, { skin: SK[1], suit: P.navy700, hat: P.white, pose: "point", vest: true }),
      rect(470, 430, 60, 40, P.steel800, { rx: 4 }),
      rect(478, 436, 44, 24, P.teal),
    );
    c.add(path("M470 450Q430 470 440 500", "none", { stroke: P.navy950, "stroke-width": 3 }));
  }),
  pic("inspections-testing", 2, "Laboratory sample analysis", (c) => {
    c.add(
      rect(0, 0, W, H, c.lin([P.navy800, P.navy900])),
      rect(0, 420, W, 180, c.lin([P.steel400, P.steel600])),
      rect(0, 410, W, 14, P.steel200),
    );
    c.add(
      flask(c, 160, 410, 170, P.amber500),
      flask(c, 330, 410, 130, P.teal),
      beaker(440, 410, 60, P.amber400),
      beaker(530, 410, 50, P.leafLight),
      flask(c, 660, 410, 150, P.orange),
    );
    c.add(
      rect(80, 70, 640, 200, P.navy950, { opacity: 0.3, rx: 6 }),
      gauge(200, 170, 60, 0.4),
      gauge(400, 170, 60, 0.7),
      gauge(600, 170, 60, 0.3),
    );
  }),
  pic("inspections-testing", 3, "Pressure test with a chart recorder", (c) => {
    hall(c, 400, { columns: 3 });
    c.add(
      testPipe(c, 520),
      rect(380, 390, 12, 110, P.steel600),
      gauge(386, 360, 56, 0.8),
      worker(620, 595, 200, { skin: SK[3], suit: P.orange, pose: "clipboard" }),
    );
  }),
  pic("instrumentation", 1, "Instrument panel with gauges and indicators", (c) => {
    c.add(rect(0, 0, W, H, c.lin([P.navy900, P.navy800])), controlPanel(c, 60, 560, 680, 480));
  }),
  pic("instrumentation", 2, "Technician calibrating a pressure transmitter", (c) => {
    hall(c, 400, { columns: 3 });
    c.add(
      rect(0, 330, W, 30, NEAR.light),
      rect(300, 360, 14, 80, P.steel600),
      rect(270, 430, 74, 60, P.navy600, { rx: 6 }),
      circle(307, 460, 18, P.navy100),
      gauge(560, 345, 50, 0.45),
    );
    c.add(worker(420, 590, 200, { skin: SK[0], suit: P.navy700, hat: P.white, pose: "tablet", vest: true }));
  }),
  pic("instrumentation", 3, "Cable tray and junction boxes at a process skid", (c) => {
    outdoor(c, { horizon: 330, far: "plant", sunX: 200, sunR: 18 });
    floor(c, 420);
    c.add(rect(0, 220, W, 16, P.steel400), path("M0 232H800M0 226H800", "none", { stroke: P.amber500, "stroke-width": 2 }));
    for (let i = 0; i < 3; i++)
      c.add(
        rect(120 + i * 240, 236, 8, 300, P.steel600),
        rect(90 + i * 240, 300, 70, 90, P.steel200, { rx: 4 }),
        rect(100 + i * 240, 312, 50, 10, P.teal),
        gauge(125 + i * 240, 355, 18, 0.3 + i * 0.2),
      );
  }),
  pic("training-development", 1, "Classroom training session", (c) => {
    c.add(rect(0, 0, W, H, c.lin([P.navy800, P.navy900])), screen(c, 200, 40, 400, 240));
    c.add(worker(120, 480, 230, { skin: SK[1], suit: P.navy700, hat: null, shirt: P.white, pose: "point" }));
    for (let i = 0; i < 4; i++) c.add(seated(250 + i * 150, 560, i + 1, "hips"));
    c.add(rect(0, 490, W, 110, c.lin([P.steel600, P.steel800])));
  }),
  pic("training-development", 2, "Hands-on valve maintenance training", (c) => {
    hall(c, 400, { columns: 3 });
    c.add(
      rect(0, 440, W, 30, NEAR.light),
      valve(c, 400, 455, 34, NEAR),
      crew(c, 100, 700, 595, 180, 4, ["work", "point", "clipboard", "tablet"]),
    );
  }),
  pic("training-development", 3, "Safety induction for new starters", (c) => {
    outdoor(c, { horizon: 340, far: "plant", sunX: 600, sunR: 18 });
    floor(c, 420);
    c.add(
      rect(60, 240, 200, 130, P.white, { rx: 4 }),
      rect(80, 260, 110, 14, P.orange),
      rect(80, 290, 150, 8, P.steel400),
      rect(80, 310, 120, 8, P.steel400),
      rect(150, 370, 8, 60, P.steel600),
    );
    c.add(
      worker(300, 580, 190, { skin: SK[2], suit: P.navy600, hat: P.white, pose: "point", vest: true }),
      crew(c, 400, 780, 590, 170, 4, ["stand", "hips", "stand", "clipboard"]),
    );
  }),
];
