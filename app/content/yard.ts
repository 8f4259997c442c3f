import { paths } from "../../contract/site-paths";
import type { Yard, YardGroup, YardHighlight } from "./schemas/yard";

// The Workshop and Fabrication Yard page. The yard facts of spec §9 live in the highlights;
// gallery groups, slugs and image counts follow docs/art-manifest.md.
export const yard: Yard = {
  introTitle: "One yard to fabricate, machine, coat and test",
  intro: [
    "Our workshop and fabrication yard covers over 6989 m² and brings every trade a fabrication job needs onto one site: a covered workshop served by a 20-tonne overhead crane, a blasting and painting shop with its own 10-tonne crane, a CNC machine shop, coded welding bays, a hydrotest bay and open storage and laydown space.",
    "Because cutting, welding, machining, coating and pressure testing happen on one site under one quality plan, clients get shorter schedules, fewer handovers and a single point of responsibility. Structures, skids, pipe spools and machined wellhead components leave the yard inspected, tested and documented, ready for installation onshore or offshore.",
  ],
  introImage: "/art/services/fabrication-detail.svg",
  introImageAlt: "Fabricators assembling a steel skid inside the Deltaforge workshop",
  highlights: {
    eyebrow: "Key highlights",
    title: "Built for heavy, coded work",
  },
  gallery: {
    eyebrow: "Facility gallery",
    title: "Equipment and facilities",
    lead: "Fourteen groups of equipment that let us take a job from raw steel to a tested, coated assembly without leaving the yard.",
  },
  cta: {
    kind: "cta",
    id: "visit-the-yard",
    title: "See the yard for yourself",
    lead: "Book a visit to inspect our facilities and work in progress, or send us your drawings for a fabrication quote.",
    actions: [
      { label: "Request a Quote", href: paths.quote },
      { label: "Arrange a Visit", href: paths.contact },
    ],
  },
};

export const yardHighlights: YardHighlight[] = [
  {
    figure: "6989 m²",
    title: "Over 6989 m² of yard",
    description:
      "Covered workshops, a coating shop, machine shop and open laydown area on one secured site, with room to fabricate and store large modules side by side.",
  },
  {
    figure: "10 t",
    title: "Blasting and painting shop",
    description:
      "An enclosed abrasive blasting and painting shop served by a 10-tonne overhead crane, so coated items are handled without damage to fresh paint.",
  },
  {
    figure: "20 t",
    title: "Workshop with 20-tonne crane",
    description:
      "The main fabrication workshop runs under a 20-tonne overhead crane, with a 375 cfm air compressor and pipe fabrication from 2 inch diameter and above.",
  },
  {
    figure: "3D CAD",
    title: "CNC machine shop",
    description:
      "CNC lathes and milling machines linked directly to our 3D CAD models, for flanges, spools, adaptors and wellhead components machined to drawing first time.",
  },
  {
    figure: "ASME IX",
    title: "Coded welding",
    description:
      "Welders and procedures qualified to ASME IX, BS 4870 and BS EN 288, backed by non-destructive testing and full weld traceability records.",
  },
];

/**
 * Ordered by trade (lifting and fabrication, testing, machining, machine tools, site services) and
 * so that single-picture groups pair up side by side in the gallery's two-column grid.
 */
export const yardGroups: YardGroup[] = [
  {
    slug: "overhead-cranes",
    title: "Overhead Cranes (10 t and 20 t)",
    caption: "A 20-tonne crane in the main workshop and a 10-tonne crane in the blasting and painting shop lift heavy assemblies safely.",
    images: ["/art/yard/overhead-cranes-1.svg", "/art/yard/overhead-cranes-2.svg"],
  },
  {
    slug: "blasting-painting",
    title: "Blasting and Painting Shop",
    caption: "Enclosed abrasive blasting and coating to client paint specifications, with surface profile and film thickness checks.",
    images: ["/art/yard/blasting-painting-1.svg", "/art/yard/blasting-painting-2.svg"],
  },
  {
    slug: "welding-bays",
    title: "Coded Welding Bays",
    caption: "Dedicated bays where coded welders work to ASME IX, BS 4870 and BS EN 288 qualified procedures.",
    images: ["/art/yard/welding-bays-1.svg", "/art/yard/welding-bays-2.svg"],
  },
  {
    slug: "pipe-spools",
    title: "Pipe Spool Fabrication",
    caption: "Cutting, bevelling, fit-up and welding of pipe spools from 2 inch diameter and above, in carbon and stainless steel.",
    images: ["/art/yard/pipe-spools-1.svg", "/art/yard/pipe-spools-2.svg"],
  },
  {
    slug: "air-compressor",
    title: "375 cfm Air Compressor",
    caption: "A 375 cfm compressor supplies blasting, air tools and pneumatic testing across the yard.",
    images: ["/art/yard/air-compressor-1.svg"],
  },
  {
    slug: "hydrotest-bay",
    title: "Hydrotest Bay",
    caption: "A dedicated bay for hydrostatic pressure testing of spools, vessels and manifolds, with calibrated recorders.",
    images: ["/art/yard/hydrotest-bay-1.svg"],
  },
  {
    slug: "cnc-machine-shop",
    title: "CNC Machine Shop",
    caption: "CNC turning and milling linked to 3D CAD for accurate, repeatable parts from single prototypes to production runs.",
    images: ["/art/yard/cnc-machine-shop-1.svg", "/art/yard/cnc-machine-shop-2.svg"],
  },
  {
    slug: "milling-machines",
    title: "Milling Machines",
    caption: "Vertical and horizontal milling for keyways, slots, faces and profiles on machined parts.",
    images: ["/art/yard/milling-machines-1.svg", "/art/yard/milling-machines-2.svg"],
  },
  {
    slug: "lathes",
    title: "Conventional Lathes",
    caption: "Heavy-duty conventional lathes for repairs, threading and one-off components that need a machinist's hand.",
    images: ["/art/yard/lathes-1.svg"],
  },
  {
    slug: "radial-drilling",
    title: "Radial Drilling Machine",
    caption: "Radial arm drilling of flanges, base plates and heavy sections without moving the workpiece.",
    images: ["/art/yard/radial-drilling-1.svg"],
  },
  {
    slug: "plate-rolling",
    title: "Plate Rolling Machine",
    caption: "Plate rolling for tank shell courses, vessel shells and large-diameter pipe sections.",
    images: ["/art/yard/plate-rolling-1.svg"],
  },
  {
    slug: "hydraulic-press",
    title: "Hydraulic Press",
    caption: "A hydraulic press for forming, straightening and press-fitting components in the workshop.",
    images: ["/art/yard/hydraulic-press-1.svg"],
  },
  {
    slug: "power-generation",
    title: "Power Generation",
    caption: "Standby generating sets keep welding, machining and lifting running through grid outages.",
    images: ["/art/yard/power-generation-1.svg"],
  },
  {
    slug: "laydown-area",
    title: "Storage and Laydown Area",
    caption: "Open, organised laydown for pipe, plate, structural steel and finished assemblies awaiting dispatch.",
    images: ["/art/yard/laydown-area-1.svg"],
  },
];
