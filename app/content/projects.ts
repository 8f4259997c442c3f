import { getClient } from "./clients";
import type { Project } from "./schemas/project";

type Entry = Omit<Project, "client" | "image" | "logo">;

// Sample projects for fictional clients. Images: public/art/projects/{id}.svg.
const entries: Entry[] = [
  {
    id: "calabar-tank-farm",
    title: "40 Million Litre Tank Farm Upgrade, Calabar",
    clientId: "riverline-storage",
    category: "Storage & Terminals",
    location: "Calabar, Cross River",
    year: 2024,
    description:
      "Rehabilitation of six storage tanks totalling 40 million litres: floor and shell repairs, new floating roof seals, fire-water ring main, gauging and a refurbished truck loading gantry, delivered while the terminal kept operating.",
    latest: true,
  },
  {
    id: "modular-refinery",
    title: "2,500 Barrels-per-Day Modular Refinery Upgrade",
    clientId: "greenwater-refining",
    category: "Refining",
    location: "Rivers State",
    year: 2024,
    description:
      "Debottlenecking of a 2500 barrel-per-day modular refinery: new heat exchangers, a crude heater burner upgrade, piping modifications and instrumentation, with pre-commissioning and start-up support.",
    latest: true,
  },
  {
    id: "booster-compressor",
    title: "Booster Compressor Tie-in",
    clientId: "coastline-ep",
    category: "Gas & Compression",
    location: "Delta State",
    year: 2023,
    description:
      "Engineering, fabrication and hot-tap tie-in of a gas booster compressor package to an existing flow station manifold, including pipe spools, supports, hydrotest and commissioning.",
    latest: true,
  },
  {
    id: "transformer-rectifier-repair",
    title: "Cathodic Protection Transformer Rectifier Repair (April 2025)",
    clientId: "atlantic-basin",
    category: "Electrical & Corrosion",
    location: "Bayelsa State",
    year: 2025,
    description:
      "In April 2025 our electrical team diagnosed and repaired a failed cathodic protection transformer rectifier, restoring pipeline protection potentials within the agreed outage window.",
    latest: true,
  },
  {
    id: "apapa-tank-farm",
    title: "30 Million Litre Tank Farm Upgrade, Apapa",
    clientId: "riverline-storage",
    category: "Storage & Terminals",
    location: "Apapa, Lagos",
    year: 2023,
    description:
      "Upgrade of a 30 million litre petroleum products tank farm in Apapa: tank inspection and repairs, blasting and coating, new product lines and metering, and a foam fire-suppression system.",
    latest: false,
  },
  {
    id: "maintenance-inspection",
    title: "Maintenance and Inspection of Production Facilities",
    clientId: "atlantic-basin",
    category: "Maintenance & Inspection",
    location: "Niger Delta",
    year: 2022,
    description:
      "Multi-year planned maintenance and inspection of wellheads, separators and pressure vessels across onshore production facilities, with certified inspectors and a 24-hour call-out crew.",
    latest: false,
  },
  {
    id: "machining-fabrication",
    title: "Machining and Fabrication of Wellhead Components",
    clientId: "kestrel-completions",
    category: "Fabrication & Machining",
    location: "Port Harcourt yard",
    year: 2023,
    description:
      "CNC machining of flanges, adaptor spools and crossover subs to API 6A dimensions, with coded welding, NDT and pressure testing in our Port Harcourt workshop.",
    latest: false,
  },
  {
    id: "gas-equipment-procurement",
    title: "Gas Processing Equipment Procurement",
    clientId: "harmattan-gas",
    category: "Procurement",
    location: "Lagos and Rivers State",
    year: 2022,
    description:
      "Sourcing, factory inspection, shipping and customs clearance of gas metering skids, pressure regulators and valves from approved manufacturers, delivered to site on schedule.",
    latest: false,
  },
  {
    id: "wellsite-refurbishment",
    title: "Wellsite Equipment Refurbishment",
    clientId: "mangrove-wellsite",
    category: "Maintenance & Inspection",
    location: "Warri, Delta",
    year: 2024,
    description:
      "Strip-down, inspection, repair and recertification of wellsite pumps, manifolds and pressure control equipment, returning each unit with a full test record.",
    latest: false,
  },
  {
    id: "flowline-replacement",
    title: "Flowline Replacement and Hydrotest",
    clientId: "coastline-ep",
    category: "Fabrication & Machining",
    location: "Delta State",
    year: 2021,
    description:
      "Replacement of 4 km of corroded 6 inch flowline: fabrication of spools in our yard, field welding to coded procedures, radiography, hydrotest and reinstatement of the right of way.",
    latest: false,
  },
];

export const projects: Project[] = entries.map((entry) => {
  const client = getClient(entry.clientId);
  return { ...entry, client: client.name, logo: client.logo, image: `/art/projects/${entry.id}.svg` };
});

/** The 4 tiles of the home page's Latest Projects. */
export const latestProjects: Project[] = projects.filter((project) => project.latest);
