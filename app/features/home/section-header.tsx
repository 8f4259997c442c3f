import type { SectionCopy } from "~/content/schemas/home";
import { SectionHeading } from "~/ui/section-heading";

/** A home section's eyebrow, h2 and lead, from content. */
export function SectionHeader({
  id,
  copy,
  align,
  tone,
}: {
  id: string;
  copy: SectionCopy;
  align?: "left" | "center";
  tone?: "light" | "dark";
}) {
  return (
    <SectionHeading id={id} eyebrow={copy.eyebrow} title={copy.title} align={align} tone={tone}>
      <p>{copy.lead}</p>
    </SectionHeading>
  );
}
