import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLoadingGate } from "./use-loading-gate";

// A fake Image that the test settles by hand; sources named "cached-…" are complete at once.
const created: FakeImage[] = [];
class FakeImage extends EventTarget {
  decoding = "auto";
  complete = false;
  private _src = "";
  constructor() {
    super();
    created.push(this);
  }
  set src(value: string) {
    this._src = value;
    this.complete = value.startsWith("cached-");
  }
  get src() {
    return this._src;
  }
  settle(kind: "load" | "error") {
    this.complete = true;
    this.dispatchEvent(new Event(kind));
  }
}

describe("useLoadingGate", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    created.length = 0;
    vi.stubGlobal("Image", FakeImage);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("never shows when every image is already complete", () => {
    const { result } = renderHook(() => useLoadingGate(["cached-a.svg", "cached-b.svg"]));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
  });

  it("shows after a short delay and hides once all images load or fail", () => {
    const { result } = renderHook(() => useLoadingGate(["a.svg", "b.svg"]));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(250));
    expect(result.current).toBe(true);
    act(() => created[0]!.settle("load"));
    expect(result.current).toBe(true);
    act(() => created[1]!.settle("error"));
    expect(result.current).toBe(false);
  });

  it("never flashes for loads faster than the show delay", () => {
    const { result } = renderHook(() => useLoadingGate(["a.svg"]));
    act(() => created[0]!.settle("load"));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
  });

  it("gives up at maxWaitMs (the yard page's 900 ms)", () => {
    const { result } = renderHook(() => useLoadingGate(["hung.svg"], { maxWaitMs: 900 }));
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(600));
    expect(result.current).toBe(false);
  });

  it("has a safety cap even without maxWaitMs", () => {
    const { result } = renderHook(() => useLoadingGate(["hung.svg"]));
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(false);
  });
});
