import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const layers = "app/README.md";

// The layers of app/README.md, as `import-x/no-restricted-paths` zones: code in `target` may not
// import from `from`. Imports are resolved (the `~/` alias too), so a relative path cannot slip by.
const layoutMayNotImportFeatures = {
  target: "./app/layout",
  from: "./app/features",
  message: `The app shell sits beside the pages, not above their features: move what both need to ui/ or lib/ (${layers}).`,
};
const zones = [
  {
    target: "./contract",
    from: ["./app", "./server", "./scripts", "./tests"],
    message: "The contract is what the app and the server share: it imports neither (contract/README.md).",
  },
  { target: "./app", from: "./server", message: "The app never imports server code: share it through contract/." },
  { target: "./server", from: "./app", message: "The server never imports the app: share it through contract/." },
  {
    target: "./app/content",
    from: ["./app/ui", "./app/features", "./app/routes", "./app/layout", "./app/root.tsx", "./app/routes.ts"],
    message: `Content is data: it imports only its schemas and the contract (${layers}).`,
  },
  // The links content holds lead to pages in the build's language (docs/decisions/0018): content
  // takes the build's language and the page addresses in it from lib, nothing else.
  {
    target: "./app/content",
    from: "./app/lib",
    except: ["./site-language.ts", "./paths.ts"],
    message: `Content is data: it imports only its schemas, the contract and the build's language and addresses (${layers}).`,
  },
  {
    target: ["./app/lib", "./app/ui"],
    from: ["./app/content", "./app/features", "./app/routes", "./app/layout", "./app/root.tsx"],
    message: `lib and ui are the bottom layer: no content, features or pages; take what they show as arguments (${layers}).`,
  },
  { target: "./app/lib", from: "./app/ui", message: `lib holds no components; ui may import lib, not the reverse (${layers}).` },
  {
    target: "./app/features",
    from: ["./app/routes", "./app/layout", "./app/root.tsx"],
    message: `Features are used by routes, never the reverse (${layers}).`,
  },
  {
    target: "./app/routes",
    from: ["./app/layout", "./app/root.tsx"],
    message: `Routes are rendered inside the layout and root, never the reverse (${layers}).`,
  },
  layoutMayNotImportFeatures,
  {
    // The enhancement script loads on every page before anything else (docs/decisions/0006): it stays
    // framework-free and small, so besides its own modules it may use lib only.
    target: "./app/enhance",
    from: [
      "./app/content",
      "./app/ui",
      "./app/features",
      "./app/routes",
      "./app/layout",
      "./app/root.tsx",
      "./app/routes.ts",
      "./contract",
    ],
    message: `app/enhance may import only its own modules and app/lib (app/enhance/README.md, ${layers}).`,
  },
  {
    target: "./app/layout",
    from: ["./app/routes", "./app/root.tsx"],
    message: `The app shell does not import pages or the root (${layers}).`,
  },
];

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-*",
      ".react-router",
      "**/.wrangler",
      "node_modules",
      "public",
      "test-results",
      "playwright-report",
      "app/generated",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // A promise nobody awaits is a check that always passes (`if (!users.find(x))` was one: stop
    // 51's fresh-clone CI made no staff account in five engines) or an error nobody sees. These two
    // rules need the types, so they read the project through the TypeScript service.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["app/**/*.{ts,tsx}", "contract/**/*.ts", "server/**/*.ts"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones }],
      // A cycle makes module order decide what is defined when; one-way layers have none.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Framework-free: the contract's own modules are all it imports (its tests may use vitest).
    files: ["contract/**/*.ts"],
    ignores: ["contract/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?!\\./)", message: "contract/ imports only its own modules (contract/README.md)." }] },
      ],
    },
  },
);
