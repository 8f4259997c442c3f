import { Download } from "lucide-react";
import { company } from "~/content/company";
import { paths } from "~/lib/paths";
import { ButtonLink } from "~/ui/button-link";

/**
 * The hero's calls to action, shared by every slide. Get Started has no defined action in the spec;
 * it leads to the services overview, the natural first step, and is hidden on small screens.
 */
export function HeroActions() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ButtonLink to={paths.services} className="max-sm:hidden">
        Get Started
      </ButtonLink>
      <ButtonLink to={paths.contact} variant="outline-light">
        Contact
      </ButtonLink>
      <a
        href={company.profilePdf}
        download
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-bold text-white underline-offset-4 transition-colors hover:text-amber-300 hover:underline"
      >
        <Download aria-hidden="true" className="size-4" />
        Download Profile
        <span className="rounded bg-white/15 px-1.5 py-0.5 text-[0.65rem] tracking-widest">PDF</span>
      </a>
    </div>
  );
}
