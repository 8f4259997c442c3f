import { spawn, type ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import type { Driver, Key } from "./driver";

const keys: Record<Key, string> = { Escape: "\uE00C", Enter: "\uE007", Space: " ", Tab: "\uE004" };

// Classic WebDriver cannot listen for page errors: a hook installed after each load collects those
// that happen later (every interaction the checks make).
const errorHook = `window.__browserErrors || (window.__browserErrors = [],
  addEventListener("error", (e) => window.__browserErrors.push(String(e.message))),
  addEventListener("unhandledrejection", (e) => window.__browserErrors.push(String(e.reason))))`;

/**
 * WebKitGTK (Safari's engine) through WebKitWebDriver and MiniBrowser under Xvfb, spoken to in
 * plain WebDriver HTTP (fetch): no client library needed for the dozen commands used here.
 */
export async function webkitDriver(options: { display: number; port: number; binary: string; env?: NodeJS.ProcessEnv }): Promise<Driver> {
  const children: ChildProcess[] = [];
  const start = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
    const child = spawn(command, args, { env, stdio: "ignore" });
    children.push(child);
    return child;
  };
  start("Xvfb", [`:${options.display}`, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"]);
  await sleep(500);
  start("WebKitWebDriver", [`--port=${options.port}`], { ...process.env, DISPLAY: `:${options.display}`, ...options.env });
  const base = `http://127.0.0.1:${options.port}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { value: unknown };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(json.value).slice(0, 300)}`);
    return json.value;
  };
  let session: { sessionId: string } | undefined;
  for (let attempt = 0; !session; attempt++) {
    try {
      session = (await call("POST", "/session", {
        capabilities: {
          alwaysMatch: {
            browserName: "MiniBrowser",
            "webkitgtk:browserOptions": { binary: options.binary, args: ["--automation"] },
          },
        },
      })) as { sessionId: string };
    } catch (error) {
      if (attempt > 40) throw error;
      await sleep(250);
    }
  }
  const s = `/session/${session.sessionId}`;
  const actions = (list: unknown[]) => call("POST", `${s}/actions`, { actions: list });
  const evaluate = async <T>(expression: string) =>
    (await call("POST", `${s}/execute/async`, {
      script: `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${expression})).then((v) => done({ v }), (e) => done({ e: String(e && e.stack || e) }));`,
      args: [],
    }).then((r) => {
      const result = r as { v?: T; e?: string };
      if (result.e) throw new Error(result.e);
      return result.v as T;
    })) as T;
  return {
    name: "WebKitGTK",
    goto: async (url) => {
      await call("POST", `${s}/url`, { url });
      await evaluate(errorHook);
    },
    resize: async (width, height) => {
      await call("POST", `${s}/window/rect`, { width, height });
    },
    evaluate,
    click: async (x, y) => {
      await actions([
        {
          type: "pointer",
          id: "mouse",
          parameters: { pointerType: "mouse" },
          actions: [
            { type: "pointerMove", x: Math.round(x), y: Math.round(y), origin: "viewport" },
            { type: "pointerDown", button: 0 },
            { type: "pointerUp", button: 0 },
          ],
        },
      ]);
    },
    press: async (key) => {
      await actions([
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value: keys[key] },
            { type: "keyUp", value: keys[key] },
          ],
        },
      ]);
    },
    type: async (text) => {
      await actions([
        {
          type: "key",
          id: "keyboard",
          actions: [...text].flatMap((c) => [
            { type: "keyDown", value: c },
            { type: "keyUp", value: c },
          ]),
        },
      ]);
    },
    takeErrors: async () => evaluate<string[]>("(window.__browserErrors || []).splice(0)"),
    screenshot: async () => Buffer.from((await call("GET", `${s}/screenshot`)) as string, "base64"),
    close: async () => {
      await call("DELETE", s).catch(() => {});
      for (const child of children.reverse()) child.kill();
    },
  };
}
