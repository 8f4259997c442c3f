import type { ReactNode } from "react";
import { usePagePath } from "~/lib/use-page-path";
import { siteLabels } from "~/content/site-labels";
import { paths } from "~/lib/paths";
import { ScrollToTop } from "./scroll-to-top";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The shared layout of every route: skip link, header, main content, footer, scroll-to-top. */
export function SiteShell({ children }: { children: ReactNode }) {
  const pathname = usePagePath();
  // Spec §2: content sits flush under the header on the home page only, pulled up slightly elsewhere.
  const flush = pathname === paths.home;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-full bg-amber-500 px-5 py-3 font-bold text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {siteLabels.shell.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={`outline-none ${flush ? "" : "-mt-2"}`}>
        {children}
      </main>
      <SiteFooter />
      <ScrollToTop />
    </>
  );
}
