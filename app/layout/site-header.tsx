import { Link } from "react-router";
import { company } from "~/content/company";
import { learnMoreLink } from "~/content/navigation";
import { SearchBox } from "~/features/search/search-box";
import { HEADER_SHRINK_PX } from "~/lib/constants";
import { paths } from "~/lib/paths";
import { useScrolledPast } from "~/lib/use-scroll-threshold";
import { buttonClass } from "~/ui/button-link";
import { Container } from "~/ui/container";
import { Img } from "~/ui/img";
import { MainNav } from "./main-nav";
import { learnMoreSuffix } from "./learn-more";
import { MobileMenu } from "./mobile-menu";
import { NavLinkItem } from "./nav-link-item";
import { TopBar } from "./top-bar";

const badges = [
  { src: "/art/brand/badge-iso-9001.svg", alt: "ISO 9001:2015 certified" },
  { src: "/art/brand/badge-iso-45001.svg", alt: "ISO 45001:2018 certified" },
];

/**
 * Top bar, brand row (logo, ISO badges, search, Learn More) and the main navigation bar.
 * Past 10 px of scroll the header shrinks, gains a shadow and the badges fade out.
 * Logo and badges are small and never the largest picture: they load without `priority`, so
 * they do not compete with the page's hero (its LCP) and the badges, hidden on phones, never load there.
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SHRINK_PX);
  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-50 bg-white transition-shadow duration-300 ${scrolled ? "shadow-raised" : ""}`}
    >
      <TopBar />
      <div className="relative">
        <Container
          className={`flex items-center justify-between gap-4 transition-[padding] duration-300 ${scrolled ? "py-2" : "py-3 lg:py-4"}`}
        >
          <div className="flex items-center gap-3">
            <Link to={paths.home} className="shrink-0 rounded">
              <Img
                src="/art/brand/logo.svg"
                alt={`${company.name}, home`}
                width={240}
                height={56}
                className={`w-auto transition-[height] duration-300 ${scrolled ? "h-9" : "h-10 lg:h-12"}`}
              />
            </Link>
            <div
              className={`hidden items-center gap-2 transition-opacity duration-300 sm:flex ${scrolled ? "pointer-events-none opacity-0" : "opacity-100"}`}
            >
              {badges.map((badge) => (
                <Img key={badge.src} {...badge} width={64} height={64} className="size-11" />
              ))}
            </div>
          </div>
          <div className="hidden flex-1 items-center justify-end gap-4 lg:flex">
            <SearchBox className="w-full max-w-xs" />
            <NavLinkItem link={learnMoreLink} srSuffix={learnMoreSuffix} className={buttonClass("primary")} />
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
