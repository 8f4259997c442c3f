import type { SectionCopy } from "~/content/schemas/home";
import { SectionHeading } from "~/ui/section-heading";
import { MoreLink } from "./more-link";

type SectionHeaderProps = {
  id: string;
  copy: SectionCopy;
  tone?: "light" | "dark";
  /** A "View all …" link at the top right. */
  more?: { href: string; label: string };
};

/** A home section's eyebrow, h2 and lead, from content, with its "View all …" link when it has one. */
export function SectionHeader({ id, copy, tone, more }: SectionHeaderProps) {
  const heading = (
    <SectionHeading id={id} eyebrow={copy.eyebrow} title={copy.title} tone={tone}>
      <p>{copy.lead}</p>
    </SectionHeading>
  );
  if (!more) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-6">
      {heading}
      <MoreLink to={more.href}>{more.label}</MoreLink>
    </div>
  );
}
