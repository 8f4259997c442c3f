import type { Welcome } from "~/content/schemas/home";
import { paths } from "~/lib/paths";
import { ButtonLink } from "~/ui/button-link";
import { Container } from "~/ui/container";
import { Img } from "~/ui/img";
import { pictureClass } from "~/ui/media-block";
import { cardClass } from "~/ui/card";

/** The welcome statement: who the company is, three proof points and the way to learn more. */
export function WelcomeSection({ welcome, founded }: { welcome: Welcome; founded: { year: number; label: string } }) {
  return (
    <section id="welcome" aria-labelledby="welcome-heading" className="render-near-view py-20 sm:py-28">
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-xs font-bold tracking-[0.2em] text-amber-700 uppercase">{welcome.eyebrow}</p>
          <h2 id="welcome-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-navy-900 sm:text-4xl">
            {welcome.heading}
          </h2>
          {welcome.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-steel-600">
              {paragraph}
            </p>
          ))}
          <ul className="mt-8 space-y-3">
            {welcome.highlights.map((item) => (
              <li key={item} className="flex items-start gap-3 font-semibold text-navy-800">
                <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rotate-45 rounded-[2px] bg-amber-500" />
                {item}
              </li>
            ))}
          </ul>
          <ButtonLink to={paths.whoWeAre} variant="secondary" className="mt-10">
            {welcome.linkLabel}
          </ButtonLink>
        </div>
        <div className="relative" data-reveal>
          <div aria-hidden="true" className="absolute -top-4 -right-4 hidden h-2/3 w-2/3 rounded-card bg-amber-400/25 sm:block" />
          <Img
            src={welcome.image}
            alt={welcome.imageAlt}
            width={800}
            height={600}
            className={pictureClass("raised", "relative aspect-[4/3]")}
          />
          <div className={cardClass("raised", "absolute -bottom-6 left-4 px-5 py-4 sm:left-6")}>
            <p className="text-3xl font-extrabold text-amber-400">{founded.year}</p>
            <p className="text-sm font-semibold text-navy-100">{founded.label}</p>
          </div>
        </div>
      </Container>
    </section>
  );
}
