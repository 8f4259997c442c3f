/**
 * GOV.UK Frontend's way of starting behaviour (its `initAll` and `data-module`): each element that
 * names a module in `data-module` (several may be listed, space-separated) gets that module's
 * `start(element)`, once. A page therefore runs only the modules its markup asks for. Each start is
 * contained: one that throws is reported and marked, and every other module still starts.
 * The support check happens before the script is even fetched: the inline boot script in root.tsx
 * marks `<html data-js>` only where ES modules run, and CSS shows script-only controls only then.
 */
export type ModuleStart = (element: HTMLElement) => void;

export function startModules(registry: Readonly<Record<string, ModuleStart>>, root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-module]")) {
    for (const name of (element.dataset.module ?? "").split(/\s+/)) {
      const start = registry[name];
      const mark = `${name}Started`.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
      if (!start || mark in element.dataset) continue;
      try {
        start(element);
        element.dataset[mark] = "";
      } catch (error) {
        element.dataset[mark] = "failed";
        console.error(`Module ${name} failed to start`, error);
      }
    }
  }
}
