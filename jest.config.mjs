// API and unit tests run as native ES modules (PGlite is ESM-only and finds its WASM through import.meta.url).
/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests"],
  testMatch: ["<rootDir>/tests/{api,unit}/**/*.test.ts"],
  extensionsToTreatAsEsm: [".ts", ".tsx"],
  transform: {
    "^.+\\.(t|j)sx?$": [
      "@swc/jest",
      {
        jsc: { parser: { syntax: "typescript", tsx: true }, target: "es2022", transform: { react: { runtime: "automatic" } } },
        module: { type: "es6" },
      },
    ],
  },
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/support/empty-module.ts",
    // next-intl's formatter without the ICU parser, as in the build (next.config.mjs): catalogues are compiled first.
    "^use-intl/format-message$": "<rootDir>/node_modules/use-intl/dist/esm/production/format-message/format-only.js",
  },
  setupFiles: ["<rootDir>/tests/support/env.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/support/database.ts"],
  // Generous, because CI runs the PGlite and PostgreSQL suites beside a build on two cores: a setup that
  // hashes passwords and migrates a database took close to 30 s there. A hung test still fails.
  testTimeout: 90_000,
};

export default config;
