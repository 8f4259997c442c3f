import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import fontUrl from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import type { Route } from "./+types/root";
import { SiteShell } from "./layout/site-shell";
import { pages } from "./content/pages";
import { PageHero } from "./ui/page-hero";
import { ButtonLink } from "./ui/button-link";
import { paths } from "./lib/paths";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* New navigations start at the top; back and forward restore the position. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** Shown by __spa-fallback.html before the app has hydrated. */
export function HydrateFallback() {
  return (
    <>
      <title>Deltaforge Energy Services Limited</title>
      <p className="p-8 text-center">Loading...</p>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const page = notFound
    ? pages.notFound
    : { ...pages.notFound, eyebrow: "Something went wrong", heading: "This page could not be shown", intro: "Please reload the page or go back to the home page. If the problem continues, call or e-mail us." };
  return (
    <SiteShell>
      <title>{`${page.heading} | Deltaforge Energy`}</title>
      <PageHero page={page}>
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
      </PageHero>
    </SiteShell>
  );
}
