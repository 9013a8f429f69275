#!/usr/bin/env node
// `npm test`: every suite, on a fresh clone too. First the static checks (lint, types, formatting); then
// API and unit tests (jest) on embedded PGlite, again on PostgreSQL when TEST_DATABASE_URL is set; then
// the production build, and on it the browser tests (Playwright), the security tests over HTTP and the
// durability tests. A failed step fails the run, and the later steps still run, to show everything at once.
import fs from "node:fs";
import path from "node:path";
import { ensureChromium, ensureDependencies, root, run } from "./ensure.mjs";
import { onServer } from "./lib/on-server.mjs";

ensureDependencies();
ensureChromium();

const resultsDir = path.join(root, "test-results");
fs.mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0 };
let failedSteps = [];

const timings = [];

function step(name, command, args, env = {}) {
  console.log(`\n> ${name}`);
  const started = Date.now();
  const status = run(command, args, { env: { ...process.env, ...env } });
  timings.push(`${Math.round((Date.now() - started) / 1000)} s  ${name}${status === 0 ? "" : " (failed)"}`);
  if (status !== 0) failedSteps.push(name);
  return status;
}

function countJest(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
}

const node = process.execPath;
const bin = (pkg, file) => path.join(root, "node_modules", pkg, file);
const jest = (name, output, env) => {
  const file = path.join(resultsDir, output);
  fs.rmSync(file, { force: true });
  step(name, node, ["--experimental-vm-modules", "--no-warnings", bin("jest", "bin/jest.js"), "--json", `--outputFile=${file}`], env);
  if (fs.existsSync(file)) countJest(file);
};

// The static checks: a lint warning, a type error (in any file, not only what the build reaches) or an
// unformatted file fails the run.
step("Lint (ESLint, no warnings allowed)", node, [bin("eslint", "bin/eslint.js"), ".", "--max-warnings", "0"]);
step("Typecheck (tsc --noEmit)", node, [bin("typescript", "bin/tsc"), "--noEmit"]);
step("Format check (Prettier)", node, [bin("prettier", "bin/prettier.cjs"), "--check", ".", "--log-level", "warn"]);

jest("API and unit tests on embedded PGlite", "jest-pglite.json", { TEST_DATABASE_URL: "" });
if (process.env.TEST_DATABASE_URL) {
  jest(`API and unit tests on PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host})`, "jest-postgres.json", {});
}

const e2eDist = ".next-e2e";
/** The browser specs that run on PostgreSQL too: sign-up, bookings, safe writes, and every screen that moves money or a stay. */
const POSTGRES_SPECS = [
  "01-first-run",
  "12-bookings",
  "30-safe-writes",
  "31-same-site-forgery",
  "40-dues",
  "41-stay",
  "44-stay-changes",
  "46-dues-credit",
  "49-electricity",
  "50-extras",
  "51-month-of-a-stay",
  "52-expenses",
  "53-payments",
  "54-daybook-profit",
  "56-register",
].map((name) => path.join("tests", "e2e", `${name}.spec.ts`));
if (step("Production build for the browser tests", node, [bin("next", "dist/bin/next"), "build"], { NEXT_DIST_DIR: e2eDist }) === 0) {
  // Lists, views, prints and the dashboard's figures stay server components; each screen gets only its messages.
  step("Client boundaries of the build (lists, views, prints; message namespaces)", node, [
    path.join(root, "scripts", "check-client-boundaries.mjs"),
    e2eDist,
  ]);
  const playwright = (name, output, env = {}, specs = []) => {
    const report = path.join(resultsDir, output);
    fs.rmSync(report, { force: true });
    step(name, node, [bin("@playwright/test", "cli.js"), "test", ...specs], {
      NEXT_DIST_DIR: e2eDist,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      ...env,
    });
    if (fs.existsSync(report)) {
      const { stats } = JSON.parse(fs.readFileSync(report, "utf8"));
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
    }
  };
  playwright("Browser tests (Playwright, Chromium) on embedded PGlite", "playwright.json");
  if (process.env.TEST_DATABASE_URL) {
    // The screens that write stays and money again on PostgreSQL, on a database of their own, dropped
    // afterwards. Every service already runs on both engines in jest; what renders the same whatever the
    // engine (the shell, layouts, widths, texts, the leave guard, roles' menus) runs on PGlite only, so
    // that CI stays within its time (README, "Tests").
    const database = await scratchDatabase(process.env.TEST_DATABASE_URL, "hostel_e2e");
    try {
      playwright(
        `Browser tests (Playwright, Chromium) on PostgreSQL (${new URL(database.url).host})`,
        "playwright-postgres.json",
        { E2E_DATABASE_URL: database.url },
        POSTGRES_SPECS,
      );
    } finally {
      await database.drop();
    }
  }

  step(
    "Security tests over HTTP (PGlite, then PostgreSQL when TEST_DATABASE_URL is set)",
    node,
    [path.join(root, "scripts", "test-security.mjs"), `--results=${resultsDir}`],
    {
      NEXT_DIST_DIR: e2eDist,
    },
  );
  for (const name of ["pglite", "postgres"]) {
    const file = path.join(resultsDir, `jest-security-${name}.json`);
    if (fs.existsSync(file)) countJest(file);
  }

  const durabilityReport = path.join(resultsDir, "durability.tap");
  fs.rmSync(durabilityReport, { force: true });
  const durabilityDir = path.join(root, "tests", "durability");
  const durabilityTests = fs
    .readdirSync(durabilityDir)
    .filter((file) => file.endsWith(".test.mjs"))
    .map((file) => path.join(durabilityDir, file));
  step(
    "Durability tests (killed mid-write, second server, backup and restore)",
    node,
    [
      "--test",
      "--test-reporter=spec",
      "--test-reporter-destination=stdout",
      "--test-reporter=tap",
      `--test-reporter-destination=${durabilityReport}`,
      ...durabilityTests,
    ],
    { NEXT_DIST_DIR: e2eDist },
  );
  if (fs.existsSync(durabilityReport)) {
    const tap = fs.readFileSync(durabilityReport, "utf8");
    totals.passed += Number(/^# pass (\d+)$/m.exec(tap)?.[1] ?? 0);
    totals.failed += Number(/^# fail (\d+)$/m.exec(tap)?.[1] ?? 0);
  }
}

/** A new empty database on the PostgreSQL server of `serverUrl` (a role allowed to create databases). */
async function scratchDatabase(serverUrl, prefix) {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

// What each step took, so that CI's time budget can be watched from its log.
console.log(`\nSteps:\n${timings.map((line) => `  ${line}`).join("\n")}`);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join("; ")}`);
if (failedSteps.length && totals.failed === 0) totals.failed = failedSteps.length;
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
