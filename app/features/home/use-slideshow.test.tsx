import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSlideshow } from "./use-slideshow";

describe("useSlideshow", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("advances every interval and loops", () => {
    const { result } = renderHook(() => useSlideshow(3, 6000, false));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(5999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(6000));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(6000));
    expect(result.current.index).toBe(0);
  });

  it("wraps around both ways", () => {
    const { result } = renderHook(() => useSlideshow(5, 6000, false));
    act(() => result.current.previous());
    expect(result.current.index).toBe(4);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it("gives a slide chosen by hand its full interval", () => {
    const { result } = renderHook(() => useSlideshow(5, 6000, false));
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.goTo(3));
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(3);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.index).toBe(4);
  });

  it("stops while paused or hovered", () => {
    const { result } = renderHook(() => useSlideshow(5, 6000, false));
    act(() => result.current.setHovered(true));
    expect(result.current.rotating).toBe(false);
    act(() => vi.advanceTimersByTime(20000));
    expect(result.current.index).toBe(0);
    act(() => result.current.setHovered(false));
    act(() => result.current.setPlaying(false));
    act(() => vi.advanceTimersByTime(20000));
    expect(result.current.index).toBe(0);
    act(() => result.current.setPlaying(true));
    act(() => vi.advanceTimersByTime(6000));
    expect(result.current.index).toBe(1);
  });

  it("does not auto-advance under reduced motion unless the visitor presses play", () => {
    const { result } = renderHook(() => useSlideshow(5, 6000, true));
    expect(result.current.playing).toBe(false);
    act(() => vi.advanceTimersByTime(20000));
    expect(result.current.index).toBe(0);
    act(() => result.current.setPlaying(true));
    act(() => vi.advanceTimersByTime(6000));
    expect(result.current.index).toBe(1);
  });
});
