import { screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { offices } from "~/content/offices";
import { contactCopy } from "~/content/page-copy";
import { startOfficeTabs } from "~/enhance/office-tabs";
import { OfficeSelector } from "./office-selector";

/**
 * The build's markup (prerendered, then parsed as a page is: a template's content stays inert),
 * without scripts.
 */
function renderWithoutScripts() {
  document.body.innerHTML = renderToStaticMarkup(<OfficeSelector offices={offices} labels={contactCopy.office} />);
}

/** The build's markup, run by the page's enhancement module, at `url`. */
function renderAt(url: string) {
  history.replaceState(null, "", url);
  renderWithoutScripts();
  startOfficeTabs(document.querySelector<HTMLElement>("[data-module~=office-tabs]")!);
}

const panel = () => screen.getByRole("tabpanel");

// jsdom lays nothing out, so nothing ever comes into view: its stand-in observer never reports
// (the map's loading is tests/e2e's, in a real browser).
beforeAll(() => {
  globalThis.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
// The map frame waits in the panel's template for the module (tests/e2e: the frame itself).
const mapFrame = () =>
  document.importNode(panel().querySelector<HTMLTemplateElement>("template[data-map]")!.content, true).querySelector("iframe")!;

// Rendering all three offices in jsdom takes seconds on a busy machine.
describe("OfficeSelector", { timeout: 20_000 }, () => {
  it("starts on the Head Office with its phones as tel links and its map", () => {
    renderAt("/contact");
    expect(screen.getByRole("tab", { name: /Head Office/ })).toHaveAttribute("aria-selected", "true");
    expect(panel()).toHaveAccessibleName(/Head Office/);
    const phones = within(panel()).getAllByRole("link", { name: /^\+234/ });
    expect(phones.map((link) => link.getAttribute("href"))).toEqual(["tel:+2348030004120", "tel:+2348090007745"]);
    expect(mapFrame()).toHaveAttribute("data-src", offices[0]!.mapUrl);
    expect(mapFrame()).toHaveAttribute("title", `Map of ${offices[0]!.name}`);
    expect(mapFrame()).toHaveAttribute("loading", "lazy");
  });

  it("switches address, phones, e-mail and map when another office is chosen, and writes ?office=", async () => {
    renderAt("/contact");
    await userEvent.click(screen.getByRole("tab", { name: /Port Harcourt Terminal Office/ }));
    const office = offices.find((entry) => entry.id === "portharcourt")!;
    expect(within(panel()).getByText("Plot 27 Trans-Amadi Industrial Layout")).toBeInTheDocument();
    expect(within(panel()).getByRole("link", { name: office.email })).toHaveAttribute("href", `mailto:${office.email}`);
    expect(mapFrame()).toHaveAttribute("title", "Map of Port Harcourt Terminal Office");
    expect(mapFrame()).toHaveAttribute("data-src", office.mapUrl);
    expect(within(panel()).getByRole("link", { name: /Get Directions/ })).toHaveAttribute("href", office.directionsUrl);
    expect(location.search).toBe("?office=portharcourt");
  });

  it("moves between tabs with the arrow keys, Home and End", async () => {
    renderAt("/contact");
    await userEvent.click(screen.getByRole("tab", { name: /Head Office/ }));
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: /Port Harcourt/ })).toHaveFocus();
    expect(screen.getByRole("tab", { name: /Port Harcourt/ })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("tab", { name: /Head Office/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: /Client Liaison/ })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: /Head Office/ })).toHaveAttribute("aria-selected", "true");
    expect(location.search).toBe("");
  });

  it("opens the office named in the URL, under its fictional name", () => {
    renderAt("/contact?office=chevron");
    expect(panel()).toHaveAccessibleName(/Client Liaison Office, Lekki/);
    expect(within(panel()).getByRole("heading")).not.toHaveTextContent(/chevron/i);
  });

  it("falls back to the Head Office for an unknown office", () => {
    renderAt("/contact?office=atlantis");
    expect(screen.getByRole("tab", { name: /Head Office/ })).toHaveAttribute("aria-selected", "true");
  });

  it("without scripts lists every office in full, each a region named after it", () => {
    renderWithoutScripts();
    for (const office of offices) {
      const region = screen.getByRole("region", { name: office.name });
      expect(within(region).getByRole("link", { name: office.email })).toHaveAttribute("href", `mailto:${office.email}`);
      expect(within(region).getByRole("link", { name: /Get Directions/ })).toHaveAttribute("href", office.directionsUrl);
    }
  });
});
