import { setSearchTerm } from "~/lib/search-term";

/**
 * Site search forms (`form[role=search]` with an action: a GET to /search): blank text does nothing;
 * otherwise the trimmed term is stored for the other pages (the home hero highlights it) and the
 * browser's own submit goes on with the trimmed term. The staff inbox's filter form is a search
 * form too, without an action (it filters in place): what staff look for is not the site's term.
 */
export function initSearchTerm(): void {
  addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    const input = form.matches("[role=search][action]") ? form.elements.namedItem("q") : null;
    if (!(input instanceof HTMLInputElement)) return;
    const term = input.value.trim();
    if (!term) return event.preventDefault();
    input.value = term;
    setSearchTerm(term);
  });
}
