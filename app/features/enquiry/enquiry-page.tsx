import { CircleCheck } from "lucide-react";
import { company } from "~/content/company";
import { enquiryMessages } from "~/content/enquiry-forms";
import type { EnquiryFormContent } from "~/content/schemas/enquiry-form";
import type { Page } from "~/content/schemas/page";
import { Container } from "~/ui/container";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";
import { siteLabels } from "~/content/site-labels";
import { cardClass } from "~/ui/card";
import { ContactCard } from "~/ui/contact-card";
import { EnquiryForm } from "./enquiry-form";
import { itemNoteClass } from "~/ui/text-styles";

type EnquiryPageProps = {
  page: Page;
  form: EnquiryFormContent;
};

/** The shared page of the three enquiry forms: hero, the process or options beside the form, and a direct line. */
export function EnquiryPage({ page, form }: EnquiryPageProps) {
  const ids = {
    form: `${form.formType}-form-title`,
    aside: `${form.formType}-aside-title`,
    contact: `${form.formType}-contact-title`,
  };

  return (
    <>
      <LoadingGate label={siteLabels.shell.loading} images={[page.hero]} />
      <PageHero page={page} />
      <section id={`${form.formType}-form`} aria-labelledby={ids.form} className="bg-steel-50 py-12 sm:py-20">
        <Container className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-10 xl:grid-cols-[22rem_minmax(0,1fr)]">
          <aside aria-labelledby={ids.aside} className={cardClass("plain", "p-6 sm:p-8 lg:col-start-1 lg:row-start-1")}>
            <h2 id={ids.aside} className="text-xl font-extrabold text-navy-900">
              {form.aside.heading}
            </h2>
            {form.aside.numbered ? (
              <ol className="mt-6 space-y-6">
                {form.aside.items.map((item, index) => (
                  <li key={item.title} className="relative flex gap-4">
                    {index < form.aside.items.length - 1 && (
                      <span aria-hidden="true" className="absolute top-11 bottom-[-1.25rem] left-[1.1875rem] w-0.5 bg-amber-300" />
                    )}
                    <span
                      aria-hidden="true"
                      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-500 text-base font-extrabold text-navy-950"
                    >
                      {index + 1}
                    </span>
                    <div>
                      <h3 className="font-bold text-navy-900">
                        <span className="sr-only">{`${enquiryMessages.stepPrefix.replace("{number}", String(index + 1))} `}</span>
                        {item.title}
                      </h3>
                      <p className={itemNoteClass}>{item.description}</p>
                    </div>
                  </li>
                ))}
              </ol>
            ) : (
              <ul className="mt-6 space-y-5">
                {form.aside.items.map((item) => (
                  <li key={item.title} className="flex gap-3">
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
                    <div>
                      <h3 className="font-bold text-navy-900">{item.title}</h3>
                      <p className={itemNoteClass}>{item.description}</p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </aside>

          <div className={cardClass("plain", "p-6 sm:p-10 lg:col-start-2 lg:row-span-2 lg:row-start-1")}>
            <h2 id={ids.form} className="text-2xl font-extrabold tracking-tight text-navy-900 sm:text-3xl">
              {form.heading}
            </h2>
            <p className="mt-3 max-w-2xl leading-relaxed text-steel-600">{form.lead}</p>
            <EnquiryForm content={form} labelledBy={ids.form} />
          </div>

          <ContactCard
            id={ids.contact}
            title={enquiryMessages.contactHeading}
            text={enquiryMessages.contactText}
            phones={company.phones}
            email={company.emails.info}
            className="self-start lg:col-start-1 lg:row-start-2"
          />
        </Container>
      </section>
    </>
  );
}
