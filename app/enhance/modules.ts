/**
 * GOV.UK Frontend's pattern for progressive enhancement: each module is a function bound to the
 * elements that carry its name in `data-module` (several names may share an element, separated by
 * spaces), started only where the browser passes the support check, each inside its own error
 * boundary so one failing module never stops another.
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

/** Runs `start`, reporting (never throwing) what it throws or rejects with. */
export function contained(name: string, start: () => unknown): void {
  const report = (error: unknown) => {
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

/** Starts each registered module once on every element under `root` that names it. */
export function startModules(registry: Record<string, ModuleStart>, root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-module]")) {
    const started = new Set((element.dataset.moduleStarted ?? "").split(" ").filter(Boolean));
    for (const name of (element.dataset.module ?? "").split(/\s+/)) {
      const start = registry[name];
      if (!start || started.has(name)) continue;
      started.add(name);
      contained(name, () => start(element));
    }
    element.dataset.moduleStarted = [...started].join(" ");
  }
}
