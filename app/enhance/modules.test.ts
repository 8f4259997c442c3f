// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { startModules } from "./modules";

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("startModules", () => {
  it("starts each module on the elements that name it, once", () => {
    document.body.innerHTML = `<div data-module="a b"></div><p data-module="b"></p><span></span>`;
    const a = vi.fn();
    const b = vi.fn();
    startModules({ a, b });
    startModules({ a, b });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
    expect(b.mock.calls.map(([el]) => (el as HTMLElement).tagName)).toEqual(["DIV", "P"]);
  });

  it("keeps one failing module from stopping the others, and marks which failed", () => {
    document.body.innerHTML = `<div id="a" data-module="broken works"></div><div id="b" data-module="works unknown"></div>`;
    const reported = vi.fn();
    vi.stubGlobal("reportError", reported);
    const works = vi.fn();
    startModules({
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
});
