import { describe, expect, it, vi } from "vitest";
import { deferHydration, FALLBACK_MS, toDynamicImports } from "./defer-hydration.mjs";

// The shape React Router 7 writes into a prerendered page.
const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/></head>
<body><main><h1>Hello</h1></main>
<script>window.__reactRouterContext = {};</script>
<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-5.js");</script>
</body></html>`;

/** Runs a page's rewritten boot script against a fake document and records what it does. */
function run(html, readyState) {
  const script = html.match(/<script>(\(function ?\(\) ?\{[\s\S]*?)<\/script>/)?.[1];
  expect(script).toBeTruthy();
  const appended = [];
  const imported = [];
  const listeners = {};
  const timers = [];
  const observers = [];
  const paints = [];
  const win = {};
  const fakeDocument = { readyState, head: { appendChild: (el) => appended.push(el.href) }, createElement: () => ({}) };
  const byName = (list) => (name) => list.filter((entry) => entry.name === name);
  const fakePerformance = { getEntriesByName: byName(paints) };
  class FakeObserver {
    constructor(callback) {
      this.callback = callback;
      this.connected = false;
    }
    observe(options) {
      expect(options).toEqual({ type: "paint" });
      this.connected = true;
      observers.push(this);
    }
    disconnect() {
      this.connected = false;
    }
  }
  const fn = new Function(
    "document",
    "addEventListener",
    "setTimeout",
    "performance",
    "PerformanceObserver",
    "window",
    "__import",
    script.replaceAll("import(", "__import("),
  );
  fn(
    fakeDocument,
    (type, listener) => (listeners[type] = listener),
    (callback, ms) => timers.push({ callback, ms }),
    fakePerformance,
    FakeObserver,
    win,
    async (specifier) => {
      imported.push(specifier);
      return { specifier };
    },
  );
  /** The browser reports a paint entry (`first-paint`, then `first-contentful-paint`), and the timers it set run. */
  const paint = (name = "first-contentful-paint") => {
    const entry = { name };
    paints.push(entry);
    for (const observer of observers.filter((o) => o.connected)) observer.callback({ getEntriesByName: byName([entry]) }, observer);
    timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.callback());
  };
  return { appended, imported, listeners, timers, win, paint };
}

describe("deferHydration", () => {
  it("removes the preloads and the module script, keeping the content and the other scripts", () => {
    const html = deferHydration(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain("<h1>Hello</h1>");
    expect(html).toContain("window.__reactRouterContext = {};");
  });

  it("waits for the load event and the first contentful paint, then preloads every module and imports them in the original order", async () => {
    const { appended, imported, listeners, timers, win, paint } = run(deferHydration(page), "loading");
    expect(appended).toEqual([]);
    expect(imported).toEqual([]);
    expect(timers.map((timer) => timer.ms)).toEqual([FALLBACK_MS]);

    listeners.load();
    paint("first-paint");
    await Promise.resolve();
    expect(imported).toEqual([]);
    paint();
    await vi.waitFor(() => expect(imported).toHaveLength(4));
    expect(appended).toEqual(["/assets/manifest-1.js", "/assets/framework-2.js", "/assets/root-3.js"]);
    expect(imported).toEqual(["/assets/manifest-1.js", "/assets/root-3.js", "/assets/home-4.js", "/assets/entry.client-5.js"]);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-3.js" },
      "routes/home": { specifier: "/assets/home-4.js" },
    });

    // The fallback timer firing later does not boot a second time.
    timers[0].callback();
    await Promise.resolve();
    expect(imported).toHaveLength(4);
  });

  it("boots after the fallback time when the load event never comes", async () => {
    const { imported, timers } = run(deferHydration(page), "interactive");
    timers[0].callback();
    await vi.waitFor(() => expect(imported).toHaveLength(4));
  });

  it("boots after the first contentful paint on a page that has already loaded", async () => {
    const { imported, timers, paint } = run(deferHydration(page), "complete");
    expect(timers).toEqual([]);
    paint();
    await vi.waitFor(() => expect(imported).toHaveLength(4));
  });

  it("leaves a page without a hydration script as it is", () => {
    const plain = "<html><body><p>Static</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });

  it("stops on an import it does not know, rather than ship a page that never hydrates", () => {
    expect(() => toDynamicImports('import { a } from "/assets/a.js";')).toThrow(/unexpected import/);
    expect(() => deferHydration(`${page}<script type="module">import "/x.js";</script>`)).toThrow(/more than one/);
  });

  it("finds the tags whatever their attribute order, quoting or spacing", () => {
    const reordered = page
      .replace('<link rel="modulepreload" href="/assets/manifest-1.js"/>', "<link href='/assets/manifest-1.js' rel=modulepreload >")
      .replace('<script type="module" async="">', "<script async type='module'>");
    const html = deferHydration(reordered);
    expect(html).not.toContain("<link");
    expect(html).not.toContain("type='module'");
    expect(html).toContain("<h1>Hello</h1>");
    expect(html).toContain('"/assets/manifest-1.js"');
  });

  it("stops the build with a clear message when the module script has no preloads beside it", () => {
    const bare = page.replace(/<link rel="modulepreload"[^>]*>/g, "");
    expect(() => deferHydration(bare)).toThrow(/no <link rel="modulepreload">/);
  });
});
