import type { ServiceId } from "../../../contract/site-paths";
import type { SectionKind, SectionOf, ServicePage } from "../schemas/service-page";
import { commissioningPage } from "./commissioning";
import { engineeringPage } from "./engineering";
import { fabricationPage } from "./fabrication";
import { manpowerPage } from "./manpower";
import { operationsPage } from "./operations";
import { procurementPage } from "./procurement";
import { tradingPage } from "./trading";

/**
 * The sections of every service detail page. Only the route's build-time loader imports this,
 * so each page's text reaches the browser as that page's data, never in a shared script.
 */
export const servicePages: Record<ServiceId, ServicePage> = {
  engineering: engineeringPage,
  procurement: procurementPage,
  fabrication: fabricationPage,
  commissioning: commissioningPage,
  operations: operationsPage,
  manpower: manpowerPage,
  trading: tradingPage,
};

/** One section of a page, by id and kind (used by the catalog to pin the spec's counts). */
export function getSection<K extends SectionKind>(serviceId: ServiceId, sectionId: string, kind: K): SectionOf<K> {
  const section = servicePages[serviceId].sections.find((entry) => entry.id === sectionId);
  if (!section || section.kind !== kind) throw new Error(`No ${kind} section "${sectionId}" on ${serviceId}`);
  return section as SectionOf<K>;
}
