import { Globe } from "lucide-react";
import { Fragment } from "react";
import { useLocation, useMatches } from "react-router";
import { LANGUAGE_FACTS, LANGUAGES, localPath, splitLocalPath, type Language } from "../../contract/languages";
import { siteLabels } from "~/content/site-labels";
import { cn } from "~/lib/cn";
import { switchOverride } from "~/lib/route-handle";
import { siteLanguage } from "~/lib/site-language";

/** The other language's link: tall enough to tap (24 px), lighter on hover. */
const linkClass = "flex min-h-6 items-center hover:text-white";

/**
 * Where the switch to `language` leads from the page at `pathname` (either language's address):
 * the same page in that language, as every page is built in every language; from the 404 page
 * (prerendered at /404 and served for every unknown address), that language's home page.
 * The 404 page is known by its route, not by looking the address up in the list of pages: that
 * list needs the services file, which would then ride in every hydrating page's shell script.
 */
export function switchPath(pathname: string, language: Language, { notFound = false } = {}): string {
  const { path } = splitLocalPath(pathname);
  return localPath(notFound ? "/" : path, language);
}

/** The catch-all route's id (app/routes.ts): the 404 page. */
const notFoundRoute = "routes/not-found";

/**
 * The language label and switch (issue 40; the spec's "language label (English)", issue 45): every
 * language by its own name, in the table's order ("English · Français"), the page's own marked
 * `aria-current` and plain text, the other a plain link to this page in that language, with its
 * `lang` and `hreflang`. Nothing is guessed from the browser and nothing redirects: the visitor
 * follows the link, with or without JavaScript. The link's name is the visible word alone (what
 * voice control users say); screen readers also read, as its description and in the page's
 * language, where it leads (site-labels.json `shell.languageSwitch`).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const notFound = matches.some((match) => match.id === notFoundRoute);
  const hint = "language-switch-hint";
  return (
    <span className={cn(className, "gap-1")}>
      <Globe aria-hidden="true" className="size-3.5 shrink-0 text-amber-400" />
      {LANGUAGES.map((language, index) => {
        const { tag, name } = LANGUAGE_FACTS[language];
        return (
          <Fragment key={language}>
            {index > 0 && <span aria-hidden="true">·</span>}
            {language === siteLanguage ? (
              <span lang={tag} aria-current="true" className="font-semibold text-white">
                {name}
              </span>
            ) : (
              <a
                href={switchPath(switchOverride(matches, language) ?? pathname, language, { notFound })}
                hrefLang={tag}
                lang={tag}
                aria-describedby={hint}
                className={linkClass}
              >
                {name}
              </a>
            )}
          </Fragment>
        );
      })}
      <span id={hint} hidden>
        {siteLabels.shell.languageSwitch}
      </span>
    </span>
  );
}
