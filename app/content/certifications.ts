import type { Certification } from "./schemas/certification";

// The four certificates of spec §2. No entry has a validity: the spec's validity line stays hidden.
export const certifications: Certification[] = [
  {
    id: "iso-9001-quality",
    name: "ISO 9001:2015 Quality Management",
    category: "Quality",
    description:
      "Our quality management system for engineering, fabrication, construction and energy services is certified by an accredited registrar and audited every year.",
    image: "/art/certifications/iso-9001-quality.svg",
    year: 2022,
  },
  {
    id: "iso-45001",
    name: "ISO 45001:2018 Occupational Health and Safety",
    category: "Health & Safety",
    description:
      "Our occupational health and safety management system protects our people and our clients' sites, with risk assessment, permits to work and incident learning built in.",
    image: "/art/certifications/iso-45001.svg",
    year: 2022,
  },
  {
    id: "coren-licence",
    name: "Engineering Practising Licence",
    category: "Regulatory",
    description:
      "We are registered with COREN, the Council for the Regulation of Engineering in Nigeria, and hold its practising licence for engineering firms, renewed every two years.",
    image: "/art/certifications/coren-licence.svg",
    year: 2023,
  },
  {
    id: "iso-9001-manufacturing",
    name: "ISO 9001:2015 Manufacturing",
    category: "Manufacturing",
    description:
      "The machining and fabrication of components in our Port Harcourt workshop are certified to ISO 9001:2015, from material receipt and CNC machining to inspection and release.",
    image: "/art/certifications/iso-9001-manufacturing.svg",
    year: 2025,
  },
];
