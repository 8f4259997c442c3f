import { paths } from "../../contract/site-paths";
import type { Company } from "./schemas/company";

// Sample content: the company, its people and clients are fictional. Edit here, not in components.
export const company: Company = {
  name: "Deltaforge Energy Services Limited",
  shortName: "Deltaforge Energy",
  tagline: "Engineering, fabrication and energy services across Nigeria and West Africa",
  footerTagline: "Your indigenous partner across the upstream, midstream and downstream energy value chain",
  blurb:
    "Deltaforge Energy Services Limited is an indigenous Nigerian company delivering engineering, procurement, fabrication, commissioning, operations and maintenance, technical manpower and petroleum products trading to oil and gas, petrochemical and infrastructure clients.",
  founded: 2015,
  phones: ["+234 803 000 4120", "+234 809 000 7745"],
  emails: { info: "info@deltaforge.example", hr: "careers@deltaforge.example" },
  address: { lines: ["14 Marina Road", "Lagos Island", "Lagos, Nigeria"], city: "Lagos" },
  networkingUrl: "https://www.linkedin.com/company/deltaforge-energy-example",
  chatUrl: "https://wa.me/2348030004120",
  profilePdf: paths.companyProfile,
  claims: ["ISO 9001:2015", "ISO 45001:2018"],
};

/** "+234 803 000 4120" → "tel:+2348030004120" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
