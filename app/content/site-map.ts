import { DEFAULT_LANGUAGE, LANGUAGES, localPath, type Language } from "../../contract/languages";
import { paths, servicePath, sitePaths } from "../../contract/site-paths";
import { serviceIds } from "./services";
import { textPagePaths } from "./text-pages";

/**
 * Every public page, in site order: the pages of contract/site-paths.ts, one page per service of
 * data/services.json and the pages with text of data/text-pages.json. Prerendered (react-router.config.ts, once per language), listed in the sitemap
 * (scripts/postbuild.mjs) and checked by the tests. The addresses are the default language's.
 */
export const prerenderPaths: string[] = [...sitePaths(serviceIds), ...textPagePaths];

/** Every page in every language (/about, /fr/about, …; docs/decisions/0018): what the site serves. */
export const everyLanguagePaths: string[] = LANGUAGES.flatMap((language) => prerenderPaths.map((path) => localPath(path, language)));

/**
 * One page of each kind in `language`: the home page, a section, a page below one, a service page,
 * the contact page, a form, a form's result page, the search page and the offline page. The checks
 * that drive pages one by one in browsers (`walkedPaths`: tests/browsers in four engines, check:hosts
 * in Chromium on three hosts, tests/e2e/page-walk.spec.ts) run every page of the default language and
 * this sample of the others: the other languages' pages are the same routes and components with
 * other text, and every page of every language goes through the static checks (Nu Html Checker,
 * links, CSP hashes, sizes, every host's HTTP answers). Keeps CI under 30 minutes (docs/decisions/0018).
 */
export function samplePaths(language: Language): string[] {
  const kinds = [
    paths.home,
    paths.about,
    paths.whoWeAre,
    servicePath(serviceIds[0]!),
    paths.contact,
    paths.vendor,
    paths.enquirySent,
    paths.search,
    paths.offline,
  ];
  return kinds.map((path) => localPath(path, language));
}

/** The address of no page, in each language: where each language's 404 page is seen. */
export const unknownPaths: string[] = LANGUAGES.map((language) => localPath("/no-such-page", language));

/**
 * The pages a browser walks one by one (check:hosts in Chromium on each host, tests/browsers in the
 * other engines, tests/e2e/page-walk.spec.ts): every page of the default language, the others'
 * sample, and each language's 404 page.
 */
export const walkedPaths: string[] = [
  ...LANGUAGES.flatMap((language) => (language === DEFAULT_LANGUAGE ? prerenderPaths : samplePaths(language))),
  ...unknownPaths,
];
