import type { ServiceStat } from "./schemas/service";

// The services page's stats band (spec §9: 200+ projects, 15+ years, 50+ industry partners).
export const servicesStats: ServiceStat[] = [
  { number: 200, suffix: "+", label: "Projects completed" },
  { number: 15, suffix: "+", label: "Years of experience" },
  { number: 50, suffix: "+", label: "Industry partners" },
];
