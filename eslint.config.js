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
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/apps/web/**", "@study-well/web"],
              message: "The server must not import the web app.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [webOnlyTypesFromApi], patterns: [noServerImports] },
      ],
    },
  },
  {
    // Features stay independent of each other (bulletproof-react): share through src/components,
    // src/hooks, src/lib or packages/shared instead.
    files: ["apps/web/src/features/*/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [webOnlyTypesFromApi],
          patterns: [
            noServerImports,
            // From features/<name>/<folder>/file, "../../<other>" is another feature.
            { regex: "^\\.\\./\\.\\./(?!\\.)", message: "Features must not import each other." },
            { group: ["**/features/*/**"], message: "Features must not import each other." },
          ],
        },
      ],
    },
  },
);
