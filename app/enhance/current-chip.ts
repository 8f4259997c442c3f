/**
 * A horizontally scrolling list marked `data-show-current` (the service side navigation on small
 * screens) starts scrolled so that its current item (`aria-current`) is the first in view.
 */
export function initCurrentChip(): void {
  const lists = document.querySelectorAll<HTMLElement>("[data-show-current]");
  if (!lists.length) return;
  // Measured at the first frame, once the browser has laid the page out: measuring now would force
  // a layout of the whole page.
  requestAnimationFrame(() => {
    for (const list of lists) {
      const current = list.querySelector<HTMLElement>("[aria-current]");
      if (!current || list.scrollWidth <= list.clientWidth) continue;
      // The chips snap to their start edge, inside the list's scroll padding (its side padding):
      // put the current one there. Measured by boxes, since offsetLeft counts from the offset parent.
      const inset = list.getBoundingClientRect().left + list.clientLeft + (parseFloat(getComputedStyle(list).scrollPaddingLeft) || 0);
      list.scrollLeft += current.getBoundingClientRect().left - inset;
    }
  });
}
