import type { TimelineEntry } from "./schemas/history";

// The five milestones of spec §2. Only the first two carry a year; the spec gives the others none.
export const history: TimelineEntry[] = [
  {
    id: "foundation",
    year: 2015,
    title: "Foundation in Lagos",
    description:
      "Deltaforge Energy Services Limited is founded in Lagos as an indigenous engineering practice, supporting operators with maintenance engineering and technical manpower.",
    icon: "flag",
  },
  {
    id: "service-expansion",
    year: 2018,
    title: "Service expansion",
    description:
      "We add fabrication and construction, commissioning and petroleum products trading, open the Port Harcourt terminal office and our fabrication yard.",
    icon: "expand",
  },
  {
    id: "engineering-excellence",
    title: "Engineering Excellence",
    description:
      "Coded welding to ASME IX, a CNC machine shop linked to 3D CAD and certified inspectors let us deliver tank farm upgrades, compressor tie-ins and a modular refinery upgrade.",
    icon: "engineering",
  },
  {
    id: "global-recognition",
    title: "Global Recognition",
    description:
      "Our management systems are certified to ISO 9001:2015 and ISO 45001:2018, and our fabrication to ISO 9001:2015 Manufacturing, by an accredited international registrar.",
    icon: "award",
  },
  {
    id: "digital-innovation",
    title: "Digital Innovation",
    description:
      "Cloud document control, digital permits to work and real-time reporting from remote sites give clients live visibility of progress, safety and quality.",
    icon: "digital",
  },
];
