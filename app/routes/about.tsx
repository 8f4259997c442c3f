import type { Route } from "./+types/about";
import { certifications } from "~/content/certifications";
import { clients } from "~/content/clients";
import { company } from "~/content/company";
import { companyProfile } from "~/content/company-profile";
import { history } from "~/content/history";
import { leaders } from "~/content/leaders";
import { mainNav } from "~/content/navigation";
import { aboutCopy } from "~/content/page-copy";
import { pages } from "~/content/pages";
import { textPages } from "~/content/text-pages";
import { CompanySnapshot } from "~/features/about/company-snapshot";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { sitePath } from "~/lib/site-language";
import { PageHero } from "~/ui/page-hero";
import { LinkCard } from "~/ui/link-card";
import { LoadingGate } from "~/ui/page-loader";
import { siteLabels } from "~/content/site-labels";
import { Section } from "~/ui/section";

const page = pages.about;
const copy = aboutCopy.about;

type PageKey = keyof typeof pages & keyof typeof paths;

/** The description and picture of an About dropdown link's page, found by its URL: a page of pages.json or a page with text. */
function aboutPageFor(href: string): { description: string; hero: string } {
  const key = (Object.keys(pages) as PageKey[]).find((candidate) => paths[candidate] === href);
  if (key) return pages[key];
  const textPage = textPages.find((candidate) => sitePath(candidate.path) === href);
  if (textPage) return { description: textPage.description, hero: textPage.image };
  throw new Error(`No page content for ${href}`);
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
      { value: String(founded), label: company.foundedLabel },
      { value: String(leaders.length), label: copy.facts.leaders },
      { value: String(certifications.length), label: copy.facts.certifications },
      { value: `${clients.length}`, label: copy.facts.clients },
    ],
  };
}

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.about });

const aboutData = aboutFacts();

export default function AboutPage() {
  return (
    <>
      <LoadingGate label={siteLabels.shell.loading} images={[page.hero]} />
      <PageHero page={page} />
      <Section id="company-snapshot" {...copy.snapshot} className="scroll-mt-32">
        <CompanySnapshot
          summary={aboutData.summary}
          facts={aboutData.facts}
          readMore={{ label: copy.readMore, href: paths.whoWeAre }}
          image={aboutCopy.whoWeAre.image}
        />
      </Section>
      <Section id="explore-about" {...copy.explore} surface="tinted" className="scroll-mt-32">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {aboutData.cards.map((card) => (
            <li key={card.key}>
              <LinkCard
                href={card.href}
                title={card.name}
                description={card.description}
                image={{ src: card.image, width: 1600, height: 600 }}
                aspect="aspect-[16/7]"
                cue={copy.cardCue}
              />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
