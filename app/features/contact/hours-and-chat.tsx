import { Clock, ExternalLink, MessageCircle } from "lucide-react";
import { company } from "~/content/company";
import type { OfficeHours } from "~/content/schemas/office";
import type { ContactPage } from "~/content/schemas/page-copy";
import { Container } from "~/ui/container";
import { SectionHeading } from "~/ui/section-heading";
import { OfficeHoursTable } from "./office-hours-table";

/** When the offices are open, and the chat link for quick questions. */
type HoursAndChatProps = { hours: readonly OfficeHours[]; copy: Pick<ContactPage, "hours" | "chat"> };

export function HoursAndChat({ hours, copy: { hours: labels, chat } }: HoursAndChatProps) {
  const { eyebrow, title, lead } = labels;
  return (
    <section id="office-hours" aria-labelledby="office-hours-heading" className="render-near-view bg-steel-50 py-16 sm:py-20">
      <Container>
        <SectionHeading id="office-hours-heading" eyebrow={eyebrow} title={title}>
          {lead}
        </SectionHeading>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <div data-reveal className="flex gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100 sm:p-8">
            <span aria-hidden="true" className="hidden size-12 shrink-0 place-items-center rounded-2xl bg-navy-50 text-navy-700 sm:grid">
              <Clock className="size-6" />
            </span>
            <OfficeHoursTable hours={hours} labels={labels} />
          </div>
          <div data-reveal className="flex flex-col items-start gap-5 rounded-card bg-navy-900 p-6 text-white shadow-card sm:p-8">
            <span aria-hidden="true" className="grid size-12 place-items-center rounded-2xl bg-amber-500 text-navy-950">
              <MessageCircle className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-extrabold">{chat.title}</h3>
              <p className="mt-2 leading-relaxed text-navy-100">{chat.text}</p>
            </div>
            <a
              href={company.chatUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-amber-500 px-6 py-2.5 text-sm font-bold text-navy-950 transition-colors hover:bg-amber-400"
            >
              {chat.link} <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{chat.newTab}</span>
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
