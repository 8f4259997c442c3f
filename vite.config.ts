import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// Every page needs React, React Router and the app shell (layout, shared ui and lib, every page's
// meta, the header's icons). Left to itself the bundler splits them into ~20 small files, and on a slow mobile
// connection each request costs a round trip before first paint. Two chunks instead: the framework
// and the shell. Page-specific code keeps its own route chunks.
const frameworkModules = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;
const shellModules =
  /app[\\/](ui|lib|layout|features[\\/]seo)[\\/]|contract[\\/]site-paths|app[\\/]content[\\/](company|navigation)\.ts|lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|defaultAttributes|context|shared[\\/][^\\/]+|icons[\\/](globe|phone|mail|map-pin|search|menu|x|chevron-down|arrow-up|network))\.js/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: frameworkModules, priority: 20 },
            { name: "shell", test: shellModules, priority: 10 },
          ],
        },
      },
    },
  },
});
