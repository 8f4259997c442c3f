import { afterEach, describe, expect, it, vi } from "vitest";
import { taskSlicer, yieldToMain } from "./yield-to-main";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("yieldToMain", () => {
  it("uses scheduler.yield where the browser has it", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yielded });
    await yieldToMain();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it("ends the task with a timeout where it has not", async () => {
    vi.stubGlobal("scheduler", undefined);
    vi.useFakeTimers();
    let resumed = false;
    const done = yieldToMain().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    await done;
    expect(resumed).toBe(true);
  });
});

describe("taskSlicer", () => {
  it("yields only once its slice has run the budget, then starts a new slice", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yielded });
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const yieldIfDue = taskSlicer(5);
    now = 4;
    await yieldIfDue();
    expect(yielded).not.toHaveBeenCalled();
    now = 5;
    await yieldIfDue();
    expect(yielded).toHaveBeenCalledTimes(1);
    now = 9;
    await yieldIfDue();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});
