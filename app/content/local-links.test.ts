import { describe, expect, it } from "vitest";
import { localiseLinks } from "./local-links";

describe("localiseLinks", () => {
  const half = {
    heading: "Nos services",
    actions: [
      { label: "Demander un devis", href: "/contact/quote" },
      { label: "Accueil", href: "/" },
      { label: "Atelier", href: "/services/fabrication-yard#bays" },
      { label: "Contact", href: "/fr/contact" },
    ],
    link: { label: "Profil", href: "/downloads/deltaforge-company-profile.pdf" },
    external: { href: "https://www.openstreetmap.org/" },
    note: "/contact stays as text",
  };

  it("puts the language's prefix before every page address under href, in lists and nested objects", () => {
    const french = localiseLinks(half, "fr");
    expect(french.actions.map((action) => action.href)).toEqual([
      "/fr/contact/quote",
      "/fr",
      "/fr/services/fabrication-yard#bays",
      "/fr/contact",
    ]);
    expect(french.heading).toBe("Nos services");
  });

  it("leaves files, other sites and text that is not a link as they are, and English as it is", () => {
    const french = localiseLinks(half, "fr");
    expect(french.link.href).toBe("/downloads/deltaforge-company-profile.pdf");
    expect(french.external.href).toBe("https://www.openstreetmap.org/");
    expect(french.note).toBe("/contact stays as text");
    // The default language's addresses are the pages' own: its half is returned as it is.
    expect(localiseLinks(half, "en")).toBe(half);
  });
});
