import { company } from "~/content/company";
import { learnMoreLink } from "~/content/navigation";
import { siteLabels } from "~/content/site-labels";
import { fill } from "~/lib/fill";
import { SearchBox } from "~/ui/search-box";
import { paths } from "~/lib/paths";
import { buttonClass } from "~/ui/button-link";
import { Container } from "~/ui/container";
import { Img } from "~/ui/img";
import { MainNav } from "./main-nav";
import { MobileMenu } from "./mobile-menu";
import { NavLinkItem } from "./nav-link-item";
import { TopBar } from "./top-bar";

/** The artwork of each of the company's claims (company.json), in the same order. */
const badgeArt = ["/art/brand/badge-iso-9001.svg", "/art/brand/badge-iso-45001.svg"];
const badges = badgeArt.map((src, index) => ({ src, alt: fill(siteLabels.shell.badgeAlt, { claim: company.claims[index] ?? "" }) }));

/**
 * Top bar, brand row (logo, ISO badges, search, Learn More) and the main navigation bar.
 * Past 10 px of scroll the enhancement script sets `data-scrolled` (app/enhance/scroll-state.ts):
 * the brand row shrinks, the header gains a shadow and the badges fade out, all in CSS (app.css,
 * "Site header"), without moving the content below.
 * The logo comes with the page (`inline`: no request to compete with the page's first and largest
 * paint); the badges load lazily without `priority`, and, hidden on phones, never load there.
 */
export function SiteHeader() {
  return (
    <header data-site-header className="group/header sticky top-0 z-50 bg-white data-[scrolled=true]:shadow-raised">
      <TopBar />
      <div className="relative">
        <Container className="site-header-brand flex items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <a href={paths.home} className="shrink-0 rounded">
              <Img
                src="/art/brand/logo.svg"
                inline
                alt={fill(siteLabels.shell.logoAlt, { company: company.name })}
                width={240}
                height={56}
                className="h-10 w-auto transition-[height] duration-300 group-data-[scrolled=true]/header:h-9 lg:h-12"
              />
            </a>
            <div className="hidden items-center gap-2 transition-opacity duration-300 group-data-[scrolled=true]/header:pointer-events-none group-data-[scrolled=true]/header:opacity-0 sm:flex">
              {badges.map((badge) => (
                <Img key={badge.src} {...badge} width={64} height={64} className="size-11" />
              ))}
            </div>
          </div>
          <div className="hidden flex-1 items-center justify-end gap-4 lg:flex">
            <SearchBox id="site-search" labels={siteLabels.search} className="w-full max-w-xs" />
            <NavLinkItem link={learnMoreLink} srSuffix={siteLabels.links.learnMoreSuffix} className={buttonClass("primary")} />
          </div>
          <MobileMenu />
        </Container>
      </div>
      <div className="hidden bg-navy-900 lg:block">
        <Container>
          <MainNav />
        </Container>
      </div>
    </header>
  );
}
