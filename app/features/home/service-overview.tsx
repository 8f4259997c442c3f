import { Link } from "react-router";
import type { HomeServiceCard, SectionCopy } from "~/content/schemas/home";
import { paths } from "~/lib/paths";
import { Container } from "~/ui/container";
import { Img } from "~/ui/img";
import { MoreLink } from "./more-link";
import { SectionHeader } from "./section-header";

/** Service Overview: six cards, each linking to its service page (the whole card is the link's target). */
export function ServiceOverview({ cards, copy }: { cards: HomeServiceCard[]; copy: SectionCopy }) {
  return (
    <section id="services" aria-labelledby="services-heading" className="bg-steel-50 py-20 sm:py-28">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeader id="services-heading" copy={copy} />
          <MoreLink to={paths.services}>All services</MoreLink>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li
              key={card.id}
              data-reveal
              className="group relative flex flex-col overflow-hidden rounded-card bg-white shadow-card transition-shadow duration-300 focus-within:shadow-raised hover:shadow-raised"
            >
              <div className="overflow-hidden">
                <Img
                  src={card.image}
                  alt=""
                  width={800}
                  height={600}
                  className="aspect-[16/10] w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-bold text-navy-900">
                  <Link to={card.path} className="rounded-sm after:absolute after:inset-0 after:content-['']">
                    {card.title}
                  </Link>
                </h3>
                <p className="mt-3 flex-1 leading-relaxed text-steel-600">{card.description}</p>
                <p aria-hidden="true" className="mt-5 text-sm font-bold text-amber-700">
                  Learn more <span className="inline-block transition-transform group-hover:translate-x-1">→</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
