import { DEFAULT_LANGUAGE, LANGUAGES, localPath, type Language } from "../../contract/languages";
import { newsListPath, newsPostPath, paths, servicePath, sitePaths } from "../../contract/site-paths";
import { newsPathsIn, newsPostsIn } from "./news";
import { serviceIds } from "./services";
import { textPagePaths } from "./text-pages";

/**
/**
 * The pages of one language, in site order and in the default language's form (/about, not
 * /fr/about): the pages of contract/site-paths.ts, one page per service of data/services.json, the
 * news list's pages and one page per post of data/news.json that the language shows (a post marked
 * English only is no French page), then the pages with text of data/text-pages.json. Each
 * language's build prerenders its own (react-router.config.ts).
 */
export const pagesIn = (language: Language): string[] => [...sitePaths(serviceIds, newsPathsIn(language)), ...textPagePaths];

/**
 * Every public page of the default language, in site order: prerendered, listed in the sitemap
 * (scripts/postbuild.mjs) and checked by the tests. The other languages have the same pages but the
 * posts they leave out (`pagesIn`).
 */
export const prerenderPaths: string[] = pagesIn(DEFAULT_LANGUAGE);

/** The languages a page (in the default language's form) exists in: every one, but the default alone for an English-only post. */
export const languagesOf = (page: string): Language[] => LANGUAGES.filter((language) => pagesIn(language).includes(page));

/** Every page in every language (/about, /fr/about, …; docs/decisions/0018): what the site serves. */
export const everyLanguagePaths: string[] = LANGUAGES.flatMap((language) => pagesIn(language).map((path) => localPath(path, language)));

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
 * The news pages a browser walks: the list's first two pages and the newest post. Every post is
 * the same route and components with other words, like the other languages' pages (`samplePaths`),
 * and goes through the same static checks; walking each would add a page per post to every engine
 * and host.
 */
const walkedNews = [
  newsListPath(2),
  ...newsPostsIn(DEFAULT_LANGUAGE)
    .slice(0, 1)
    .map((post) => newsPostPath(post.slug)),
];
const unwalked = new Set(newsPathsIn(DEFAULT_LANGUAGE).filter((path) => !walkedNews.includes(path)));

/**
 * The pages a browser walks one by one (check:hosts in Chromium on each host, tests/browsers in the
 * other engines, tests/e2e/page-walk.spec.ts): every page of the default language but the news
 * sample's others, the others' sample, and each language's 404 page.
 */
export const walkedPaths: string[] = [
  ...LANGUAGES.flatMap((language) =>
    language === DEFAULT_LANGUAGE ? prerenderPaths.filter((path) => !unwalked.has(path)) : samplePaths(language),
  ),
  ...unknownPaths,
];
