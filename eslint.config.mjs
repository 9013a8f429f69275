import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Fields left out of an object by destructuring are named `_field`: not "unused".
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true, varsIgnorePattern: "^_", argsIgnorePattern: "^_" }],
    },
  },
  // The sign-in screens and the not-found view link with plain <a>: a full load there costs nothing, and
  // next/link would add its code to the sign-in screen's first load (docs/benchmarks.md).
  {
    files: ["app/(auth)/**", "components/auth/**", "components/layout/not-found-view.tsx"],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  // lib/ is grouped by where code runs (README, "Folders"): what runs in the browser, or on both sides, never
  // reaches for server-only code (types excepted), and the server does not lean on the browser's modules.
  {
    files: ["lib/**"],
    ignores: ["lib/server/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["@/lib/server/*", "**/server/*"], allowTypeImports: true, message: "lib/server/ runs only on the server." }],
        },
      ],
    },
  },
  {
    files: ["lib/server/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/lib/browser/*"], allowTypeImports: true, message: "lib/browser/ runs only in the browser." }] },
      ],
    },
  },
  globalIgnores([
    ".next*/**",
    "tmp-scratch/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    "data/**",
    "test-results/**",
    "playwright-report/**",
    "drizzle/**",
  ]),
]);
