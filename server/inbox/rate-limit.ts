/**
 * Per-address rate limit: at most `limit` submissions in any rolling `windowMs` (sliding log).
 * limit 0 disables it. Memory is bounded by pruning addresses with no recent hits.
 * Hono ships no rate limiter; these 40 lines give the exact behaviour the contract names (two limits
 * with their own keys, Retry-After in whole seconds) without another dependency.
 */

export interface RateLimiter {
  /** Records a hit; returns 0 when allowed, else the seconds until the next hit would be allowed. */
  hit(address: string, now?: number): number;
  readonly limit: number;
}

/**
 * The same limit kept where every isolate of a Worker sees it (storage/d1-rate-limit.ts): the
 * route awaits its answer.
 */
export interface SharedRateLimiter {
  hit(address: string, now?: number): number | Promise<number>;
  readonly limit: number;
}

/** The seconds until a hit is allowed again, when the oldest hit in the window was at `oldest` (ms). */
export const retryAfterSeconds = (oldest: number, windowMs: number, now: number) =>
  Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));

export function createRateLimiter(limit: number, windowMs = 60_000): RateLimiter {
  const hits = new Map<string, number[]>();
  let lastPrune = 0;

  function prune(now: number) {
    if (now - lastPrune < windowMs) return;
    lastPrune = now;
    for (const [address, times] of hits) {
      if (times.length === 0 || times[times.length - 1]! <= now - windowMs) hits.delete(address);
    }
  }

  return {
    limit,
    hit(address, now = Date.now()) {
      if (limit <= 0) return 0;
      prune(now);
      const times = (hits.get(address) ?? []).filter((t) => t > now - windowMs);
      if (times.length >= limit) {
        hits.set(address, times);
        return retryAfterSeconds(times[0]!, windowMs, now);
      }
      times.push(now);
      hits.set(address, times);
      return 0;
    },
  };
}
