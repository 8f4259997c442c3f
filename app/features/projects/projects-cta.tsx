import { paths } from "~/lib/paths";
import { ButtonLink } from "~/ui/button-link";
import { Container } from "~/ui/container";

/** Closing call to action of the projects page. */
export function ProjectsCta() {
  return (
    <section aria-labelledby="projects-cta-heading" className="bg-navy-900 py-16 text-white">
      <Container className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="projects-cta-heading" className="text-3xl font-extrabold tracking-tight">
            Have a project like these?
          </h2>
          <p className="mt-3 text-lg text-navy-100">
            Tell us the scope and the schedule: our engineers reply with a detailed proposal within 24-48 hours.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.quote}>Request a Quote</ButtonLink>
          <ButtonLink to={paths.contact} variant="outline-light">
            Contact Us
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
