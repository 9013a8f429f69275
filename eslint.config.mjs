import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Fields left out of an object by destructuring are named `_field`: not "unused".
  { rules: { "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true, varsIgnorePattern: "^_", argsIgnorePattern: "^_" }] } },
  globalIgnores([".next*/**", "tmp-scratch/**", "out/**", "build/**", "next-env.d.ts", "data/**", "test-results/**", "playwright-report/**", "drizzle/**"]),
]);
