import type { HomeSections, HomeServiceCard } from "~/content/schemas/home";
import { paths } from "~/lib/paths";
import { Container } from "~/ui/container";
import { LinkCard } from "~/ui/link-card";
import { SectionHeader } from "./section-header";

/** Service Overview: six cards, each linking to its service page (the whole card is the link's target). */
export function ServiceOverview({ cards, copy }: { cards: HomeServiceCard[]; copy: HomeSections["services"] }) {
  return (
    <section id="services" aria-labelledby="services-heading" className="render-near-view bg-steel-50 py-20 sm:py-28">
      <Container>
        <SectionHeader id="services-heading" copy={copy} more={{ href: paths.services, label: copy.moreLabel }} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id}>
              <LinkCard
                href={card.path}
                title={card.title}
                description={card.description}
                image={{ src: card.image, width: 800, height: 600 }}
                aspect="aspect-[16/10]"
                cue={copy.cardCue}
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
