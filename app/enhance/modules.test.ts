// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { startModules } from "./modules";
import { TASK_BUDGET_MS, taskSlicer } from "./yield-to-main";

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("startModules", () => {
  it("starts each module on the elements that name it, once", async () => {
    document.body.innerHTML = `<div data-module="a b"></div><p data-module="b"></p><span></span>`;
    const a = vi.fn();
    const b = vi.fn();
    await Promise.all([startModules({ a, b }), startModules({ a, b })]);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
    expect(b.mock.calls.map(([el]) => (el as HTMLElement).tagName)).toEqual(["DIV", "P"]);
  });

  it("keeps one failing module from stopping the others, and marks which failed", async () => {
    document.body.innerHTML = `<div id="a" data-module="broken works"></div><div id="b" data-module="works unknown"></div>`;
    const reported = vi.fn();
    vi.stubGlobal("reportError", reported);
    const works = vi.fn();
    await startModules({
      broken: () => {
        throw new Error("boom");
      },
      works,
    });
    expect(works.mock.calls.map(([el]) => (el as HTMLElement).id)).toEqual(["a", "b"]);
    expect(reported).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: "boom" }));
    expect(document.querySelector<HTMLElement>("#a")!.dataset.brokenStarted).toBe("failed");
    expect(document.querySelector<HTMLElement>("#b")!.dataset.worksStarted).toBe("");
  });

  it("lets the browser in between once a task has run its budget, and starts the rest after", async () => {
    document.body.innerHTML = `<div data-module="slow"></div><div data-module="cheap"></div>`;
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const cheap = vi.fn();
    const started = startModules({ slow: () => busy(TASK_BUDGET_MS + 1), cheap });
    // The slow start used the task's budget: the next waits for a task of its own.
    expect(cheap).not.toHaveBeenCalled();
    await started;
    expect(cheap).toHaveBeenCalledTimes(1);
  });

  it("runs starts in the same task while the budget lasts", async () => {
    document.body.innerHTML = `<div data-module="a"></div><div data-module="b"></div>`;
    const order: string[] = [];
    // A task queued before the starts: a start that waited for a task of its own would come after it.
    setTimeout(() => order.push("next task"), 0);
    // A budget no pause of a busy test machine can use up between two starts.
    await startModules({ a: () => order.push("a"), b: () => order.push("b") }, document, taskSlicer(60_000));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(["a", "b", "next task"]);
  });
});
