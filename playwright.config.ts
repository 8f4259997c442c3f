import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./scripts/chromium.mjs";

// Browser tests run against the production build served by the real server (`npm run serve`).
// E2E_PORT and BUILD_DIR let several checkouts test side by side.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
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
  webServer: {
    command: "npm run serve",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: "127.0.0.1", INBOX_DB: `${process.env.BUILD_DIR ?? "build"}/e2e-inbox.sqlite` },
  },
});
