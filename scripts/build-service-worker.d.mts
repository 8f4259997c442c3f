/** Writes `client`/sw.js; returns what it saves at install. */
export function buildServiceWorker(client: string): Promise<string[]>;
