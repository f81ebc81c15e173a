import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const webOnlyTypesFromApi = {
  name: "@study-well/shared/api",
  allowTypeImports: true,
  message:
    "A runtime import pulls zod into the web bundle: import types only, or move the constant to @study-well/shared.",
};
const noServerImports = {
  group: ["**/apps/server/**", "@study-well/server"],
  message: "The web app talks to the server over HTTP only.",
};

const noWebImports = {
  group: ["**/apps/web/**", "@study-well/web"],
  message: "The server must not import the web app.",
};
const noCompositionRoot = {
  group: ["**/services", "../services", "./services"],
  message: "Receive the service you use (see app.ts); do not import the composition root.",
};

// Flat config gives a file the last matching block's options for a rule, so each block restates
// the patterns of the wider blocks it narrows; these build them.
const serverImports = (...patterns) => ({
  "no-restricted-imports": ["error", { patterns: [noWebImports, ...patterns] }],
});
const webImports = (...patterns) => ({
  "@typescript-eslint/no-restricted-imports": [
    "error",
    { paths: [webOnlyTypesFromApi], patterns: [noServerImports, ...patterns] },
  ],
});
const noOtherFeature = [
  // From features/<name>/<folder>/file, "../../<other>" is another feature.
  { regex: "^\\.\\./\\.\\./(?!\\.)", message: "Features must not import each other." },
  { group: ["**/features/*/**"], message: "Features must not import each other." },
];

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "data/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The server never reaches into the web app.
    files: ["apps/server/**/*.ts"],
    rules: serverImports(),
  },
  {
    // Capabilities receive what they use; only the composition root (app.ts, server.ts, the
    // command-line tools and the tests' helpers) knows every service.
    files: ["apps/server/src/*/**/*.ts"],
    ignores: ["apps/server/src/cli/**", "apps/server/src/test/**", "apps/server/src/**/*.test.ts"],
    rules: serverImports(noCompositionRoot),
  },
  {
    // Services and repositories are plain TypeScript: HTTP stays in the routes and http/.
    files: ["apps/server/src/**/*.service.ts", "apps/server/src/**/*.repository.ts"],
    rules: serverImports(noCompositionRoot, {
      group: ["fastify", "fastify-*", "@fastify/*"],
      message: "Services do not know about HTTP.",
    }),
  },
  {
    // The offline engines work with nothing configured: they never lean on a provider.
    files: ["apps/server/src/ai/offline/**/*.ts"],
    rules: serverImports(noCompositionRoot, {
      group: ["**/providers/**", "../providers"],
      message: "Offline engines never import providers.",
    }),
  },
  { files: ["apps/web/**/*.{ts,tsx}"], rules: webImports() },
  {
    // Features stay independent of each other (bulletproof-react): share through src/components,
    // src/hooks, src/lib or packages/shared instead.
    files: ["apps/web/src/features/*/**/*.{ts,tsx}"],
    rules: webImports(...noOtherFeature),
  },
  {
    // A feature's api/ talks to the server; it never reaches into the screens built on it.
    files: ["apps/web/src/features/*/api/**/*.{ts,tsx}"],
    rules: webImports(...noOtherFeature, {
      group: ["../components", "../components/**"],
      message: "api/ must not import components/.",
    }),
  },
  {
    // Shared building blocks know no feature.
    files: ["apps/web/src/{components,lib,hooks}/**/*.{ts,tsx}"],
    rules: webImports({
      group: ["**/features/**"],
      message: "components/, lib/ and hooks/ must not import features/.",
    }),
  },
);
