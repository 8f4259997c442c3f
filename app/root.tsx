import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { SiteShell } from "./layout/site-shell";
import { errorPageText, notFoundPage } from "./content/not-found-page";
import { company } from "./content/company";
import { siteLabels } from "./content/site-labels";
import { PageHero } from "./ui/page-hero";
import { ButtonLink } from "./ui/button-link";
import { paths } from "./lib/paths";
import { siteLanguageFacts } from "./lib/site-language";
import { jsSupportCheck } from "./lib/js-support";
import { isBare, needsHydration } from "./lib/route-handle";
import { speculationRules } from "./lib/speculation-rules";
import "./site.css";

export const links: Route.LinksFunction = () => [
  // The build writes the SVG icon into every page as a data: URL (scripts/inline-art.mjs), so it is
  // listed only while the pages are rendered: in the browser, React 19 matches head links by href,
  // would not find this one beside the inlined copy, and would add it again on the pages it
  // hydrates, which then fetched the file the build had inlined (in Firefox, a navigation that
  // interrupted that fetch reported an error from the service worker).
  ...(import.meta.env.SSR ? [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }] : []),
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Only pages whose widgets need React load it (docs/decisions/0006); the rest are HTML and CSS
  // plus the enhancement script. Links are ordinary document loads, which the browser prerenders
  // on hover (speculation rules) and whose scroll position it restores on back and forward.
  const hydrate = needsHydration(useMatches().map((match) => match.handle));
  return (
    <html lang={siteLanguageFacts.tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <script dangerouslySetInnerHTML={{ __html: jsSupportCheck }} />
        <Meta />
        <Links />
        {/* The enhancement script: the build writes it into every page, at the end of the head
            (scripts/inline-enhance.mjs); only the dev server loads it as a file. */}
        {import.meta.env.DEV && <script type="module" src="/app/generated/enhance.js" />}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }} />
      </head>
      <body>
        {children}
        {hydrate && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  const bare = isBare(useMatches().map((match) => match.handle));
  if (bare) return <Outlet />;
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/**
 * Shown by __spa-fallback.html before the app has hydrated. That page exists only to boot the app
 * on a host that rewrites unknown paths to it, so it always loads React, whichever route it
 * was rendered with (the home page, which it is rendered at, does not hydrate).
 */
export function HydrateFallback() {
  return (
    <>
      <title>{company.name}</title>
      <p className="p-8 text-center">{siteLabels.shell.loading}</p>
      <Scripts />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { homeLabel, ...errorText } = errorPageText;
  const page = notFound ? notFoundPage : { ...notFoundPage, ...errorText };
  return (
    <SiteShell>
      <title>{`${page.heading} | ${company.shortName}`}</title>
      <PageHero page={page}>
        <ButtonLink to={paths.home}>{homeLabel}</ButtonLink>
      </PageHero>
    </SiteShell>
  );
}
