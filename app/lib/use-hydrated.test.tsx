// @vitest-environment jsdom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

// React's act() environment, so updates (and transitions) are flushed inside act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  vi.resetModules();
  document.body.innerHTML = "";
});

async function probe() {
  const { useHydrated } = await import("./use-hydrated");
  const seen: boolean[] = [];
  function Probe() {
    const hydrated = useHydrated();
    seen.push(hydrated);
    return <p>{hydrated ? "hydrated" : "prerendered"}</p>;
  }
  return { Probe, seen };
}

describe("useHydrated", () => {
  it("is false in the prerendered HTML and while hydrating, then true, without a mismatch", async () => {
    const { Probe, seen } = await probe();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe("prerendered");
    document.body.append(container);
    const mismatch = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: mismatch });
    });
    expect(container.textContent).toBe("hydrated");
    expect(mismatch).not.toHaveBeenCalled();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it("is true from the first render of what mounts after the page has hydrated", async () => {
    const { Probe, seen } = await probe();
    const page = document.createElement("div");
    page.innerHTML = renderToString(<Probe />);
    document.body.append(page);
    await act(async () => {
      hydrateRoot(page, <Probe />);
    });
    seen.length = 0;
    const later = document.createElement("div");
    document.body.append(later);
    await act(async () => {
      createRoot(later).render(<Probe />);
    });
    expect(later.textContent).toBe("hydrated");
    expect(seen).toEqual([true]);
  });
});
