import { languageAlternates } from "../contract/language-alternates";
import { LANGUAGES, localPath, type Language } from "../contract/languages";

/**
 * sitemap.xml: every indexed page in every language it exists in, each with the page's addresses
 * in all of them and `x-default` as `xhtml:link` alternates (the same list as the pages' own
 * `hreflang` links, contract/language-alternates.ts). `pages` are the default language's
 * addresses; `languagesOf` says which languages a page is built in (all but for an English-only
 * news post, which is listed once, with no alternates, as its page names none).
 */
export function sitemapXml(
  siteUrl: string,
  pages: readonly string[],
  languagesOf: (page: string) => readonly Language[] = () => LANGUAGES,
): string {
  const alternates = (page: string) =>
    languagesOf(page).length < LANGUAGES.length
      ? ""
      : `\n${languageAlternates(page)
          .map(({ hreflang, path }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${siteUrl}${path}"/>`)
          .join("\n")}`;
  const urls = [...pages]
    .sort()
    .flatMap((page) =>
      languagesOf(page).map((language) => `  <url>\n    <loc>${siteUrl}${localPath(page, language)}</loc>${alternates(page)}\n  </url>`),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}
