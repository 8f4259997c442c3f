import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

describe("createRateLimiter", () => {
  it("allows `limit` hits per rolling minute per address", () => {
    const rl = createRateLimiter(3);
    const t = 1_000_000;
    expect([rl.hit("a", t), rl.hit("a", t + 1), rl.hit("a", t + 2)]).toEqual([0, 0, 0]);
    expect(rl.hit("a", t + 3)).toBe(60);
    expect(rl.hit("b", t + 3)).toBe(0);
    expect(rl.hit("a", t + 30_000)).toBe(30);
    expect(rl.hit("a", t + 60_001)).toBe(0);
  });

  it("is off when the limit is 0", () => {
    const rl = createRateLimiter(0);
    for (let i = 0; i < 1000; i++) expect(rl.hit("a", i)).toBe(0);
  });
});
