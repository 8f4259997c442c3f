/**
 * Start-up work split into tasks short enough for a slow phone (issue 48). Started all in one task,
 * the page-wide behaviours and the modules made one long task after the first paint: 80-150 ms on
 * a phone 4x slower than this machine, counted whole in Lighthouse's blocking time.
 */

/**
 * How long one task of start-up work may run before it lets the browser paint and answer input:
 * React's scheduler uses the same 5 ms slice. Lighthouse's simulated phone runs the page's tasks 4x
 * slower than they ran, so a task must stay well under 12.5 ms here to stay under its 50 ms.
 */
export const TASK_BUDGET_MS = 5;

/**
 * Ends the current task. `scheduler.yield()` where the browser has it (Chromium 129+): the rest
 * then runs before other queued tasks of the page. Elsewhere (Firefox ESR, Safari, the older Chrome
 * on Android many of our visitors have) a zero timeout, which yields just the same, without that
 * priority.
 */
export const yieldToMain = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));

/**
 * A `yieldIfDue` for one run of work, starting now: it yields once the current slice has run for
 * `budgetMs`, so cheap starts share a task (and what changes the first view's layout, such as the
 * office tabs, usually lands before the first paint) while an expensive one never has others
 * appended to it.
 */
export function taskSlicer(budgetMs = TASK_BUDGET_MS): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < budgetMs) return;
    await yieldToMain();
    sliceStart = performance.now();
  };
}
