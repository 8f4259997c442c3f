import type { ServiceId } from "../../contract/site-paths";
import type { Service } from "./schemas/service";

// The seven service lines. Cards, the home page, search and the detail pages all read this list;
// each detail page's own sections live in ./service-pages/.
export const services: Service[] = [
  {
    id: "engineering",
    title: "Engineering",
    summary: "Conceptual, FEED and detailed engineering for onshore and offshore facilities, from support offices in Lagos, Port Harcourt, Calabar and Abuja.",
    description: "Conceptual, FEED and detailed engineering for oil and gas facilities: process, mechanical, piping, civil, electrical and instrumentation.",
    image: "/art/services/engineering.svg",
    icon: "drafting-compass",
    colour: "navy",
    features: [
      "Conceptual, FEED and detailed design",
      "Process, piping, structural, electrical and instrument disciplines",
      "Designs to ASME, API, ISO and DPR requirements",
      "Support offices in Lagos, Port Harcourt, Calabar and Abuja",
    ],
  },
  {
    id: "procurement",
    title: "Procurement",
    summary: "Sourcing, expediting, inspection and delivery of equipment and materials from approved manufacturers worldwide.",
    description: "Procurement of oil and gas equipment and materials: sourcing, expediting, inspection, logistics and delivery to site.",
    image: "/art/services/procurement.svg",
    icon: "package-search",
    colour: "teal",
    features: [
      "Sourcing from approved manufacturers worldwide",
      "Expediting and inspection at source",
      "Shipping, customs clearance and delivery to site",
      "Complete certification and documentation packs",
    ],
  },
  {
    id: "fabrication",
    title: "Fabrication and Construction",
    summary: "Onshore and offshore fabrication and construction of structures, pipe spools, skids and tanks in our own yard and on site.",
    description: "Onshore and offshore fabrication and construction: structures, pipe spools, skids, storage tanks and installation on site.",
    image: "/art/services/fabrication.svg",
    icon: "factory",
    colour: "orange",
    features: [
      "Structures, pipe spools, skids and storage tanks",
      "Coded welding to ASME IX in our own yard",
      "Onshore and offshore installation and hook-up",
      "Blasting, painting, NDT and hydrotesting in-house",
    ],
  },
  {
    id: "commissioning",
    title: "Commissioning and Start-up",
    summary: "Pre-commissioning, commissioning and start-up of process, utility, electrical and instrumentation systems.",
    description: "Pre-commissioning, commissioning and start-up services for process, utility, electrical and instrumentation systems.",
    image: "/art/services/commissioning.svg",
    icon: "gauge",
    colour: "leaf",
    features: [
      "Mechanical completion and pre-commissioning",
      "Loop checks, function tests and energisation",
      "Start-up support and performance testing",
      "Certified handover dossiers",
    ],
  },
  {
    id: "operations",
    title: "Operations and Maintenance",
    summary: "Planned, preventive and corrective maintenance and operations support that keeps facilities safe and available.",
    description: "Operations and maintenance of oil and gas facilities: planned, preventive and corrective maintenance and operations support.",
    image: "/art/services/operations.svg",
    icon: "settings",
    colour: "steel",
    features: [
      "Planned and preventive maintenance programmes",
      "Shutdown and turnaround execution",
      "Inspection, integrity and corrosion management",
      "24-hour corrective maintenance call-out",
    ],
  },
  {
    id: "manpower",
    title: "Technical Manpower Supply",
    summary: "Certified engineers, technicians and supervisors deployed quickly for projects, shutdowns and long-term operations.",
    description: "Supply of certified technical manpower: engineers, technicians, inspectors and supervisors for projects and operations.",
    image: "/art/services/manpower.svg",
    icon: "hard-hat",
    colour: "ocean",
    features: [
      "Engineers, technicians, inspectors and supervisors",
      "COREN, IRATA, ASNT, BOSIET and OPITO certified staff",
      "Mobilisation within days for projects and shutdowns",
      "Payroll, welfare, insurance and HSE handled for you",
    ],
  },
  {
    id: "trading",
    title: "Petroleum Products Trading",
    summary: "Marketing, supply and trading of PMS, AGO, DPK, ATK, LPFO, base oils and lubricants across Nigeria and West Africa.",
    description: "Marketing, supply and trading of PMS, AGO, DPK, ATK, LPFO, base oils and lubricants across Nigeria and West Africa, 24/7.",
    image: "/art/services/trading.svg",
    icon: "fuel",
    colour: "amber",
    features: [
      "PMS, AGO, DPK, ATK and LPFO supply",
      "Base oils and lubricants for industry and fleets",
      "Deliveries across Nigeria and West Africa",
      "Order desk and support available 24/7",
    ],
  },
];

export function findService(id: string | undefined): Service | undefined {
  return services.find((service) => service.id === id);
}

export function getService(id: ServiceId): Service {
  const service = findService(id);
  if (!service) throw new Error(`Unknown service ${id}`);
  return service;
}
