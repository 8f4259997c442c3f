import data from "../data/service-pages/trading.json" with { type: "json" };
import type { ServicePage } from "../schemas/service-page";

// Edited in data/service-pages/trading.json (or /admin/). The build checks the file against its schema
// (data-files.ts), so the cast only restores the literal types.
export const tradingPage = data as ServicePage;
