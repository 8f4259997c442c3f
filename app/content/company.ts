import { paths } from "../../contract/site-paths";
import data from "./data/company.json" with { type: "json" };
import type { Company } from "./schemas/company";

// Sample content: the company, its people and clients are fictional. Edit data/company.json (or
// /admin/), not components. The build checks the file against its schema (data-files.ts).
export const company: Company = { ...(data as Omit<Company, "profilePdf">), profilePdf: paths.companyProfile };
