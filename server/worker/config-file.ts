/**
 * The Worker's wrangler configuration, which every wrangler command and the Workers tests name.
 * Not at the repository's root: `wrangler pages dev` (check:hosts' Cloudflare Pages) looks for a
 * configuration above its own package, would find one at the root and serve Pages as this Worker.
 */
export const WORKER_CONFIG = "server/worker/wrangler.jsonc";
