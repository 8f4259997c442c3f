import type { GalleryCategory, GalleryImage } from "./schemas/gallery";

type Picture = Omit<GalleryImage, "src">;

// The nine categories of spec §2, three pictures each: public/art/gallery/{slug}-{n}.svg.
const categories: { slug: string; name: string; pictures: [Picture, Picture, Picture] }[] = [
  {
    slug: "office-people",
    name: "Office & People",
    pictures: [
      { caption: "Engineers at their desks", alt: "Two engineers at desks with laptops in an office overlooking the Lagos skyline at dusk" },
      { caption: "Project review meeting", alt: "An engineer presents a progress chart on a screen to four colleagues seated at a meeting table" },
      { caption: "Our people at the head office", alt: "Four members of staff, one wearing a hard hat, standing together in front of the office windows" },
    ],
  },
  {
    slug: "equipment",
    name: "Equipment",
    pictures: [
      { caption: "Gas compressor package on its skid", alt: "A skid-mounted gas compressor and horizontal vessel, with a worker in orange coveralls beside it" },
      { caption: "Generator and air compressor on site", alt: "A containerised generator and a yellow towable air compressor on site, with a technician standing by" },
      { caption: "Separator vessel ready for installation", alt: "A blue horizontal separator vessel and two valves in a covered workshop bay" },
    ],
  },
  {
    slug: "fabrication-construction",
    name: "Fabrication and Construction",
    pictures: [
      { caption: "Erecting a structural steel frame", alt: "A worker on top of a steel frame while a gantry crane lowers a beam and a banksman signals from the ground" },
      { caption: "Welding a pipe spool", alt: "A welder kneeling beside a pipe spool in the workshop, sparks flying from the joint" },
      { caption: "Lifting a fabricated module", alt: "A yellow gantry crane lifting a fabricated module in the yard while two workers direct the lift" },
    ],
  },
  {
    slug: "design-frameworks",
    name: "Design and Frameworks",
    pictures: [
      { caption: "3D model of a pipe rack", alt: "An engineer at a workstation with a 3D wireframe model of a pipe rack and a chart on two monitors" },
      { caption: "Drawings pinned for review", alt: "An engineer pointing at three structural framework drawings pinned on a wall" },
      { caption: "Steel framework taking shape on site", alt: "Steel framework modules with a scaffold stair standing on site against a golden evening sky" },
    ],
  },
  {
    slug: "fields-operations",
    name: "Fields & Operations",
    pictures: [
      { caption: "Operators at a wellhead", alt: "Two operators in hard hats standing either side of a wellhead with orange handwheels" },
      { caption: "Pipeline right of way through the mangroves", alt: "A pipeline crossing a mangrove creek on supports, with the horizon at sunset" },
      { caption: "Offshore platform with a supply vessel", alt: "An offshore platform with a drilling derrick and flare boom, and a supply vessel alongside" },
    ],
  },
  {
    slug: "equipment-fittings",
    name: "Equipment and Fittings",
    pictures: [
      { caption: "Gate valves after testing", alt: "Four gate valves with orange handwheels lined up on the workshop floor" },
      { caption: "Flanged pipe spools and fittings", alt: "Teal and orange pipe spools with elbows on stands, and a stack of pipe offcuts" },
      { caption: "Valves and gauges on a test rack", alt: "A large valve with an orange handwheel and a pressure gauge mounted on a test rack" },
    ],
  },
  {
    slug: "inspections-testing",
    name: "Inspections and Testing",
    pictures: [
      { caption: "Ultrasonic thickness testing", alt: "An inspector holding an ultrasonic probe against a pipeline, connected to a handheld meter" },
      { caption: "Laboratory sample analysis", alt: "Laboratory bench with flasks of petroleum product samples under three dial gauges" },
      { caption: "Pressure test with a recorder", alt: "A technician in orange coveralls watching a pressure gauge during a hydrostatic test of a pipe" },
    ],
  },
  {
    slug: "instrumentation",
    name: "Instrumentation",
    pictures: [
      { caption: "Instrument panel", alt: "A control panel with two trend displays, three dial gauges and a row of indicator lights" },
      { caption: "Calibrating a pressure transmitter", alt: "A technician with a calibrator standing beside a transmitter and a gauge on a workshop pipe" },
      { caption: "Field gauges at a process skid", alt: "Three pressure gauges on stands along a pipe rack at an outdoor process skid" },
    ],
  },
  {
    slug: "training-development",
    name: "Training & Development",
    pictures: [
      { caption: "Classroom training session", alt: "An instructor pointing at a chart on a screen while four trainees sit in the classroom" },
      { caption: "Hands-on valve maintenance training", alt: "Four trainees in coveralls and hard hats gathered around a large valve in the workshop" },
      { caption: "Safety induction for new starters", alt: "A supervisor briefing four new starters in hard hats in front of a safety notice board" },
    ],
  },
];

export const galleryCategories: GalleryCategory[] = categories.map(({ slug, name, pictures }) => ({
  slug,
  name,
  images: pictures.map((picture, index) => ({ ...picture, src: `/art/gallery/${slug}-${index + 1}.svg` })),
}));

/** Every gallery picture in page order, for the loading gate and the lightbox's previous and next. */
export const galleryImages: GalleryImage[] = galleryCategories.flatMap((category) => category.images);
