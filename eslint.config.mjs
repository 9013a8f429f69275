import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next*/**", "tmp-scratch/**", "out/**", "build/**", "next-env.d.ts", "data/**", "test-results/**", "playwright-report/**", "drizzle/**"]),
]);
