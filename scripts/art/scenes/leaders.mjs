// Illustrated head-and-shoulders portraits (480×560) of the fictional leadership team:
// business attire on a soft navy studio background. Simple, friendly faces; not real people.
import { P, mix, rect, path, circle, ellipse } from "../core.mjs";

const HAIR = "#1A1410";

/** Hair or headwear drawn behind (back) and in front of (front) the head at (240, 250). */
function headwear(style, accent) {
  switch (style) {
    case "short":
      return { front: path("M166 236Q164 160 240 156Q316 160 314 236Q300 196 240 192Q180 196 166 236Z", HAIR) };
    case "fade":
      return { front: path("M168 226Q170 166 240 162Q310 166 312 226Q296 200 240 198Q184 200 168 226Z", HAIR) };
    case "bald":
      return { front: path("M170 228Q180 214 176 250L170 250ZM310 228Q300 214 304 250L310 250Z", HAIR) };
    case "kufi":
      return {
        front:
          path("M170 214Q170 150 240 148Q310 150 310 214Q240 196 170 214Z", accent) +
          path("M178 196Q240 180 302 196", "none", { stroke: P.white, "stroke-width": 4, "stroke-dasharray": "4 6", opacity: 0.7 }),
      };
    case "gele":
      return {
        front:
          path("M150 232Q130 150 200 126Q250 104 300 128Q360 150 340 214Q330 176 300 178Q240 160 172 196Q158 210 150 232Z", accent) +
          path("M176 176Q240 140 312 170", "none", { stroke: mix(accent, P.navy950, 0.3), "stroke-width": 6 }) +
          path("M300 128Q352 110 364 150Q340 140 318 150Z", accent),
      };
    case "braids":
      return {
        back: path("M160 240Q150 150 240 146Q330 150 320 240L332 430H286L304 250Q240 200 176 250L194 430H148Z", HAIR),
        front: path("M166 232Q168 164 240 160Q312 164 314 232Q280 194 240 198Q200 194 166 232Z", HAIR),
      };
    case "bob":
      return {
        back: path(
          "M156 250Q150 150 240 148Q330 150 324 250L328 330Q300 340 292 300L300 250Q240 186 180 250L188 300Q180 340 152 330Z",
          HAIR,
        ),
        front: path("M168 236Q170 160 240 158Q314 162 314 236Q290 190 226 196Q190 204 168 236Z", HAIR),
      };
    case "scarf":
      return {
        back: path("M150 250Q146 140 240 138Q334 140 330 250L352 420H128Z", accent),
        front:
          path("M160 250Q160 150 240 146Q320 150 320 250Q320 176 240 172Q160 176 160 250Z", accent) +
          path("M172 300Q200 370 240 372Q280 370 308 300L330 420H150Z", mix(accent, P.navy950, 0.15)),
      };
    default:
      return {};
  }
}

/** One portrait. o: skin, suit, shirt, tie (or null), hair style, accent, beard, glasses, woman. */
function portrait(c, o) {
  const skin = o.skin,
    shade = mix(skin, P.navy950, 0.25),
    light = mix(skin, P.amber400, 0.2);
  c.add(rect(0, 0, 480, 560, c.lin([P.navy600, P.navy800, P.navy900])), circle(330, 170, 260, c.glow(P.navy100, 0.18)));
  for (let i = 0; i < 4; i++) c.add(rect(30 + i * 110, 40, 90, 150, P.navy100, { opacity: 0.05, rx: 4 }));
  const hw = headwear(o.hair, o.accent);
  if (hw.back) c.add(hw.back);
  // neck and shoulders
  c.add(path("M205 300H275V410H205Z", shade));
  c.add(
    path(
      "M30 560C40 450 110 410 200 396L240 420L280 396C370 410 440 450 450 560Z",
      c.lin([mix(o.suit, P.white, 0.12), o.suit, mix(o.suit, P.navy950, 0.35)], "h"),
    ),
  );
  if (o.woman) {
    c.add(path("M200 396Q240 470 280 396L270 392Q240 440 210 392Z", o.shirt));
    if (o.necklace)
      c.add(path("M212 404Q240 452 268 404", "none", { stroke: P.amber400, "stroke-width": 4 }), circle(240, 432, 6, P.amber400));
    c.add(path("M200 396L164 560H120C140 480 160 430 200 396ZM280 396L316 560H360C340 480 320 430 280 396Z", mix(o.suit, P.navy950, 0.2)));
  } else {
    c.add(path("M200 396L240 500L280 396L268 392L240 420L212 392Z", o.shirt));
    if (o.tie)
      c.add(path("M232 420H248L254 432L246 520H234L226 432Z", o.tie), path("M232 420L240 412L248 420Z", mix(o.tie, P.navy950, 0.3)));
    c.add(
      path("M200 396L240 520L200 470L180 420Z", mix(o.suit, P.navy950, 0.25)),
      path("M280 396L240 520L280 470L300 420Z", mix(o.suit, P.navy950, 0.25)),
    );
    c.add(rect(330, 470, 50, 6, P.white, { opacity: 0.7, rx: 2 }));
  }
  // head: ears, face with soft warm light from the right
  c.add(ellipse(168, 258, 14, 22, shade), ellipse(312, 258, 14, 22, skin));
  c.add(ellipse(240, 250, 74, 90, c.lin([shade, skin, light], "h")));
  if (o.beard) c.add(path("M170 262Q176 346 240 352Q304 346 310 262Q300 300 286 306Q240 290 194 306Q180 300 170 262Z", HAIR));
  // features: brows, eyes, nose, smile (kept deliberately simple)
  const brow = { stroke: HAIR, "stroke-width": 5, "stroke-linecap": "round", fill: "none" };
  c.add(path("M198 222Q212 214 226 222M254 222Q268 214 282 222", "none", brow));
  c.add(
    ellipse(212, 242, 6.5, 7.5, P.navy950),
    ellipse(268, 242, 6.5, 7.5, P.navy950),
    circle(214, 240, 2, P.white),
    circle(270, 240, 2, P.white),
  );
  c.add(
    path("M240 250Q236 276 230 282Q240 288 250 282", "none", {
      stroke: mix(skin, P.navy950, 0.4),
      "stroke-width": 3,
      "stroke-linecap": "round",
    }),
  );
  c.add(
    path(o.beard ? "M220 304Q240 316 260 304" : "M216 298Q240 318 264 298", "none", {
      stroke: o.woman ? mix(P.orange, P.navy950, 0.35) : mix(skin, P.navy950, 0.5),
      "stroke-width": o.woman ? 6 : 4,
      "stroke-linecap": "round",
    }),
  );
  if (o.glasses)
    c.add(
      path("M186 232h48v26h-48zM246 232h48v26h-48zM234 240h12", "none", {
        stroke: P.navy950,
        "stroke-width": 4,
        "stroke-linejoin": "round",
      }),
    );
  if (o.earrings) c.add(circle(168, 284, 6, P.amber400), circle(312, 284, 6, P.amber400));
  if (hw.front) c.add(hw.front);
}

const LEADERS = [
  [
    "tobenna-okafor",
    "Engr. Tobenna Okafor, Managing Director and CEO",
    { skin: "#6B3E1F", suit: P.navy950, shirt: P.white, tie: P.amber600, hair: "short" },
  ],
  [
    "funmilayo-adeyemi",
    "Engr. Funmilayo Adeyemi, Executive Director Technical Services",
    { skin: "#8D5524", suit: P.teal, shirt: P.white, hair: "gele", accent: P.amber500, woman: true, earrings: true },
  ],
  [
    "ngozi-eze",
    "Mrs. Ngozi Eze, Executive Director HR and Management Services",
    { skin: "#A0683A", suit: P.navy700, shirt: P.navy50, hair: "braids", woman: true, necklace: true },
  ],
  [
    "babatunde-lawal",
    "Mr. Babatunde Lawal, Group Head Information Technology",
    { skin: "#8D5524", suit: P.steel800, shirt: P.navy100, tie: P.navy600, hair: "fade", glasses: true },
  ],
  [
    "ibrahim-suleiman",
    "Mr. Ibrahim Suleiman, Head Trading and Shipping Operations",
    { skin: "#C68642", suit: P.navy800, shirt: P.white, tie: P.teal, hair: "kufi", accent: P.navy600, beard: true },
  ],
  [
    "aisha-bello",
    "Mrs. Aisha Bello, Head of Accounts",
    { skin: "#C68642", suit: P.navy900, shirt: P.white, hair: "scarf", accent: P.steel200, woman: true },
  ],
  [
    "ifeanyi-nwosu",
    "Mr. Ifeanyi Nwosu, Business Development Manager",
    { skin: "#6B3E1F", suit: P.navy600, shirt: P.white, tie: P.orange, hair: "bald", beard: true },
  ],
  [
    "tamuno-george",
    "Mr. Tamuno George, Head Depot Operations",
    { skin: "#A0683A", suit: P.steel600, shirt: P.white, tie: P.navy900, hair: "short" },
  ],
  [
    "kemi-alade",
    "Barr. Kemi Alade, Company Secretary",
    { skin: "#8D5524", suit: P.navy950, shirt: P.white, hair: "bob", woman: true, earrings: true, necklace: true },
  ],
];

export default LEADERS.map(([id, title, o]) => ({
  file: `art/leaders/${id}.svg`,
  w: 480,
  h: 560,
  title: `Illustrated portrait of ${title}`,
  draw: (c) => portrait(c, o),
}));
