import { fill } from "~/lib/fill";
import { readChoice, writeChoice } from "./url-choice";

const ALL = "all";

/**
 * The projects filter (features/projects/projects-showcase.tsx): toggle buttons, one per category,
 * show only that category's cards, announce the count (the role=status line) and keep the choice
 * in `?category=`, so a filtered view can be shared. The buttons are shown only where scripts run;
 * without them every project is listed.
 */
export function startProjectsFilter(showcase: HTMLElement): void {
  const buttons = [...showcase.querySelectorAll<HTMLButtonElement>("[data-filter]")];
  const cards = [...showcase.querySelectorAll<HTMLElement>("[data-category]")];
  const count = showcase.querySelector("[data-shown-count]");
  const within = showcase.querySelector("[data-shown-in]");
  const slugs = buttons.map((button) => button.dataset.filter ?? "");

  function choose(slug: string) {
    let shown = 0;
    for (const card of cards) {
      card.hidden = slug !== ALL && card.dataset.category !== slug;
      if (!card.hidden) shown++;
    }
    for (const button of buttons) button.setAttribute("aria-pressed", String(button.dataset.filter === slug));
    if (count) count.textContent = String(shown);
    const current = buttons.find((button) => button.dataset.filter === slug);
    // "in {category}" is content (site-labels.json), written on the element by features/projects/projects-showcase.tsx.
    if (within)
      within.textContent =
        slug === ALL ? "" : ` ${fill(within.getAttribute("data-shown-in") ?? "", { category: current?.dataset.name ?? "" })}`;
  }

  showcase.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("[data-filter]");
    if (!button) return;
    const slug = button.dataset.filter ?? ALL;
    choose(slug);
    writeChoice("category", slug, ALL);
  });
  choose(readChoice("category", slugs, ALL));
}
