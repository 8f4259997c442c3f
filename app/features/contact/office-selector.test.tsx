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

// The offices as the content lists them, the head office first: an office added in /admin/ changes no test.
const [head, second, last] = [offices[0]!, offices[1]!, offices.at(-1)!];
const tabOf = (office: { name: string }) => screen.getByRole("tab", { name: office.name });

// Rendering every office in jsdom takes seconds on a busy machine.
describe("OfficeSelector", { timeout: 20_000 }, () => {
  it("starts on the head office with its phones as tel links and its map", () => {
    renderAt("/contact");
    expect(tabOf(head)).toHaveAttribute("aria-selected", "true");
    expect(panel()).toHaveAccessibleName(head.name);
    const phones = within(panel()).getAllByRole("link", { name: /^\+234/ });
    expect(phones.map((link) => link.textContent)).toEqual(head.phone.split(",").map((phone) => phone.trim()));
    expect(phones.map((link) => link.getAttribute("href"))).toEqual(phones.map((link) => `tel:${link.textContent!.replace(/\s/g, "")}`));
    expect(mapFrame()).toHaveAttribute("data-src", head.mapUrl);
    expect(mapFrame()).toHaveAttribute("title", contactCopy.office.mapTitle.replace("{office}", head.name));
    expect(mapFrame()).toHaveAttribute("loading", "lazy");
  });

  it("switches address, phones, e-mail and map when another office is chosen, and writes ?office=", async () => {
    renderAt("/contact");
    await userEvent.click(tabOf(second));
    expect(within(panel()).getByText(second.address[0]!)).toBeInTheDocument();
    expect(within(panel()).getByRole("link", { name: second.email })).toHaveAttribute("href", `mailto:${second.email}`);
    expect(mapFrame()).toHaveAttribute("title", contactCopy.office.mapTitle.replace("{office}", second.name));
    expect(mapFrame()).toHaveAttribute("data-src", second.mapUrl);
    expect(within(panel()).getByRole("link", { name: new RegExp(contactCopy.office.directions) })).toHaveAttribute(
      "href",
      second.directionsUrl,
    );
    expect(location.search).toBe(`?office=${second.id}`);
  });

  it("moves between tabs with the arrow keys, Home and End", async () => {
    renderAt("/contact");
    await userEvent.click(tabOf(head));
    await userEvent.keyboard("{ArrowRight}");
    expect(tabOf(second)).toHaveFocus();
    expect(tabOf(second)).toHaveAttribute("aria-selected", "true");
    // Right from the last tab wraps round to the first.
    await userEvent.keyboard("{End}{ArrowRight}");
    expect(tabOf(head)).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(tabOf(last)).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Home}");
    expect(tabOf(head)).toHaveAttribute("aria-selected", "true");
    expect(location.search).toBe("");
  });

  it("opens the office named in the URL, under its name (not its link name)", () => {
    renderAt(`/contact?office=${last.id}`);
    expect(panel()).toHaveAccessibleName(last.name);
    expect(within(panel()).getByRole("heading")).not.toHaveTextContent(new RegExp(`^${last.id}$`, "i"));
  });

  it("falls back to the head office for an unknown office", () => {
    renderAt("/contact?office=atlantis");
    expect(tabOf(head)).toHaveAttribute("aria-selected", "true");
  });

  it("without scripts lists every office in full, each a region named after it", () => {
    renderWithoutScripts();
    for (const office of offices) {
      const region = screen.getByRole("region", { name: office.name });
      expect(within(region).getByRole("link", { name: office.email })).toHaveAttribute("href", `mailto:${office.email}`);
      expect(within(region).getByRole("link", { name: new RegExp(contactCopy.office.directions) })).toHaveAttribute(
        "href",
        office.directionsUrl,
      );
    }
  });
});
