/**
 * The home page's client logo strip (features/home/client-strip.tsx): its button pauses and resumes
 * the CSS loop (WCAG 2.2.2). Hovering pauses it in CSS alone; the button is shown only with scripts.
 */
export function startMarqueePause(strip: HTMLElement): void {
  const track = strip.querySelector<HTMLElement>("[data-paused]");
  const button = strip.querySelector<HTMLButtonElement>("[data-pause-control]");
  const label = button?.querySelector("[data-label]");
  if (!track || !button || !label) return;
  button.addEventListener("click", () => {
    const paused = track.dataset.paused !== "true";
    track.dataset.paused = String(paused);
    button.dataset.state = paused ? "paused" : "running";
    // Both words are content (site-labels.json), written on the button by features/home/client-strip.tsx.
    label.textContent = (paused ? button.dataset.labelResume : button.dataset.labelPause) ?? "";
  });
}
