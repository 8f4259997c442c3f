import { existsSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { loadBuildEnv, viteDefines } from "./config/build-env";

// The Worker's project needs @cloudflare/vitest-pool-workers (issue 46). A checkout whose
// node_modules predates it runs the other projects and says so; CI (npm install, CI=true) never skips it.
const workersPool = existsSync(new URL("./node_modules/@cloudflare/vitest-pool-workers/package.json", import.meta.url));
if (!workersPool && !process.env.CI) {
  console.warn("vitest: the workers project is skipped: @cloudflare/vitest-pool-workers is not installed (run npm install).");
}

// The `~/` alias comes from tsconfig.json's `paths` (its one definition), as in vite.config.ts.
const resolve = { tsconfigPaths: true };

// Three projects: the app's units run in jsdom; the enquiry contract's, the server's, the build
// scripts' and the tests across app and server run in plain Node; the Worker's in workerd.
export default defineConfig({
  resolve,
  // The app's build-time settings, as the build defines them (config/build-env.ts).
  define: viteDefines(loadBuildEnv("test")),
  test: {
    projects: [
      {
        resolve,
        test: {
          name: "app",
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}"],
          setupFiles: ["./tests/setup-unit.ts"],
        },
      },
      {
        resolve,
        test: {
          name: "node",
          environment: "node",
          include: [
            "contract/**/*.test.ts",
            "config/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.{ts,mjs}",
            "tests/*.test.ts",
            "tests/fuzz/*.test.ts",
          ],
          // The Worker's tests run in workerd, in their own project.
          exclude: ["server/worker/**"],
        },
      },
      // The Worker in workerd with local D1 and R2 (@cloudflare/vitest-pool-workers).
      ...(workersPool || process.env.CI ? ["./vitest.workers.config.ts"] : []),
    ],
  },
});
