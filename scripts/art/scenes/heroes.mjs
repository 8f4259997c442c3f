// Page-hero banners (1600×600): darker toned, each themed to its page. Titles sit over
// the left/centre, so every banner ends with a dim/veil pass.
import { P, mix, rect, path, circle, line, tone, g } from "../core.mjs";
import { outdoor, veil, dim, FAR, MID, NEAR } from "../compose.mjs";
import {
  tank,
  column,
  flare,
  pipeRack,
  drum,
  gantryCrane,
  shed,
  pipeStack,
  spool,
  pipeline,
  valve,
  container,
  crate,
  sphere,
} from "../industry.mjs";
import { skyline, palm, bush } from "../landscape.mjs";
import { worker, crew, welder, sparks, person } from "../people.mjs";
import { hall, screen, officeWindow, documentSheet } from "../shop.mjs";
import { framed, miniScene, handshake, mapPin, shield, magnifier, forklift } from "../vignettes.mjs";
import { at } from "../core.mjs";

const W = 1600,
  H = 600;
const hero = (id, title, draw) => ({ file: `art/heroes/${id}.svg`, w: W, h: H, title, draw });

/** Refinery skyline across the right of a banner (about, partner, search backdrops). */
function plantRow(c, y, x0 = 700) {
  c.add(tank(c, x0 + 60, y, 150, 80, MID) + tank(c, x0 + 230, y, 120, 64, MID) + sphere(c, x0 + 380, y, 46, MID));
  c.add(pipeRack(c, x0 - 40, W, y + 40, 70, tone(0.7), 4));
  c.add(
    column(c, x0 + 520, y + 40, 36, 330, NEAR) +
      column(c, x0 + 600, y + 40, 28, 250, NEAR) +
      drum(c, x0 + 720, y + 40, 110, 34, NEAR) +
      flare(c, x0 + 840, y + 40, 330, NEAR),
  );
}

/** Boardroom backdrop shared by management: windows onto a dusk skyline, dark walls. */
function boardroom(c) {
  c.add(rect(0, 0, W, H, c.lin([P.navy900, P.navy800])));
  for (let i = 0; i < 3; i++)
    c.add(officeWindow(c, 80 + i * 500, 50, 440, 300, skyline(c, 80 + i * 500, 520 + i * 500, 350, 180, mix(P.navy800, P.navy950, 0.3))));
  c.add(rect(0, 380, W, 220, c.lin([P.navy800, P.navy950])));
}

export default [
  hero("about", "Process plant at dusk", (c) => {
    outdoor(c, { horizon: 420, far: "plant", sunX: 1000, sunR: 26 });
    plantRow(c, 470, 640);
    c.add(rect(0, 510, W, 90, c.lin([P.navy900, P.navy950])));
    veil(c, 0.6, 0.6);
    dim(c, 0.15);
  }),
  hero("who-we-are", "Our team in front of a riverside plant at dusk", (c) => {
    outdoor(c, { horizon: 400, far: "palms", sunX: 1180, sunR: 24, sea: true });
    c.add(rect(0, 470, W, 130, c.lin([mix(P.navy800, P.amber700, 0.2), P.navy950])));
    c.add(
      tank(c, 760, 470, 160, 70, MID) +
        tank(c, 940, 470, 130, 60, MID) +
        column(c, 1330, 470, 30, 260, NEAR) +
        flare(c, 1460, 470, 280, NEAR) +
        shed(c, 1130, 470, 220, 90, MID),
    );
    c.add(crew(c, 820, 1500, 580, 110, 6));
    veil(c, 0.6, 0.6);
    dim(c, 0.1);
  }),
  hero("management", "Boardroom with the leadership team", (c) => {
    boardroom(c);
    c.add(screen(c, 620, 90, 360, 210));
    const skins = ["#6B3E1F", "#C68642", "#8D5524", "#A0683A", "#6B3E1F", "#8D5524"];
    const hairs = ["short", "gele", "short", "bun", "short", "braids"];
    const suits = [P.navy950, P.teal, P.steel800, P.navy700, P.navy950, P.amber700];
    for (let i = 0; i < 6; i++)
      c.add(
        at(
          290 + i * 205,
          530,
          2.5,
          person({
            skin: skins[i],
            suit: suits[i],
            hat: null,
            hairStyle: hairs[i],
            accent: [P.amber500, P.orange][i % 2],
            seated: true,
            shirt: P.white,
            pose: i === 2 ? "point" : "hips",
          }),
        ),
      );
    c.add(path(`M120 420H1480L1560 600H40Z`, c.lin([P.steel600, P.steel800])), rect(120, 416, 1360, 8, P.steel400));
    for (let i = 0; i < 6; i++) c.add(rect(250 + i * 205, 440, 80, 44, P.white, { opacity: 0.7, rx: 2 }));
    veil(c, 0.55, 0.5);
    dim(c, 0.12);
  }),
  hero("history", "Timeline of our facilities growing over the years", (c) => {
    outdoor(c, { horizon: 430, far: "none", sunX: 1300, sunR: 22, mood: "night", starCount: 40 });
    const y = 470;
    c.add(rect(100, y, 1400, 6, P.amber500, { rx: 3 }));
    const stages = [
      (x) => shed(c, x, y - 20, 120, 60, MID, { doors: 1 }),
      (x) => shed(c, x - 30, y - 20, 140, 80, MID) + pipeStack(c, x + 50, y - 20, 8, 3, MID),
      (x) => tank(c, x - 40, y - 20, 90, 80, MID) + tank(c, x + 50, y - 20, 80, 60, MID),
      (x) => column(c, x - 30, y - 20, 26, 200, NEAR) + tank(c, x + 40, y - 20, 80, 70, NEAR) + flare(c, x + 90, y - 20, 180, NEAR),
      (x) => gantryCrane(c, x, y - 20, 200, 200, NEAR, 80) + column(c, x + 120, y - 20, 30, 260, NEAR),
    ];
    stages.forEach((draw, i) => {
      const x = 220 + i * 290;
      c.add(draw(x), circle(x, y + 3, 16, P.navy950), circle(x, y + 3, 11, i === 4 ? P.amber400 : P.amber600));
    });
    dim(c, 0.15);
  }),
  hero("certifications", "Certificate and safety shield", (c) => {
    c.add(rect(0, 0, W, H, c.lin([P.navy950, P.navy900, P.navy800], "h")));
    c.add(circle(1100, 300, 420, c.glow(P.amber500, 0.25)));
    c.add(
      g(
        { transform: "rotate(-6 980 300)" },
        rect(846, 96, 300, 400, P.navy950, { opacity: 0.4, rx: 4 }) + documentSheet(840, 90, 300, 400),
      ),
    );
    c.add(g({ transform: "rotate(5 1230 300)" }, documentSheet(1120, 130, 240, 320, { heading: P.teal })));
    c.add(shield(c, 1330, 220, 280));
    c.add(path("M1540 0L1600 0L1600 600L1400 600Z", P.navy700, { opacity: 0.25 }));
    veil(c, 0.5, 0.5);
  }),
  hero("gallery", "A wall of framed photographs of our work", (c) => {
    c.add(rect(0, 0, W, H, c.lin([P.navy900, P.navy800])), circle(1000, 250, 500, c.glow(P.amber400, 0.12)));
    const kinds = ["platform", "refinery", "crane", "tanks", "crew", "pipeline", "ship", "well"];
    const slots = [
      [640, 70, 260, 180],
      [940, 50, 200, 150],
      [1180, 80, 300, 200],
      [600, 300, 200, 150],
      [840, 240, 250, 190],
      [1130, 320, 190, 140],
      [1360, 320, 200, 160],
      [380, 140, 200, 260],
    ];
    slots.forEach(([x, y, w, h], i) => c.add(framed(c, x, y, w, h, kinds[i])));
    c.add(rect(0, 540, W, 60, P.navy950));
    veil(c, 0.55, 0.5);
  }),
  hero("clients", "Handshake over the Lagos skyline", (c) => {
    outdoor(c, { horizon: 420, far: "city", sunX: 1100, sunR: 24, sea: true });
    c.add(skyline(c, 500, 1600, 430, 260, mix(P.navy800, P.navy950, 0.2)));
    c.add(handshake(c, 1080, 450, 0.9));
    veil(c, 0.6, 0.55);
    dim(c, 0.1);
  }),
  hero("services", "Collage of our engineering, fabrication and energy services", (c) => {
    c.add(rect(0, 0, W, H, c.lin([P.navy950, P.navy800], "h")));
    const tiles = [
      ["refinery", 560, 60, 300, 220],
      ["platform", 880, 40, 340, 250],
      ["crane", 1240, 70, 300, 220],
      ["tanks", 640, 300, 260, 230],
      ["crew", 920, 310, 300, 240],
      ["truck", 1240, 310, 300, 200],
    ];
    for (const [k, x, y, w, h] of tiles)
      c.add(rect(x + 8, y + 10, w, h, P.navy950, { rx: 12, opacity: 0.6 }), miniScene(c, x, y, w, h, k, 12));
    veil(c, 0.5, 0.5);
  }),
  hero("projects", "Tank farm at dusk", (c) => {
    outdoor(c, { horizon: 400, far: "hills", sunX: 880, sunR: 24 });
    c.add(tank(c, 560, 430, 150, 60, FAR) + tank(c, 720, 430, 130, 52, FAR));
    c.add(tank(c, 880, 500, 260, 150, MID, { wind: true }) + tank(c, 1160, 500, 240, 130, tone(0.6)) + tank(c, 1420, 500, 280, 160, MID));
    c.add(rect(0, 500, W, 100, c.lin([P.navy900, P.navy950])), pipeline(c, 600, 540, 1600, 540, 10, NEAR, 8));
    veil(c, 0.6, 0.55);
    dim(c, 0.1);
  }),
  hero("careers", "A crew of engineers and technicians", (c) => {
    outdoor(c, { horizon: 380, far: "plant", sunX: 1050, sunR: 24 });
    plantRow(c, 420, 700);
    c.add(rect(0, 460, W, 140, c.lin([mix(P.navy800, P.amber700, 0.2), P.navy950])));
    c.add(crew(c, 700, 1560, 590, 200, 6, ["hips", "clipboard", "stand", "wave", "tablet", "stand"]));
    veil(c, 0.6, 0.55);
  }),
  hero("contact", "Lagos skyline with a map pin on our head office", (c) => {
    outdoor(c, { horizon: 380, far: "city", sunX: 1250, sunR: 22, sea: true });
    c.add(skyline(c, 560, 1600, 390, 240, mix(P.navy800, P.navy950, 0.3)));
    c.add(
      path("M520 470Q900 420 1600 455", "none", { stroke: P.steel600, "stroke-width": 8 }),
      line(900, 448, 900, 330, P.steel400, 6),
      path("M900 330L700 455M900 330L780 448M900 330L1100 445M900 330L1020 446", "none", { stroke: P.steel200, "stroke-width": 2 }),
    );
    c.add(mapPin(c, 1120, 330, 170));
    veil(c, 0.6, 0.55);
  }),
  hero("quote", "Engineer with a clipboard in front of a plant", (c) => {
    outdoor(c, { horizon: 420, far: "plant", sunX: 900, sunR: 24 });
    plantRow(c, 460, 760);
    c.add(rect(0, 500, W, 100, c.lin([P.navy900, P.navy950])));
    c.add(worker(1080, 640, 420, { skin: "#6B3E1F", suit: P.navy700, hat: P.white, pose: "clipboard", vest: true }));
    veil(c, 0.6, 0.55);
    dim(c, 0.08);
  }),
  hero("vendor", "Warehouse with crates, pipes and a forklift", (c) => {
    hall(c, 470, { columns: 5 });
    c.add(
      container(c, 560, 470, 280, P.teal) +
        container(c, 560, 352, 280, P.navy600) +
        crate(c, 880, 470, 110) +
        crate(c, 1000, 470, 90) +
        crate(c, 935, 382, 80),
    );
    c.add(pipeStack(c, 1330, 470, 16, 4, NEAR));
    c.add(forklift(c, 1110, 560, 1.5, crate(c, 1220, 545, 64)));
    veil(c, 0.55, 0.5);
  }),
  hero("partner", "Handshake over a process plant", (c) => {
    outdoor(c, { horizon: 400, far: "plant", sunX: 1000, sunR: 24 });
    plantRow(c, 440, 640);
    c.add(rect(0, 480, W, 120, c.lin([P.navy900, P.navy950])));
    dim(c, 0.25);
    c.add(handshake(c, 1040, 420, 0.8, ["#8D5524", "#A0683A"]));
    veil(c, 0.55, 0.5);
  }),
  hero("search", "Magnifying glass over a plant", (c) => {
    outdoor(c, { horizon: 420, far: "plant", sunX: 880, sunR: 24 });
    plantRow(c, 460, 600);
    c.add(rect(0, 500, W, 100, c.lin([P.navy900, P.navy950])));
    dim(c, 0.3);
    c.add(magnifier(c, 1170, 300, 150, column(c, 1140, 520, 60, 400, tone(0.95)) + valve(c, 1230, 340, 18, tone(1))));
    veil(c, 0.55, 0.5);
  }),
  hero("yard", "Fabrication yard with gantry crane, pipe spools and welders", (c) => {
    outdoor(c, { horizon: 380, far: "palms", sunX: 860, sunR: 22 });
    c.add(shed(c, 700, 400, 300, 100, FAR, { doors: 3 }) + shed(c, 1450, 410, 260, 110, MID));
    c.add(rect(0, 480, W, 120, c.lin([mix(P.navy800, P.amber700, 0.2), P.navy950])));
    c.add(gantryCrane(c, 1150, 540, 480, 330, NEAR, 180));
    c.add(spool(c, 580, 560, 200, 12, NEAR, P.orange) + pipeStack(c, 1420, 570, 12, 4, NEAR));
    const w1 = welder(c, 1000, 570, 80, { skin: "#8D5524" });
    c.add(rect(1020, 545, 160, 20, P.steel600), w1.svg, sparks(c, ...w1.tip, 34));
    veil(c, 0.6, 0.5);
  }),
  hero("not-found", "A pipeline ending at a closed valve", (c) => {
    outdoor(c, { horizon: 400, far: "palms", sunX: 1320, sunR: 24 });
    c.add(rect(0, 440, W, 160, c.lin([mix(P.navy800, P.amber700, 0.3), P.navy950])));
    c.add(
      pipeline(c, -20, 500, 1060, 500, 30, tone(1), 6),
      valve(c, 1120, 500, 40, tone(1)),
      rect(1202, 432, 20, 136, P.steel600, { rx: 4 }),
    );
    c.add(bush(1400, 520, 160, mix(P.leaf, P.navy950, 0.6)), palm(1500, 540, 260, mix(P.leaf, P.navy950, 0.65), -1));
    veil(c, 0.5, 0.5);
  }),
];
