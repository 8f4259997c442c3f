import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LanguageSwitch, switchPath } from "./language-switch";

describe("switchPath", () => {
  it("leads to the same page in the other language, service pages and the home page included", () => {
    expect(switchPath("/about/management", "fr")).toBe("/fr/about/management");
    expect(switchPath("/services/engineering", "fr")).toBe("/fr/services/engineering");
    expect(switchPath("/", "fr")).toBe("/fr");
    expect(switchPath("/fr/contact/vendor", "en")).toBe("/contact/vendor");
    expect(switchPath("/fr", "en")).toBe("/");
  });

  it("leads from the 404 page, whatever the address, to the other language's home", () => {
    expect(switchPath("/404", "fr", { notFound: true })).toBe("/fr");
    expect(switchPath("/fr/no-such-page", "en", { notFound: true })).toBe("/");
    expect(switchPath("/services/no-such-service", "fr", { notFound: true })).toBe("/fr");
  });
});

describe("LanguageSwitch", () => {
  it("on the 404 page leads to the other language's home", async () => {
    const Stub = createRoutesStub([{ id: "routes/not-found", path: "*", Component: () => <LanguageSwitch /> }]);
    render(<Stub initialEntries={["/no-such-page"]} />);
    expect(await screen.findByRole("link", { name: "Français" })).toHaveAttribute("href", "/fr");
  });

  it("is a plain link named in the other language, with its lang and hreflang", async () => {
    const Stub = createRoutesStub([{ path: "/contact/quote", Component: () => <LanguageSwitch /> }]);
    render(<Stub initialEntries={["/contact/quote"]} />);
    // The unit tests build English pages (VITE_SITE_LANG unset).
    const link = await screen.findByRole("link", { name: "Français" });
    expect(link).toHaveAttribute("href", "/fr/contact/quote");
    expect(link).toHaveAttribute("lang", "fr");
    expect(link).toHaveAttribute("hreflang", "fr");
    expect(link).toHaveAccessibleDescription("Read this page in French");
  });
});
