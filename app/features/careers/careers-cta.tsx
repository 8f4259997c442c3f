import { Mail } from "lucide-react";
import { company } from "~/content/company";
import { buttonClass } from "~/ui/button-link";
import { Container } from "~/ui/container";

/** Closing call to action: open applications go to HR by e-mail. */
export function CareersCta() {
  return (
    <section id="talk-to-hr" aria-labelledby="careers-cta-heading" className="bg-navy-900 py-16 text-white">
      <Container className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="careers-cta-heading" className="text-3xl font-extrabold tracking-tight">
            Don&apos;t see the right role?
          </h2>
          <p className="mt-3 text-lg text-navy-100">
            Send your CV and the kind of work you are looking for to our HR team. We keep strong profiles on file and contact you when a
            matching position opens.
          </p>
        </div>
        <a href={`mailto:${company.emails.hr}`} className={buttonClass("primary", "shrink-0")}>
          <Mail aria-hidden="true" className="size-4" />
          E-mail HR: {company.emails.hr}
        </a>
      </Container>
    </section>
  );
}
