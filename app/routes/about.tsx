import type { Route } from "./+types/about";
import { certifications } from "~/content/certifications";
import { clients } from "~/content/clients";
import { companyProfile } from "~/content/company-profile";
import { history } from "~/content/history";
import { leaders } from "~/content/leaders";
import { mainNav } from "~/content/navigation";
import { pages } from "~/content/pages";
import { AboutSection } from "~/features/about/about-section";
import { CompanySnapshot } from "~/features/about/company-snapshot";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LinkCard } from "~/ui/link-card";
import { LoadingGate } from "~/ui/page-loader";

const page = pages.about;

type PageKey = keyof typeof pages & keyof typeof paths;

/** The pages entry (title, description, banner) of an About dropdown link, found by its URL. */
function aboutPageFor(href: string) {
  const key = (Object.keys(pages) as PageKey[]).find((candidate) => paths[candidate] === href);
  if (!key) throw new Error(`No page content for ${href}`);
  return pages[key];
}

// A page that does not hydrate reads its build-time facts as plain imports: a loader would write a
// .data file no browser fetches (postbuild stops the build if one appears).
// The cards follow the header's About dropdown, and the facts are counted from the content, so
// neither can drift from the pages they describe.
function aboutFacts() {
  const links = mainNav.find((item) => item.key === "about")?.dropdown ?? [];
  const founded = history.find((entry) => entry.year)?.year;
  return {
    cards: links.map(({ key, name, href }) => {
      const { description, hero } = aboutPageFor(href);
      return { key, name, href, description, image: hero };
    }),
    summary: companyProfile.overview[0] ?? "",
    facts: [
      { value: String(founded), label: "Founded in Lagos" },
      { value: String(leaders.length), label: "Leaders on our management team" },
      { value: String(certifications.length), label: "Certifications and licences" },
      { value: `${clients.length}`, label: "Clients across the value chain" },
    ],
  };
}

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.about });

const aboutData = aboutFacts();

export default function AboutPage() {
  return (
    <>
      <LoadingGate images={[page.hero]} />
      <PageHero page={page} />
      <AboutSection id="company-snapshot" eyebrow="At a glance" title="Deltaforge Energy in brief">
        <CompanySnapshot summary={aboutData.summary} facts={aboutData.facts} />
      </AboutSection>
      <AboutSection
        id="explore-about"
        eyebrow="Explore"
        title="Get to know us"
        lead="Our story, the people who lead us, the standards we are certified to, our work in pictures and the clients we serve."
        tinted
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {aboutData.cards.map((card) => (
            <li key={card.key}>
              <LinkCard
                href={card.href}
                title={card.name}
                description={card.description}
                image={{ src: card.image, width: 1600, height: 600 }}
                aspect="aspect-[16/7]"
                cue="Explore"
              />
            </li>
          ))}
        </ul>
      </AboutSection>
    </>
  );
}
