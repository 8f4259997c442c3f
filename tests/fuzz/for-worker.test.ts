/** What the Worker's fuzz run sends (`forWorker`): only what Cloudflare's edge would hand a Worker. */
import { describe, expect, it } from "vitest";
import { forWorker } from "./for-worker";
import { plainPost } from "./plain-post";

describe("the Worker's fuzz requests", () => {
  it("carry a header's value without the bytes HTTP forbids, which the edge refuses before the Worker, keeping tab and Latin-1", () => {
    const sent = forWorker(plainPost([["X-Fuzz", "a\0b\r\nc\u0012d\u007fe\tf caf\u00e9"]]));
    expect(sent?.headers).toEqual([["X-Fuzz", "abcde\tf caf\u00e9"]]);
  });
});
