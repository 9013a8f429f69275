import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Fields left out of an object by destructuring are named `_field`: not "unused".
  { rules: { "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true, varsIgnorePattern: "^_", argsIgnorePattern: "^_" }] } },
  // The sign-in screens and the not-found view link with plain <a>: a full load there costs nothing, and
  // next/link would add its code to the sign-in screen's first load (docs/benchmarks.md).
  { files: ["app/(auth)/**", "components/auth/**", "components/layout/not-found-view.tsx"], rules: { "@next/next/no-html-link-for-pages": "off" } },
  globalIgnores([".next*/**", "tmp-scratch/**", "out/**", "build/**", "next-env.d.ts", "data/**", "test-results/**", "playwright-report/**", "drizzle/**"]),
]);
