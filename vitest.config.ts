import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { loadBuildEnv, viteDefines } from "./config/build-env";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

// Two projects: the app's units run in jsdom; the enquiry contract's, the server's, the build
// scripts' and the tests across app and server run in plain Node.
export default defineConfig({
  resolve: { alias },
  // The app's build-time settings, as the build defines them (config/build-env.ts).
  define: viteDefines(loadBuildEnv("test")),
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "app",
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}"],
          setupFiles: ["./tests/setup-unit.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "node",
          environment: "node",
          include: ["contract/**/*.test.ts", "config/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.{ts,mjs}", "tests/*.test.ts"],
        },
      },
    ],
  },
});
