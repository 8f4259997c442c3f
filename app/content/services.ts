import type { ServiceId } from "../lib/paths";
import type { Service } from "./schemas/service";

export const services: Service[] = [
  {
    id: "engineering",
    title: "Engineering",
    summary: "Conceptual, FEED and detailed engineering for onshore and offshore facilities, from support offices in Lagos, Port Harcourt, Calabar and Abuja.",
    description: "Conceptual, FEED and detailed engineering for oil and gas facilities: process, mechanical, piping, civil, electrical and instrumentation.",
    image: "/art/services/engineering.svg",
  },
  {
    id: "procurement",
    title: "Procurement",
    summary: "Sourcing, expediting, inspection and delivery of equipment and materials from approved manufacturers worldwide.",
    description: "Procurement of oil and gas equipment and materials: sourcing, expediting, inspection, logistics and delivery to site.",
    image: "/art/services/procurement.svg",
  },
  {
    id: "fabrication",
    title: "Fabrication and Construction",
    summary: "Onshore and offshore fabrication and construction of structures, pipe spools, skids and tanks in our own yard and on site.",
    description: "Onshore and offshore fabrication and construction: structures, pipe spools, skids, storage tanks and installation on site.",
    image: "/art/services/fabrication.svg",
  },
  {
    id: "commissioning",
    title: "Commissioning and Start-up",
    summary: "Pre-commissioning, commissioning and start-up of process, utility, electrical and instrumentation systems.",
    description: "Pre-commissioning, commissioning and start-up services for process, utility, electrical and instrumentation systems.",
    image: "/art/services/commissioning.svg",
  },
  {
    id: "operations",
    title: "Operations and Maintenance",
    summary: "Planned, preventive and corrective maintenance and operations support that keeps facilities safe and available.",
    description: "Operations and maintenance of oil and gas facilities: planned, preventive and corrective maintenance and operations support.",
    image: "/art/services/operations.svg",
  },
  {
    id: "manpower",
    title: "Technical Manpower Supply",
    summary: "Certified engineers, technicians and supervisors deployed quickly for projects, shutdowns and long-term operations.",
    description: "Supply of certified technical manpower: engineers, technicians, inspectors and supervisors for projects and operations.",
    image: "/art/services/manpower.svg",
  },
  {
    id: "trading",
    title: "Petroleum Products Trading",
    summary: "Marketing, supply and trading of PMS, AGO, DPK, ATK, LPFO, base oils and lubricants across Nigeria and West Africa.",
    description: "Marketing, supply and trading of PMS, AGO, DPK, ATK, LPFO, base oils and lubricants across Nigeria and West Africa, 24/7.",
    image: "/art/services/trading.svg",
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
