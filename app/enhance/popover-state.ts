/**
 * Buttons that open a popover (`popovertarget`): browsers expose their expanded state natively,
 * and with scripts we also mirror it in `aria-expanded` for assistive technology that reads only
 * the attribute. The popover itself needs no script: it opens, light-dismisses and closes on Escape.
 */
export function initPopoverState(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[popovertarget]")) {
    const target = button.popoverTargetElement;
    if (!target) continue;
    const sync = () => button.setAttribute("aria-expanded", String(target.matches(":popover-open")));
    target.addEventListener("toggle", sync);
    sync();
  }
}
