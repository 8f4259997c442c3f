import type { CallToAction } from "~/content/schemas/home";
import { ButtonLink } from "~/ui/button-link";
import { Container } from "~/ui/container";

/** The mid-page call to action: Request Quote and Contact Us. */
export function HomeCallToAction({ content }: { content: CallToAction }) {
  const { heading, text, primary, secondary } = content;
  return (
    <section id="get-in-touch" aria-labelledby="cta-heading" className="render-near-view bg-amber-500">
      <Container className="flex flex-col items-start justify-between gap-8 py-16 lg:flex-row lg:items-center">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-3xl font-extrabold tracking-tight text-balance text-navy-950 sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-3 text-lg font-medium text-navy-900">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={primary.href} variant="secondary" className="bg-navy-900 hover:bg-navy-800">
            {primary.label}
          </ButtonLink>
          <ButtonLink to={secondary.href} variant="outline" className="text-navy-950 hover:bg-amber-400">
            {secondary.label}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
