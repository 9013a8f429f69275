// Security tests: jest over HTTP against a running production server (started by scripts/test-security.mjs,
// which passes its address, data folder and secret in SECURITY_* variables). Files run one after another.
/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/security"],
  testMatch: ["<rootDir>/tests/security/**/*.test.ts"],
  testSequencer: "<rootDir>/tests/security/support/sequencer.mjs",
  extensionsToTreatAsEsm: [".ts"],
  transform: {
    "^.+\\.(t|j)sx?$": [
      "@swc/jest",
      {
        jsc: { parser: { syntax: "typescript" }, target: "es2022" },
        module: { type: "es6" },
      },
    ],
  },
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  maxWorkers: 1,
  testTimeout: 120_000,
};

export default config;
