/** Writes `client`/sw.js; returns what it saves at install. */
export function buildServiceWorker(client: string): Promise<string[]>;
/** The same-origin stylesheets a page links to. */
export function stylesheetLinks(html: string): string[];
