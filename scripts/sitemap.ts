import { languageAlternates } from "../contract/language-alternates";
import { LANGUAGES, localPath } from "../contract/languages";

/**
 * sitemap.xml: every indexed page in every language, each with the page's addresses in all of
 * them and `x-default` as `xhtml:link` alternates (the same list as the pages' own `hreflang`
 * links, contract/language-alternates.ts). `pages` are the default language's addresses.
 */
export function sitemapXml(siteUrl: string, pages: readonly string[]): string {
  const alternates = (page: string) =>
    languageAlternates(page)
      .map(({ hreflang, path }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${siteUrl}${path}"/>`)
      .join("\n");
  const urls = [...pages]
    .sort()
    .flatMap((page) =>
      LANGUAGES.map((language) => `  <url>\n    <loc>${siteUrl}${localPath(page, language)}</loc>\n${alternates(page)}\n  </url>`),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}
