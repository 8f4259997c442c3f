import {
  ClipboardList,
  DraftingCompass,
  Factory,
  Fuel,
  Gauge,
  HardHat,
  MapPin,
  PackageSearch,
  Settings,
  ShieldCheck,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { ServiceIconName } from "~/content/schemas/service";

// Content names its icons; this one map turns the names into components, so only these ship.
const icons: Record<ServiceIconName, LucideIcon> = {
  "drafting-compass": DraftingCompass,
  "package-search": PackageSearch,
  factory: Factory,
  gauge: Gauge,
  settings: Settings,
  "hard-hat": HardHat,
  fuel: Fuel,
  zap: Zap,
  wrench: Wrench,
  "shield-check": ShieldCheck,
  "clipboard-list": ClipboardList,
  "map-pin": MapPin,
};

/** A decorative icon named in content; the text beside it carries the meaning. */
export function ServiceIcon({ name, className = "size-6" }: { name: ServiceIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} strokeWidth={1.75} />;
}
