/**
 * The offline page's list of the pages this device has saved (the service worker's page cache,
 * contract/offline.ts) in the offline page's language, each by its title, so a visitor without a
 * connection can go on reading.
 */
import { PAGE_CACHE } from "~/lib/offline";

/** " | Deltaforge Energy" and the like: the list is all one site's. */
const SITE_SUFFIX = /\s+[|–-]\s+[^|–-]+$/;

/**
 * A saved page's <title>, its character references decoded. Not DOMParser on the whole page: the
 * parsed document takes this page's CSP, and the saved page's style attributes would be reported
 * as violations of it.
 */
function titleOf(html: string): string {
  const raw = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? "";
  return new DOMParser().parseFromString(`<p>${raw}</p>`, "text/html").body.textContent?.trim() ?? "";
}

export async function startOfflinePages(list: HTMLElement): Promise<void> {
  if (!("caches" in window)) return;
  const cache = await caches.open(PAGE_CACHE);
  const links: HTMLLIElement[] = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.origin !== location.origin || url.pathname === location.pathname) continue;
    const html = (await (await cache.match(request))?.text()) ?? "";
    // Only pages in this page's language (the French offline page lists the French pages saved):
    // one worker saves both languages' pages in one cache (docs/decisions/0018).
    if (/<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1] !== document.documentElement.lang) continue;
    const title = (titleOf(html) || url.pathname).replace(SITE_SUFFIX, "");
    const item = document.createElement("li");
    const link = item.appendChild(document.createElement("a"));
    link.href = url.pathname + url.search;
    link.textContent = title;
    links.push(item);
  }
  if (links.length === 0) return;
  list.replaceChildren(...links);
  list.hidden = false;
  list.parentElement?.querySelector<HTMLElement>("[data-offline-none]")?.setAttribute("hidden", "");
}
