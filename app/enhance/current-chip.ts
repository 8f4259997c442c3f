/**
 * A horizontally scrolling list marked `data-show-current` (the service side navigation on small
 * screens) starts scrolled so that its current item (`aria-current`) is in view.
 */
export function initCurrentChip(): void {
  for (const list of document.querySelectorAll<HTMLElement>("[data-show-current]")) {
    const current = list.querySelector<HTMLElement>("[aria-current]");
    if (!current || list.scrollWidth <= list.clientWidth) continue;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }
}
