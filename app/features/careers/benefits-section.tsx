import type { Benefit } from "~/content/schemas/benefit";
import type { SectionHeadingCopy } from "~/content/schemas/section";
import { Section } from "~/ui/section";
import { BenefitCard } from "./benefit-card";

export function BenefitsSection({ heading, benefits }: { heading: SectionHeadingCopy; benefits: readonly Benefit[] }) {
  return (
    <Section id="why-work-with-us" headingId="benefits-heading" {...heading} align="center" spacing="snug">
      <ul className="grid gap-8 md:grid-cols-3">
        {benefits.map((benefit) => (
          <li key={benefit.id}>
            <BenefitCard benefit={benefit} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
