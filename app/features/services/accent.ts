import type { ServiceAccent } from "~/content/schemas/service";

type AccentClasses = {
  /** A solid fill that white icons sit on (every pair reaches 3:1 or better for graphics). */
  solid: string;
  /** A thin rule in the accent colour. */
  bar: string;
  /** A pale tint with dark text, for chips and icon tiles on white. */
  soft: string;
};

// Tailwind needs whole class names in the source, so each accent is spelled out here.
export const accentClasses: Record<ServiceAccent, AccentClasses> = {
  navy: { solid: "bg-navy-700 text-white", bar: "bg-navy-700", soft: "bg-navy-50 text-navy-800" },
  ocean: { solid: "bg-navy-600 text-white", bar: "bg-navy-600", soft: "bg-navy-50 text-navy-700" },
  teal: { solid: "bg-teal-700 text-white", bar: "bg-teal-700", soft: "bg-steel-50 text-teal-700" },
  leaf: { solid: "bg-leaf-700 text-white", bar: "bg-leaf-700", soft: "bg-steel-50 text-leaf-700" },
  amber: { solid: "bg-amber-500 text-navy-950", bar: "bg-amber-500", soft: "bg-amber-300/30 text-amber-700" },
  steel: { solid: "bg-steel-800 text-white", bar: "bg-steel-800", soft: "bg-steel-100 text-steel-800" },
  orange: { solid: "bg-amber-700 text-white", bar: "bg-amber-700", soft: "bg-amber-300/30 text-amber-700" },
};
