import { ownHalf } from "./language";
import { company } from "./company";
import dataFile from "./data/offices.json" with { type: "json" };
import { headOfficeId, type Office, type OfficeHours } from "./schemas/office";
import type { CopyValues } from "./copy-counts";

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
  proseName: data.headOffice.proseName,
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

/** Every office, the head office first; `hours` only where an office keeps its own (the company's are `officeHours`). */
export const offices: (Office & { position: Position })[] = [headOffice, ...(data.branches as Branch[])].map(({ lat, lon, ...office }) => ({
  ...office,
  position: { lat, lon },
  mapUrl: mapUrl(lat, lon),
  directionsUrl: `https://www.openstreetmap.org/directions?to=${lat},${lon}`,
}));

/** The company's opening hours (spec §9): every office's that keeps none of its own. */
export const officeHours: OfficeHours[] = data.hours;

/** What copy that counts or lists the offices is filled with (copy-counts.ts): `{officeCount}` and `{officeList}`. */
export const officeCopy: CopyValues = { officeCount: offices.length, officeList: offices.map((office) => office.proseName) };
