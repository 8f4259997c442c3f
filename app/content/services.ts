import type { ServiceId } from "../../contract/site-paths";
import data from "./data/services.json" with { type: "json" };
import type { Service } from "./schemas/service";

// The seven service lines, edited in data/services.json (or /admin/). Cards, the home page, search and
// the detail pages all read this list; each detail page's own sections live in data/service-pages/.
// The build checks the file against its schema (data-files.ts), so the cast only restores the literal types.
// Read inside a call marked pure: a page that imports this module only for what its build-time loader
// needs (the home page's service cards) then leaves the services file out of its JavaScript.
export const services = /* @__PURE__ */ (() => data.services as Service[])();

export function findService(id: string | undefined): Service | undefined {
  return services.find((service) => service.id === id);
}

export function getService(id: ServiceId): Service {
  const service = findService(id);
  if (!service) throw new Error(`Unknown service ${id}`);
  return service;
}
