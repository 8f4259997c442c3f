import { paths } from "../lib/paths";
import data from "./data/company.json" with { type: "json" };
import type { Company } from "./schemas/company";

// Sample content: the company, its people and clients are fictional. Edit data/company.json (or
// /admin/), not components. The build checks the file against its schema (data-files.ts).
export const company: Company = {
  ...(data as Omit<Company, "profilePdf" | "chatUrl">),
  profilePdf: paths.companyProfile,
  chatUrl: chatUrl(data.phones[0]!),
};

/** WhatsApp's link to chat with a number: its digits, country code first ("+234 803 000 4120" → wa.me/2348030004120). */
export function chatUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}
