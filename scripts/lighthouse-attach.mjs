// A page watched the way Lighthouse watches it, so that the long tasks our tools read are the ones
// Lighthouse's trace holds (issue 48). A DevTools client changes what V8 does on the page's thread:
// Playwright enables the Runtime domain and nothing more, and with Runtime alone V8 records a
// detailed stack trace for every `Error` a script creates, with the line number of each frame; a
// frame whose function was compiled without its source positions (V8 leaves them out until asked)
// is parsed again to find them. React DOM creates four errors as its module body runs (the
// sentinels it throws to suspend), inside the 200 KB function the bundler wraps the module in, so
// under Runtime alone its start-up on the 4x slower phone was a task of 38-61 ms, 35-51 of them
// `V8.CollectSourcePositions`. Lighthouse also enables the Debugger, for async stacks
// (lighthouse/core/gather/driver/prepare.js `enableAsyncStacks`); V8 then parses nothing again, and
// the task is 21-30 ms, React DOM's module body 5-12 of them (in Lighthouse's own trace 8-10; in a
// browser no DevTools client watches, traced with `--trace-startup`, 9-17 and no such parse either).
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
