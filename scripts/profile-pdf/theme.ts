// The profile's look: the site's brand palette (app/app.css), type scale and A4 page geometry.

export const colours = {
  navy950: "#061a33",
  navy900: "#0b2545",
  navy800: "#13315c",
  navy700: "#1d4e89",
  navy100: "#dce8f5",
  navy50: "#eef4fb",
  amber300: "#f9cd7e",
  amber500: "#f29f05",
  amber700: "#b45309",
  steel50: "#f5f7fa",
  steel100: "#e6ebf1",
  steel300: "#c3cdd8",
  steel500: "#8a99ab",
  steel600: "#5b6b7f",
  steel800: "#334155",
  white: "#ffffff",
} as const;

/**
 * Helvetica, one of PDF's standard fonts: nothing to embed. The site's Manrope ships only as a
 * variable WOFF2 (@fontsource-variable/manrope), which pdfkit cannot embed (it needs a TTF or OTF,
 * and fontkit fails on variable WOFF2 instances), and no Manrope TTF is installed.
 */
export const fonts = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
  italic: "Helvetica-Oblique",
} as const;

export const size = {
  display: 34,
  title: 24,
  heading: 13,
  body: 9.5,
  small: 8,
  tiny: 7,
} as const;

/** A4 in PDF points. */
export const page = {
  width: 595.28,
  height: 841.89,
  margin: 48,
  /** Top of the content area, below the running header. */
  top: 92,
  /** Bottom of the content area, above the running footer. */
  bottom: 841.89 - 56,
} as const;

export const contentWidth = page.width - 2 * page.margin;
