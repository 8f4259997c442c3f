import { ownHalf } from "./language";
import { fillCounts, type CopyValues } from "./copy-counts";
import dataFile from "./data/services.json" with { type: "json" };
import type { Service } from "./schemas/service";
import type { SectionKind, SectionOf, ServiceSection } from "./schemas/service-page";

const data = /* @__PURE__ */ ownHalf(dataFile);

// The service lines, edited in data/services.json (or /admin/): each entry is a whole service, its
// card and its detail page. Cards, the home page, search, the side navigation, the routes and the
// PDF all read this list, so a new entry is a new service everywhere.
// The build checks the file against its schema (data-files.ts), so the cast only restores the literal types.
// Read inside a call marked pure: a page that imports this module only for what its build-time loader
// needs then leaves the services file out of its JavaScript.
/**
 * What copy that counts or lists the services is filled with (copy-counts.ts): `{serviceCount}` and
 * `{serviceList}`, every service's name in a sentence in the data's order.
 */
export const serviceCopy: CopyValues = /* @__PURE__ */ (() => ({
  serviceCount: data.services.length,
  serviceList: data.services.map((service) => service.proseName),
}))();

// `{serviceCount}` and `{serviceList}` anywhere in a service, and `{count}` in a section (its own
// number of entries), are filled here.
export const services = /* @__PURE__ */ (() =>
  (data.services as Service[]).map((service) => {
    const filled = fillCounts(service, serviceCopy);
    const sections = filled.page.sections.map((section) => fillCounts(section, { ...serviceCopy, count: sectionEntries(section) }));
    return { ...filled, page: { ...filled.page, sections } };
  }))();

/** How many entries a section lists: what `{count}` in its text stands for. */
function sectionEntries(section: ServiceSection): number | undefined {
  switch (section.kind) {
    case "checklist":
      return section.items.length;
    case "steps":
      return section.steps.length;
    case "groups":
      return section.groups.length;
    case "features":
      return section.features.length;
    case "credentials":
      return section.credentials.length;
    default:
      return undefined;
  }
}

/** Each service's id, the last part of its page's address (`servicePath`). */
export const serviceIds: string[] = /* @__PURE__ */ (() => services.map((service) => service.id))();

export function findService(id: string | undefined): Service | undefined {
  return services.find((service) => service.id === id);
}

export function getService(id: string): Service {
  const service = findService(id);
  if (!service) throw new Error(`Unknown service ${id}`);
  return service;
}

/** One section of a service's page, by id and kind (the catalog pins the spec's counts with it; the PDF quotes two). */
export function getSection<K extends SectionKind>(serviceId: string, sectionId: string, kind: K): SectionOf<K> {
  const section = getService(serviceId).page.sections.find((entry) => entry.id === sectionId);
  if (!section || section.kind !== kind) throw new Error(`No ${kind} section "${sectionId}" on ${serviceId}`);
  return section as SectionOf<K>;
}
