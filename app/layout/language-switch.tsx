import { Globe } from "lucide-react";
import { useLocation, useMatches } from "react-router";
import { otherLanguages } from "../../contract/language-alternates";
import { LANGUAGE_FACTS, localPath, splitLocalPath, type Language } from "../../contract/languages";
import { siteLabels } from "~/content/site-labels";
import { siteLanguage } from "~/lib/site-language";

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
 * The language switch (issue 40): a plain link to this page in the other language, named in that
 * language with its `lang` and `hreflang`. Nothing is guessed from the browser and nothing
 * redirects: the visitor follows the link, with or without JavaScript. Its name is the visible
 * word alone (what voice control users say); screen readers also read, as its description and
 * in the page's language, where it leads (site-labels.json `shell.languageSwitch`).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const notFound = useMatches().some((match) => match.id === notFoundRoute);
  const hint = "language-switch-hint";
  return (
    <>
      {otherLanguages(siteLanguage).map((language) => {
        const { tag, name } = LANGUAGE_FACTS[language];
        return (
          <a
            key={language}
            href={switchPath(pathname, language, { notFound })}
            hrefLang={tag}
            lang={tag}
            aria-describedby={hint}
            className={className}
          >
            <Globe aria-hidden="true" className="size-3.5 shrink-0 text-amber-400" />
            {name}
          </a>
        );
      })}
      <span id={hint} hidden>
        {siteLabels.shell.languageSwitch}
      </span>
    </>
  );
}
