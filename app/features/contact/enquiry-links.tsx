import { ArrowRight, FileText, Handshake, Truck, type LucideIcon } from "lucide-react";
import type { Page } from "~/content/schemas/page";
import type { SectionHeadingCopy } from "~/content/schemas/section";
import { paths } from "~/lib/paths";
import { Section } from "~/ui/section";
import { cardClass } from "~/ui/card";

type FormPages = Record<"quote" | "vendor" | "partner", Pick<Page, "title" | "intro">>;

/** The three enquiry forms, described by their own pages' titles and intros (the route hands them in). */
export function EnquiryLinks({ heading, cue, forms: formPages }: { heading: SectionHeadingCopy; cue: string; forms: FormPages }) {
  const forms: { to: string; page: FormPages["quote"]; Icon: LucideIcon }[] = [
    { to: paths.quote, page: formPages.quote, Icon: FileText },
    { to: paths.vendor, page: formPages.vendor, Icon: Truck },
    { to: paths.partner, page: formPages.partner, Icon: Handshake },
  ];
  return (
    <Section id="enquiries" headingId="enquiries-heading" {...heading} spacing="snug" gap="mt-10">
      <ul className="grid gap-6 md:grid-cols-3">
        {forms.map(({ to, page, Icon }) => (
          <li key={to}>
            <a
              href={to}
              data-reveal
              className={cardClass("ringed", "group flex h-full flex-col gap-4 p-6 transition-shadow hover:shadow-raised sm:p-7")}
            >
              <span aria-hidden="true" className="grid size-12 place-items-center rounded-2xl bg-amber-500 text-navy-950">
                <Icon className="size-6" />
              </span>
              <span className="text-lg font-extrabold text-navy-900">{page.title}</span>
              <span className="leading-relaxed text-steel-600">{page.intro}</span>
              <span aria-hidden="true" className="mt-auto inline-flex items-center gap-2 text-sm font-bold text-amber-700">
                {cue}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
