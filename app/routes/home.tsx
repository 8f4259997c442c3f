import type { Route } from "./+types/home";
import { featuredClients } from "~/content/clients";
import { heroSlides } from "~/content/hero-slides";
import { company } from "~/content/company";
import { heroActions, homeCallToAction, homeSections, homeServiceCards, impactStats, welcome } from "~/content/home";
import { latestProjects } from "~/content/projects";
import { ClientStrip } from "~/features/home/client-strip";
import { HERO_END_ID, HeroSlideshow } from "~/features/home/hero-slideshow";
import { HomeCallToAction } from "~/features/home/home-call-to-action";
import { ImpactStats } from "~/features/home/impact-stats";
import { LatestProjects } from "~/features/home/latest-projects";
import { ServiceOverview } from "~/features/home/service-overview";
import { WelcomeSection } from "~/features/home/welcome-section";
import { pageWithMeta } from "~/features/seo/page-meta";
import { LoadingGate } from "~/ui/page-loader";
import { siteLabels } from "~/content/site-labels";

const gateImages = heroSlides.slice(0, 4).map((slide) => slide.image);

// The page does not hydrate (docs/decisions/0008): its slideshow, search-term marks, count-up and
// logo-strip button are modules of app/enhance.
// A page that does not hydrate reads its build-time facts as plain imports: a loader would write a
// .data file no browser fetches (postbuild stops the build if one appears).
const { meta: homeMeta } = pageWithMeta("home");

export const meta: Route.MetaFunction = () => homeMeta;

// The hero's text comes after its picture in the page (docs/decisions/0010), and its slides are
// centred in it: a browser that painted the page while it was still arriving or being parsed showed
// the picture, then moved the hero's text block as the rest came (a layout shift of 0.11-0.12 at
// 390 px on a CPU 4x slower than this machine's, in 2 loads of 10). The first paint waits until the
// whole hero has been parsed (`rel=expect`, Chromium 124+; other browsers ignore it).
export const links: Route.LinksFunction = () => [{ rel: "expect", href: `#${HERO_END_ID}`, blocking: "render" }];

export default function HomePage() {
  return (
    <>
      {/* Spec §4: the loader waits for the first 4 hero images; the service pictures load meanwhile. */}
      <LoadingGate label={siteLabels.shell.loading} images={gateImages} preload={homeServiceCards.map((card) => card.image)} />
      <HeroSlideshow slides={heroSlides} actions={heroActions} />
      <WelcomeSection welcome={welcome} founded={{ year: company.founded, label: company.foundedLabel }} />
      <ServiceOverview cards={homeServiceCards} copy={homeSections.services} />
      <ImpactStats stats={impactStats} copy={homeSections.impact} />
      <HomeCallToAction content={homeCallToAction} />
      <LatestProjects projects={latestProjects} copy={homeSections.projects} />
      <ClientStrip clients={featuredClients} copy={homeSections.clients} />
    </>
  );
}
