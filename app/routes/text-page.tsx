import { data } from "react-router";
import type { Route } from "./+types/text-page";
import { company } from "~/content/company";
import { pages } from "~/content/pages";
import { siteLabels } from "~/content/site-labels";
import { findTextPage, textPageIdOf, type TextPageEntry } from "~/content/text-pages";
import { TextPageBody } from "~/features/text-pages/text-page-body";
import { pageMeta } from "~/features/seo/page-meta";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

// Every page with text of data/text-pages.json: app/routes.ts gives each its own route to this
// module, with the page's id in the route's id, so the page is known without a parameter in its
// address. It does not hydrate: the text is a plain import (a loader would write a .data file no
// browser fetches).
const pageOf = (matches: readonly ({ id: string } | undefined)[]): TextPageEntry | undefined => {
  const id = matches.at(-1)?.id;
  return id === undefined ? undefined : findTextPage(textPageIdOf(id));
};

export const meta: Route.MetaFunction = ({ matches }) => {
  const page = pageOf(matches);
  return page ? pageMeta({ title: page.title, description: page.description, path: page.path }) : [];
};

/** The banner's small line and artwork: the section's (its name and banner), or at the top level the company's short name and the page's own picture ("Home" read as if the page were the home page). */
function opening(page: TextPageEntry) {
  if (page.section === "top-level") return { eyebrow: company.shortName, hero: page.image };
  const section = pages[page.section];
  return { eyebrow: section.title, hero: section.hero };
}

export default function TextPage({ matches }: Route.ComponentProps) {
  const page = pageOf(matches);
  if (!page) throw data(null, { status: 404 });
  const { eyebrow, hero } = opening(page);
  return (
    <>
      <LoadingGate label={siteLabels.shell.loading} images={[hero, page.image]} />
      <PageHero page={{ eyebrow, heading: page.title, intro: page.lead, hero }} />
      <TextPageBody page={page} />
    </>
  );
}
