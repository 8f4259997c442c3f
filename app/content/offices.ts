import { company } from "./company";
import type { Office, OfficeHours } from "./schemas/office";

type Entry = Omit<Office, "mapUrl" | "directionsUrl"> & { lat: number; lon: number };

// The three offices of the contact page. Maps and directions come from OpenStreetMap, the only
// frame source the Content-Security-Policy allows. The client office is in a fictional client's building.
const entries: Entry[] = [
  {
    id: "headoffice",
    name: "Head Office, Lagos",
    address: company.address.lines,
    phone: company.phones.join(", "),
    email: company.emails.info,
    lat: 6.4515,
    lon: 3.3896,
  },
  {
    id: "portharcourt",
    name: "Port Harcourt Terminal Office",
    address: ["Plot 27 Trans-Amadi Industrial Layout", "Port Harcourt", "Rivers State, Nigeria"],
    phone: "+234 806 000 2231, +234 705 000 8814",
    email: "portharcourt@deltaforge.example",
    lat: 4.8156,
    lon: 7.0498,
  },
  {
    id: "chevron",
    name: "Client Liaison Office, Lekki (Atlantic Basin Petroleum)",
    address: ["Atlantic Basin House, 8 Admiralty Way", "Lekki Phase 1", "Lagos, Nigeria"],
    phone: "+234 802 000 3390",
    email: "lekki@deltaforge.example",
    lat: 6.4474,
    lon: 3.4723,
  },
];

/** A small box around the office, with a marker on it. */
function mapUrl(lat: number, lon: number): string {
  const bbox = [lon - 0.012, lat - 0.007, lon + 0.012, lat + 0.007].map((n) => n.toFixed(4)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

export const offices: Office[] = entries.map(({ lat, lon, ...office }) => ({
  ...office,
  mapUrl: mapUrl(lat, lon),
  directionsUrl: `https://www.openstreetmap.org/directions?to=${lat},${lon}`,
}));

/** Spec §9. */
export const officeHours: OfficeHours[] = [
  { day: "Monday to Friday", hours: "8:00 AM to 6:00 PM" },
  { day: "Saturday", hours: "9:00 AM to 2:00 PM" },
  { day: "Sunday", hours: "Closed" },
];
