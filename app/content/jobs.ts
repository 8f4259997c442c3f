import type { Job } from "./schemas/job";

type Entry = Omit<Job, "applyLink">;

// Current openings (sample content). Each applies through an external online form; the JobPosting
// structured data is built from these same fields (type → employmentType, datePosted).
const entries: Entry[] = [
  {
    id: "user-facing-app-representative",
    title: "User-Facing App Representative",
    location: "Lagos",
    type: "Hybrid",
    experience: "2+ years",
    description:
      "Be the voice of our customer and vendor apps: onboard users, answer their questions, log and follow up issues with the IT team, and turn feedback into clear improvement requests.",
    datePosted: "2026-11-09",
  },
  {
    id: "manual-machinist",
    title: "Manual Machinist",
    location: "Port-Harcourt",
    type: "Full-time",
    experience: "3+ years",
    description:
      "Set up and run conventional lathes, milling and radial drilling machines to produce flanges, spools and wellhead parts to drawing tolerances, and check your own work with precision gauges.",
    datePosted: "2026-11-02",
  },
  {
    id: "machine-shop-supervisor",
    title: "Machine Shop Supervisor",
    location: "Port-Harcourt",
    type: "Full-time",
    experience: "5-7+ years",
    description:
      "Lead the machinists and CNC operators of our yard: plan the shop's workload, enforce safe work and quality procedures, review first-off inspections and keep the machines maintained.",
    datePosted: "2026-10-26",
  },
  {
    id: "assistant-depot-operations-supervisor",
    title: "Assistant Depot Operations Supervisor",
    location: "Warri",
    type: "Full-time",
    experience: "4+ years",
    description:
      "Support the depot supervisor in receiving, storing and loading out petroleum products: tank gauging, product reconciliation, truck loading schedules, permits to work and daily reports.",
    datePosted: "2026-10-19",
  },
  {
    id: "depot-laboratory-analyst",
    title: "Depot Laboratory Analyst",
    location: "Lagos",
    type: "Full-time",
    experience: "2+ years",
    description:
      "Sample and test incoming and outgoing PMS, AGO, DPK and lubricants to ASTM methods, keep the laboratory's equipment calibrated, and issue certificates of quality for every batch.",
    datePosted: "2026-11-12",
  },
  {
    id: "cnc-operator",
    title: "CNC Operator",
    location: "Port-Harcourt",
    type: "Full-time",
    experience: "3+ years",
    description:
      "Run our CNC lathes and machining centres from 3D CAD programs: load and edit programs, set tools and offsets, machine API 6A components and record dimensional checks.",
    datePosted: "2026-11-16",
  },
];

export const jobs: Job[] = entries.map((entry) => ({
  ...entry,
  applyLink: `https://forms.example.com/deltaforge/${entry.id}`,
}));
