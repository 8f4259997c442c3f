import type { Benefit } from "~/content/schemas/benefit";
import { Container } from "~/ui/container";
import { SectionHeading } from "~/ui/section-heading";
import { BenefitCard } from "./benefit-card";

export function BenefitsSection({ benefits }: { benefits: readonly Benefit[] }) {
  return (
    <section id="why-work-with-us" aria-labelledby="benefits-heading" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="benefits-heading" eyebrow="Why work with us" title="Grow with a team that invests in you" align="center">
          Safe work, real responsibility and the training to take on more: this is what our people value most.
        </SectionHeading>
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.id}>
              <BenefitCard benefit={benefit} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
