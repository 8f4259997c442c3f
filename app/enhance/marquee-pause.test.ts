import { describe, expect, it } from "vitest";
import { startMarqueePause } from "./marquee-pause";

describe("marquee pause", () => {
  it("pauses and resumes the track, and the button says what it will do", () => {
    document.body.innerHTML = `<section><div data-paused="false"></div><button data-pause-control data-label-pause="Pause" data-label-resume="Resume"><span data-label>Pause</span> scrolling logos</button></section>`;
    startMarqueePause(document.querySelector("section")!);
    const button = document.querySelector("button")!;
    const track = document.querySelector<HTMLElement>("[data-paused]")!;
    button.click();
    expect(track.dataset.paused).toBe("true");
    expect(button.textContent).toBe("Resume scrolling logos");
    button.click();
    expect(track.dataset.paused).toBe("false");
    expect(button.textContent).toBe("Pause scrolling logos");
  });
});
