import { taskSlicer } from "./yield-to-main";

/**
 * GOV.UK Frontend's pattern for progressive enhancement (its `initAll` and `data-module`): each
 * module is a function bound to the elements that carry its name in `data-module` (several names may
 * share an element, separated by spaces), started only where the browser passes the support check,
 * each inside its own error boundary so one failing module never stops another. A page therefore
 * runs only the modules its markup asks for. Script-only controls are shown by CSS only where the
 * inline boot script in root.tsx has marked `<html data-js>` (ES modules run there).
 */
export type ModuleStart = (element: HTMLElement) => unknown;

/**
 * The cut: the script is a module script, so only browsers with ES modules run it at all; these are
 * the other platform parts every module relies on. Anything newer is feature-detected in
 * fallbacks.ts, which loads a polyfill only where it is missing.
 */
export function supported(): boolean {
  return "IntersectionObserver" in window && "noModule" in HTMLScriptElement.prototype && typeof CSS !== "undefined";
}

/** Runs `start`, reporting (never throwing) what it throws or rejects with; `failed` hears of it too. */
export function contained(name: string, start: () => unknown, failed?: () => void): void {
  const report = (error: unknown) => {
    failed?.();
    // reportError reaches window.onerror and the console like an uncaught error, without
    // unwinding the caller: the next module still starts.
    if (typeof reportError === "function") reportError(error);
    else console.error(`enhance: module "${name}" failed`, error);
  };
  try {
    const result = start();
    if (result instanceof Promise) result.catch(report);
  } catch (error) {
    report(error);
  }
}

/**
 * Starts each registered module once on every element under `root` that names it, in document
 * order, and marks the element `data-<name>-started` ("" once started, "failed" if it threw) for
 * styles and tests. Between two starts it yields to the browser once the task has run its budget
 * (`yieldIfDue`, a `taskSlicer`), so no task of starts grows long on a slow phone; resolves once every one has started.
 */
export async function startModules(
  registry: Readonly<Record<string, ModuleStart>>,
  root: ParentNode = document,
  yieldIfDue = taskSlicer(),
): Promise<void> {
  for (const element of root.querySelectorAll<HTMLElement>("[data-module]")) {
    for (const name of (element.dataset.module ?? "").split(/\s+/)) {
      const start = registry[name];
      const mark = `${name}Started`.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
      // Checked and marked in the same task: a second run over the page never starts it twice.
      if (!start || mark in element.dataset) continue;
      element.dataset[mark] = "";
      contained(
        name,
        () => start(element),
        () => (element.dataset[mark] = "failed"),
      );
      await yieldIfDue();
    }
  }
}
