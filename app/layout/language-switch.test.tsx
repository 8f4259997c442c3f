import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LANGUAGE_FACTS } from "../../contract/languages";
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

  it("labels the page's own language, marked current and not a link, beside the other's link", async () => {
    const Stub = createRoutesStub([{ path: "/about", Component: () => <LanguageSwitch /> }]);
    render(<Stub initialEntries={["/about"]} />);
    const own = await screen.findByText(LANGUAGE_FACTS.en.name);
    expect(own).toHaveAttribute("aria-current", "true");
    expect(own.closest("a")).toBeNull();
    expect(screen.queryByRole("link", { name: LANGUAGE_FACTS.en.name })).toBeNull();
    expect(own.parentElement).toHaveTextContent(`${LANGUAGE_FACTS.en.name}·${LANGUAGE_FACTS.fr.name}`);
  });
});
