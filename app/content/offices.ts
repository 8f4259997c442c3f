import { ownHalf } from "./language";
import { company } from "./company";
import dataFile from "./data/offices.json" with { type: "json" };
import { headOfficeId, type Office, type OfficeHours } from "./schemas/office";

const data = /* @__PURE__ */ ownHalf(dataFile);

type Position = { lat: number; lon: number };
type Branch = Omit<Office, "mapUrl" | "directionsUrl"> & Position;

// The offices of the contact page, edited in data/offices.json (or /admin/). The head office's
// address, phones and email are the company's own (data/company.json), written once. Maps and
// directions come from OpenStreetMap, the only frame source the Content-Security-Policy allows.
// The build checks the file against its schema (data-files.ts), so the casts only restore the literal types.
const headOffice: Branch = {
  id: headOfficeId,
  name: data.headOffice.name,
  icon: "building-2",
  address: company.address.lines,
  phone: company.phones.join(", "),
  email: company.emails.info,
  lat: data.headOffice.lat,
  lon: data.headOffice.lon,
};

/** A small box around the office, with a marker on it. */
function mapUrl(lat: number, lon: number): string {
  const bbox = [lon - 0.012, lat - 0.007, lon + 0.012, lat + 0.007].map((n) => n.toFixed(4)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

export const offices: Office[] = [headOffice, ...(data.branches as Branch[])].map(({ lat, lon, ...office }) => ({
  ...office,
  mapUrl: mapUrl(lat, lon),
  directionsUrl: `https://www.openstreetmap.org/directions?to=${lat},${lon}`,
}));

/** Spec §9. */
export const officeHours: OfficeHours[] = data.hours;
