/**
 * Places the header's popover menus where CSS anchor positioning cannot (Firefox, Chrome before
 * 125, Safari before 26) or places them wrong (WebKit after a scroll): each dropdown under its own
 * item, the mobile panel flush under the header, followed every frame while one is open, since the
 * header changes height as it shrinks. A dozen lines instead of @oddbird/css-anchor-positioning
 * (about 41 KB gzip unminified, and it re-parses every stylesheet) for two fixed placements.
 */
export function positionMenus(): void {
  // app.css turns the CSS placement off under this mark.
  document.documentElement.dataset.menuPosition = "script";
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  const menus = [...document.querySelectorAll<HTMLElement>(".nav-menu, .mobile-menu")];
  const placeOne = (menu: HTMLElement) => {
    const anchor = menu.closest(".nav-dropdown") ?? header;
    if (!anchor) return;
    const box = anchor.getBoundingClientRect();
    menu.style.top = `${box.bottom}px`;
    if (menu.classList.contains("mobile-menu")) {
      menu.style.left = "0px";
      menu.style.maxHeight = `${innerHeight - box.bottom}px`;
    } else {
      // Left-aligned with its item (as `position-area: bottom span-right`), kept on screen.
      menu.style.left = `${Math.max(0, Math.min(box.left, document.documentElement.clientWidth - menu.offsetWidth))}px`;
    }
  };
  let frame = 0;
  const follow = () => {
    const open = menus.filter(isOpen);
    open.forEach(placeOne);
    frame = open.length ? requestAnimationFrame(follow) : 0;
  };
  const start = () => {
    if (!frame) follow();
  };
  for (const menu of menus) {
    // Placed before it shows (no frame in the wrong place), then followed while open.
    menu.addEventListener("beforetoggle", () => placeOne(menu));
    menu.addEventListener("toggle", start);
    menu.addEventListener("reposition", start);
  }
  start();
}

function isOpen(menu: HTMLElement): boolean {
  try {
    return menu.matches(":popover-open");
  } catch {
    // Browsers without the Popover API cannot parse the selector; the polyfill marks a class.
    return menu.classList.contains(":popover-open");
  }
}
