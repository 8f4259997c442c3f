import { contained } from "./modules";

/**
 * Polyfills only where the platform lacks the feature: each is a separate chunk that a browser with
 * the feature never downloads (sizes in app/enhance/README.md). Resolves once every fallback this
 * browser needs has loaded, or failed (a failure is reported, never thrown).
 */
export function loadFallbacks(): Promise<unknown> {
  const html = document.documentElement;
  const loads: Promise<unknown>[] = [];
  const load = (name: string, needed: boolean, polyfill: () => Promise<unknown>) => {
    if (!needed) return;
    loads.push(
      new Promise<void>((done) =>
        contained(name, () =>
          polyfill()
            .then(() => (html.dataset[name] = ""))
            .finally(done),
        ),
      ),
    );
  };
  // About 4% of visits: without it the menus would have no behaviour (CSS keeps them closed).
  load("popoverPolyfill", !("popover" in HTMLElement.prototype), () => import("@oddbird/popover-polyfill"));
  // Firefox ESR, Safari before 26, older Chrome on Android: "Read full bio" and its Close button.
  load("invokersPolyfill", !("commandForElement" in HTMLButtonElement.prototype), () => import("invokers-polyfill"));
  // A click on the backdrop closes a <dialog closedby="any"> (stale-close.ts keeps it working when
  // the dialog is closed and opened again at once).
  load("closedbyPolyfill", !("closedBy" in HTMLDialogElement.prototype), () => import("dialog-closedby-polyfill"));
  // Menus under their item: CSS anchor positioning where it exists and places them right.
  load("menuPosition", !CSS.supports("position-area: bottom"), placeMenus);
  if (CSS.supports("position-area: bottom")) watchAnchoredMenus();
  return Promise.all(loads);
}

const placeMenus = () => import("./menu-position").then(({ positionMenus }) => positionMenus());

/**
 * WebKit (Safari 26, WebKitGTK 2.50) has anchor positioning but, once the page has scrolled, opens
 * anchored popovers far from their anchor. No feature test can see that, so each opening is
 * measured and, the first time a menu is off its anchor, the script placement takes over.
 */
function watchAnchoredMenus(): void {
  const menus = document.querySelectorAll<HTMLElement>(".nav-menu, .mobile-menu");
  const check = (event: Event) => {
    const menu = event.currentTarget as HTMLElement;
    if ((event as ToggleEvent).newState !== "open" || document.documentElement.dataset.menuPosition) return;
    const anchor = menu.closest(".nav-dropdown") ?? document.querySelector("[data-site-header]");
    if (!anchor) return;
    const gap = menu.getBoundingClientRect().top - anchor.getBoundingClientRect().bottom;
    // The menu's own margin (0.5rem) is the only gap wanted.
    if (Math.abs(gap - parseFloat(getComputedStyle(menu).marginTop)) > 2) {
      menus.forEach((m) => m.removeEventListener("toggle", check));
      contained("menuPosition", () =>
        placeMenus().then(() => menu.matches(":popover-open") && menu.dispatchEvent(new Event("reposition"))),
      );
    }
  };
  menus.forEach((menu) => menu.addEventListener("toggle", check));
}
