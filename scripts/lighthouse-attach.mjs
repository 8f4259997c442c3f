// A page watched the way Lighthouse watches it, so that the long tasks our tools read are the ones
// Lighthouse's trace holds (issue 48). A DevTools client changes what V8 does on the page's thread:
// Playwright enables the Runtime domain and nothing more, and with Runtime alone V8 records a
// detailed stack trace for every `Error` a script creates, with the line number of each frame; a
// frame whose function was compiled without its source positions (V8 leaves them out until asked)
// is parsed again to find them. React DOM creates four errors as its module body runs (the
// sentinels it throws internally), inside the 200 KB function the bundler wraps the module in, so
// under Runtime alone its start-up on the 4x slower phone was a task of 38-61 ms, 35-51 of them
// `V8.CollectSourcePositions`. Lighthouse also enables the Debugger, for async stacks
// (lighthouse/core/gather/driver/prepare.js `enableAsyncStacks`); V8 then parses nothing again and
// React DOM's task is 6-8 ms, as in Lighthouse's own trace. The Debugger costs elsewhere instead:
// it registers each script the first time it runs, so the task that first runs the framework chunk
// (340 KB) grows from 8-10 ms to 21-31. A browser no DevTools client watches (traced with
// `--trace-startup`) does neither: no module evaluation there took over 17 ms.
// This does what Lighthouse does.
/**
 * Enables the Debugger on `page` as Lighthouse does before it loads a page: async call stacks 8
 * deep, every pause skipped (and resumed should one get through, as Lighthouse does).
 * @param {import("playwright-core").BrowserContext} context
 * @param {import("playwright-core").Page} page
 * @returns {Promise<import("playwright-core").CDPSession>} the session, for other commands
 */
export async function attachAsLighthouse(context, page) {
  const session = await context.newCDPSession(page);
  session.on("Debugger.paused", () => session.send("Debugger.resume").catch(() => {}));
  await session.send("Debugger.enable");
  await session.send("Debugger.setSkipAllPauses", { skip: true });
  await session.send("Debugger.setAsyncCallStackDepth", { maxDepth: 8 });
  return session;
}
