import type { ReactNode } from "react";
import { Container } from "./container";
import { Img } from "./img";

type PageHeroProps = {
  /** A page's opening, as content's pages give it: the artwork's path and three lines of text. */
  page: { eyebrow: string; heading: string; intro: string; hero: string };
  /** Calls to action or breadcrumbs under the intro. */
  children?: ReactNode;
};

/** The banner that opens every inner page: artwork behind a dark overlay, the page's h1 and intro. */
export function PageHero({ page, children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-navy-950 text-white">
      <Img src={page.hero} alt="" width={1600} height={600} priority className="absolute inset-0 -z-10 h-full w-full object-cover" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/95 via-navy-950/80 to-navy-950/30" />
      <Container className="pt-16 pb-14 sm:pt-24 sm:pb-20">
        <p className="text-xs font-bold uppercase tracking-[0.2em] text-amber-400">{page.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{page.heading}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{page.intro}</p>
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </Container>
    </section>
  );
}
