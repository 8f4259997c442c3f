import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./scripts/chromium.mjs";
import { e2eBaseURL as baseURL } from "./tests/e2e/support/e2e-server";

// Browser tests run against the production build served by the real server (`npm run serve`),
// started by the global setup, which fails the run if that server logged an uncaught error or a
// process of it died (tests/e2e/support/e2e-server.ts). E2E_PORT and BUILD_DIR let several
// checkouts test side by side.

export default defineConfig({
  testDir: "tests/e2e",
  // The Worker's specs have their own server and config (playwright.worker.config.ts).
  testIgnore: "worker/**",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "off",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } }],
  globalSetup: "./tests/e2e/support/e2e-server.ts",
});
