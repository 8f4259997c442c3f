import { describe, expect, it, vi } from "vitest";
import { startModules } from "./modules";

describe("startModules", () => {
  it("starts each named module once per element, and a failing one stops no other", () => {
    document.body.innerHTML = `<div id="a" data-module="broken works"></div><div id="b" data-module="works unknown"></div><p></p>`;
    const works = vi.fn();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const registry = {
      broken: () => {
        throw new Error("boom");
      },
      works,
    };
    startModules(registry);
    startModules(registry);
    expect(works.mock.calls.map(([el]) => (el as HTMLElement).id)).toEqual(["a", "b"]);
    expect(document.querySelector<HTMLElement>("#a")!.dataset.brokenStarted).toBe("failed");
    expect(document.querySelector<HTMLElement>("#b")!.dataset.worksStarted).toBe("");
    expect(error).toHaveBeenCalledTimes(1);
  });
});
