// About page pictures (800×600) and optional careers spot illustrations (400×300).
import { P, mix, rect, path, circle, text } from "../core.mjs";
import { outdoor, MID, NEAR } from "../compose.mjs";
import { tank, column, flare, shed, pipeRack } from "../industry.mjs";
import { worker, crew } from "../people.mjs";
import { laptop, screen } from "../shop.mjs";
import { shield } from "../vignettes.mjs";

const item = (file, w, h, title, draw) => ({ file: `art/${file}.svg`, w, h, title, draw });

/** Careers spot art: a soft circle backdrop with a small composition on top. */
function spot(c, draw) {
  c.add(rect(0, 0, c.w, c.h, P.navy50), circle(200, 160, 120, c.lin([P.navy100, P.navy50])), rect(60, 262, 280, 6, P.navy100, { rx: 3 }));
  draw();
}

export default [
  item("about/overview", 800, 600, "Deltaforge Energy facilities and people at dusk", (c) => {
    outdoor(c, { horizon: 330, far: "plant", sunX: 560, sunR: 18 });
    c.add(
      shed(c, 150, 420, 240, 110, MID),
      tank(c, 390, 420, 150, 100, MID) + column(c, 560, 420, 36, 280, NEAR) + flare(c, 700, 420, 300, NEAR),
    );
    c.add(rect(0, 420, 800, 180, c.lin([mix(P.navy800, P.amber700, 0.22), P.navy950])), pipeRack(c, 0, 800, 470, 60, NEAR, 4));
    c.add(crew(c, 120, 700, 590, 150, 5));
  }),
  // The five values of the Who We Are page (app/content/company-profile.ts), clockwise from the top
  // around the company's shield; scripts/art/scenes/core-values.test.mjs keeps the two in step.
  item("about/core-values", 800, 600, "Our core values: safety, integrity, quality, local content and teamwork", (c) => {
    c.add(rect(0, 0, 800, 600, c.lin([P.navy900, P.navy700])), circle(400, 300, 300, c.glow(P.amber400, 0.25)));
    const glyph = {
      shield: (x, y) => path(`M${x} ${y - 26}l22 10v16q0 22-22 32q-22-10-22-32v-16z`, P.amber400),
      hands: (x, y) => path(`M${x - 28} ${y + 2}l14-14 14 9 14-9 14 14-18 16h-20z`, P.amber400),
      check: (x, y) =>
        path(`M${x - 20} ${y}l14 14 27-27`, "none", {
          stroke: P.amber400,
          "stroke-width": 9,
          "stroke-linecap": "round",
          "stroke-linejoin": "round",
        }),
      pin: (x, y) => path(`M${x} ${y + 28}q-22-24-22-42a22 22 0 0 1 44 0q0 18-22 42z`, P.amber400) + circle(x, y - 14, 8, P.navy800),
      team: (x, y) =>
        [0, 1, 2]
          .map((i) => circle(x - 22 + i * 22, y - 8, 8, P.amber400) + path(`M${x - 34 + i * 22} ${y + 22}a12 12 0 0 1 24 0z`, P.amber400))
          .join(""),
    };
    const vals = [
      ["Safety", 400, 78, glyph.shield],
      ["Integrity", 609, 222, glyph.hands],
      ["Quality", 529, 448, glyph.check],
      ["Local Content", 271, 448, glyph.pin],
      ["Teamwork", 191, 222, glyph.team],
    ];
    c.add(
      path(`M${vals.map(([, x, y]) => `${x} ${y}`).join("L")}Z`, "none", {
        stroke: P.navy100,
        "stroke-width": 2,
        "stroke-dasharray": "6 8",
        opacity: 0.5,
      }),
    );
    for (const [name, x, y, draw] of vals) {
      c.add(circle(x, y, 64, P.navy950, { opacity: 0.5 }), circle(x, y, 57, c.lin([P.amber400, P.amber600])), circle(x, y, 47, P.navy800));
      c.add(draw(x, y), text(x, y + 90, name, 24, P.white, { "text-anchor": "middle", "font-weight": "bold" }));
    }
    c.add(shield(c, 400, 220, 150));
  }),
  item("careers/learning", 400, 300, "Learning and development", (c) =>
    spot(c, () => {
      c.add(
        screen(c, 110, 60, 180, 110),
        worker(150, 265, 120, { skin: "#6B3E1F", suit: P.navy700, hat: P.white, pose: "point", vest: true }),
        rect(210, 225, 60, 40, P.amber600),
        laptop(220, 225, 44),
      );
    }),
  ),
  item("careers/recognition", 400, 300, "Performance recognition", (c) =>
    spot(c, () => {
      c.add(
        rect(170, 200, 60, 62, c.lin([P.navy600, P.navy800])),
        rect(150, 190, 100, 14, P.navy700),
        path("M160 90h80v30a40 40 0 0 1-80 0z", c.lin([P.amber400, P.amber600])),
        rect(193, 150, 14, 40, P.amber600),
      );
      c.add(
        path("M160 98h-22a20 20 0 0 0 26 30M240 98h22a20 20 0 0 1-26 30", "none", { stroke: P.amber500, "stroke-width": 7 }),
        path("M200 95l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z", P.white),
      );
      c.add(
        worker(100, 265, 110, { skin: "#C68642", suit: P.orange, pose: "wave" }),
        worker(300, 265, 110, { skin: "#8D5524", suit: P.navy600, hat: P.amber500, pose: "hips", vest: true }),
      );
    }),
  ),
  item("careers/team", 400, 300, "Team environment", (c) =>
    spot(c, () => {
      c.add(crew(c, 60, 340, 265, 130, 4, ["wave", "hips", "clipboard", "stand"]));
    }),
  ),
];
