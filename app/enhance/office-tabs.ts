import { onFirstSight } from "./motion";
import { readChoice, writeChoice } from "./url-choice";

const keySteps: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowDown: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  ArrowUp: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The office switcher on /contact (features/contact/office-selector.tsx). The HTML lists every
 * office in full, one after another; this turns them into ARIA tabs (spec: default Head Office):
 * the tab list is shown, each office becomes a tab panel and only the chosen one shows. Arrow keys,
 * Home and End move between tabs and select as they go; the choice is kept in `?office=`. The
 * shown office's map frame is loaded once the page has loaded and the map comes into view (`showMap`).
 */
export function startOfficeTabs(selector: HTMLElement): void {
  // The markup has plain buttons (each office is a region without scripts); they become tabs here.
  const list = selector.querySelector<HTMLElement>("[data-tablist]");
  list?.setAttribute("role", "tablist");
  list?.setAttribute("aria-label", list.dataset.tablist ?? "");
  const tabs = [...selector.querySelectorAll<HTMLElement>("button[data-office]")];
  for (const tab of tabs) tab.setAttribute("role", "tab");
  const ids = tabs.map((tab) => tab.dataset.office ?? "");
  const panel = (id: string) => document.getElementById(tabs[ids.indexOf(id)]?.getAttribute("aria-controls") ?? "");
  const fallback = ids[0] ?? "";
  let loaded = document.readyState === "complete";

  function select(id: string) {
    tabs.forEach((tab, i) => {
      const selected = ids[i] === id;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const shown = panel(ids[i]!);
      if (!shown) return;
      shown.setAttribute("role", "tabpanel");
      shown.setAttribute("aria-labelledby", tab.id);
      shown.hidden = !selected;
      if (selected && loaded) showMap(shown);
    });
  }
  function choose(index: number) {
    const id = ids[index]!;
    select(id);
    writeChoice("office", id, fallback);
  }

  selector.addEventListener("click", (event) => {
    const tab = (event.target as Element).closest<HTMLElement>("[role=tab]");
    if (tab) choose(tabs.indexOf(tab));
  });
  selector.addEventListener("keydown", (event) => {
    const index = tabs.indexOf(event.target as HTMLElement);
    const step = keySteps[event.key];
    if (index < 0 || !step) return;
    event.preventDefault();
    const next = step(index, tabs.length - 1);
    choose(next);
    tabs[next]!.focus();
  });
  select(readChoice("office", ids, fallback));
  if (!loaded) {
    addEventListener(
      "load",
      () => {
        loaded = true;
        const id = tabs.find((tab) => tab.getAttribute("aria-selected") === "true")?.dataset.office;
        const shown = id ? panel(id) : null;
        if (shown) showMap(shown);
      },
      { once: true },
    );
  }
}

/** How near the viewport a map comes before the map service is asked (before it scrolls in). */
const MAP_NEAR = "0px 0px 200px";

/**
 * The panel's map frame, a `<template data-map>` in the markup (features/contact/office-map.tsx),
 * is made once the page has loaded and the map comes near the viewport, and shows only once it has
 * loaded after the map service answered a HEAD request. A frame that cannot reach the service would
 * show the browser's error page over the site's own panel (office, address); that panel stays
 * instead. (A frame's failure cannot be seen from the page: its load event fires for an error page
 * too.) Near the viewport only: a visitor who never scrolls to the map sends the map service
 * nothing, and an unreachable service logs no failed request for a map nobody looked at.
 */
function showMap(panel: HTMLElement) {
  const slots = [...panel.querySelectorAll<HTMLTemplateElement>("template[data-map]")].filter((slot) => slot.dataset.asked === undefined);
  slots.forEach((slot) => (slot.dataset.asked = ""));
  // A template has no box of its own: the map's box is the element around it.
  onFirstSight(
    slots.map((slot) => slot.parentElement!),
    (box) => askForMap(box.querySelector<HTMLTemplateElement>("template[data-map]")!),
    { rootMargin: MAP_NEAR },
  );
}

function askForMap(slot: HTMLTemplateElement) {
  const frame = document.importNode(slot.content, true).querySelector("iframe");
  const src = frame?.dataset.src;
  if (!frame || !src) return;
  fetch(src, { method: "HEAD", mode: "no-cors", credentials: "omit" }).then(
    () => {
      frame.addEventListener("load", () => (frame.dataset.loaded = ""), { once: true });
      frame.src = src;
      slot.replaceWith(frame);
    },
    // The next time its office is chosen, the map is tried again.
    () => delete slot.dataset.asked,
  );
}
