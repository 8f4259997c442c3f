import data from "../data/service-pages/engineering.json" with { type: "json" };
import type { ServicePage } from "../schemas/service-page";

// Edited in data/service-pages/engineering.json (or /admin/). The build checks the file against its schema
// (data-files.ts), so the cast only restores the literal types.
export const engineeringPage = data as ServicePage;
