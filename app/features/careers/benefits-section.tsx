import type { Benefit } from "~/content/schemas/benefit";
import type { SectionHeadingCopy } from "~/content/schemas/section";
import { CardGrid } from "~/ui/card-grid";
import { Section } from "~/ui/section";
import { BenefitCard } from "./benefit-card";

export function BenefitsSection({ heading, benefits }: { heading: SectionHeadingCopy; benefits: readonly Benefit[] }) {
  return (
    <Section id="why-work-with-us" headingId="benefits-heading" {...heading} align="center" spacing="snug">
      <CardGrid items={benefits} keyOf="id" className="grid gap-8 md:grid-cols-3">
        {(benefit) => <BenefitCard benefit={benefit} />}
      </CardGrid>
    </Section>
  );
}
