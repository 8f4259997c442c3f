import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./scripts/chromium.mjs";
import { workerBaseURL as baseURL } from "./tests/e2e/support/worker-server";

// The browser specs against the Cloudflare Worker (tests/e2e/worker/): the production build served
// by `wrangler dev` with local D1 and R2 (tests/e2e/support/worker-server.ts). Its own config so the
// rest of the suite is not run twice; `npm run test:e2e` runs it after the main one.

export default defineConfig({
  testDir: "tests/e2e/worker",
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // wrangler's own commands (d1 execute, r2 object get) take seconds each on a loaded machine.
  timeout: 180_000,
  use: {
    baseURL,
    trace: "off",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: "worker", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } }],
  globalSetup: "./tests/e2e/support/worker-server.ts",
});
