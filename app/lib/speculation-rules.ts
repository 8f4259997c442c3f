/**
 * Speculation Rules for links within the site: Chromium prerenders a page when the visitor hovers
 * or starts to tap its link (moderate eagerness), so the document load it makes feels instant.
 * Downloads (the profile PDF) and the form service are never fetched ahead. The rules are an
 * inline script whose hash the CSP lists (scripts/security-headers.mjs), like any inline script.
 */
export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/*.pdf" } },
          { not: { href_matches: "/api/*" } },
          { not: { selector_matches: "[download], [target=_blank]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};
