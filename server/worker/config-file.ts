/**
 * The Worker's wrangler configuration, which every wrangler command and the Workers tests name.
 * Not at the repository's root: `wrangler pages dev` (check:hosts' Cloudflare Pages) looks for a
 * configuration above its own package, would find one at the root and serve Pages as this Worker.
 */
export const WORKER_CONFIG = "server/worker/wrangler.jsonc";

/**
 * Where `npm run dev:cloudflare` keeps the local D1 and R2 (`--persist-to`), at the root, and where
 * `npm run inbox -- --d1 local` reads them (wrangler would keep them beside the configuration).
 */
export const LOCAL_STATE = ".wrangler/state";
