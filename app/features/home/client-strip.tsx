import { Pause, Play } from "lucide-react";
import type { Client } from "~/content/schemas/client";
import type { SectionWithMore } from "~/content/schemas/home";
import { siteLabels } from "~/content/site-labels";
import { paths } from "~/lib/paths";
import { Container } from "~/ui/container";
import { Img } from "~/ui/img";
import { SectionHeader } from "./section-header";
import { cn } from "~/lib/cn";

export type StripClient = Pick<Client, "name" | "logo">;

function LogoList({ clients, copy = false }: { clients: StripClient[]; copy?: boolean }) {
  return (
    // The copy only makes the loop seamless: hidden from assistive technology, and with nothing focusable.
    <ul
      aria-hidden={copy || undefined}
      className={cn(
        "flex shrink-0 items-center",
        copy ? "motion-reduce:hidden" : "motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center",
      )}
    >
      {clients.map((client) => (
        <li key={client.logo} className="shrink-0 px-4 py-2 sm:px-6">
          <Img
            src={client.logo}
            alt={copy ? "" : client.name}
            width={240}
            height={120}
            className="h-20 w-40 object-contain opacity-80 grayscale transition duration-300 hover:opacity-100 hover:grayscale-0 sm:h-24 sm:w-48"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Our Clients: the ten featured logos scroll by in a CSS loop (the list is shown twice, the second copy
 * hidden). It pauses on hover and with its pause button (WCAG 2.2.2). The logos are pictures, not links,
 * so the strip adds no tab stops; keyboard users have the button (app/enhance/marquee-pause.ts; shown
 * only where scripts run). Under reduced motion the strip stands still as a wrapped row and the button
 * is not needed.
 */
export function ClientStrip({ clients, copy }: { clients: StripClient[]; copy: SectionWithMore }) {
  return (
    <section
      id="clients"
      aria-labelledby="clients-heading"
      data-module="marquee-pause"
      className="render-near-view border-t border-steel-100 bg-steel-50 py-20 sm:py-24"
    >
      <Container>
        <SectionHeader id="clients-heading" copy={copy} more={{ href: paths.clients, label: copy.moreLabel }} />
      </Container>
      <div className="group mt-12 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
        <div
          data-paused="false"
          className="flex w-max animate-marquee group-hover:[animation-play-state:paused] data-[paused=true]:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none"
        >
          <LogoList clients={clients} />
          <LogoList clients={clients} copy />
        </div>
      </div>
      <div data-js-only>
        <Container className="mt-6 flex justify-center motion-reduce:hidden">
          <button
            type="button"
            data-pause-control
            data-label-pause={siteLabels.clientStrip.pause}
            data-label-resume={siteLabels.clientStrip.resume}
            className="group/pause inline-flex min-h-11 items-center gap-2 rounded-full border border-steel-300 bg-white px-4 text-sm font-semibold text-navy-800 transition-colors hover:border-navy-600"
          >
            <Pause aria-hidden="true" className="size-4 group-data-[state=paused]/pause:hidden" />
            <Play aria-hidden="true" className="hidden size-4 group-data-[state=paused]/pause:block" />
            <span data-label>{siteLabels.clientStrip.pause}</span>
            {` ${siteLabels.clientStrip.what}`}
          </button>
        </Container>
      </div>
    </section>
  );
}
