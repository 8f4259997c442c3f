// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { startModules } from "./modules";

afterEach(() => {
  document.body.innerHTML = "";
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

  it("keeps one failing module from stopping the others", () => {
    document.body.innerHTML = `<div data-module="broken fine"></div><div data-module="fine"></div>`;
    const reported = vi.fn();
    vi.stubGlobal("reportError", reported);
    const fine = vi.fn();
    startModules({
      broken: () => {
        throw new Error("boom");
      },
      fine,
    });
    expect(fine).toHaveBeenCalledTimes(2);
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: "boom" }));
    vi.unstubAllGlobals();
  });
});
