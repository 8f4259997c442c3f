import { Download } from "lucide-react";
import type { LinkCopy } from "~/content/schemas/section";
import { ButtonLink } from "~/ui/button-link";

export type HeroActionLinks = { primary: LinkCopy; secondary: LinkCopy; profile: LinkCopy; profileBadge: string };

/**
 * The hero's calls to action, shared by every slide. Get Started has no defined action in the spec;
 * it leads to the services overview, the natural first step, and is hidden on small screens.
 */
export function HeroActions({ actions }: { actions: HeroActionLinks }) {
  const { primary, secondary, profile, profileBadge } = actions;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ButtonLink to={primary.href} className="max-sm:hidden">
        {primary.label}
      </ButtonLink>
      <ButtonLink to={secondary.href} variant="outline-light">
        {secondary.label}
      </ButtonLink>
      <a
        href={profile.href}
        download
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-bold text-white underline-offset-4 transition-colors hover:text-amber-300 hover:underline"
      >
        <Download aria-hidden="true" className="size-4" />
        {profile.label}
        <span className="rounded bg-white/15 px-1.5 py-0.5 text-[0.65rem] tracking-widest">{profileBadge}</span>
      </a>
    </div>
  );
}
