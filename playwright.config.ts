import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// One server on a fresh data folder per run; workers inherit these variables from the main process.
process.env.E2E_PORT ||= "3100";
process.env.E2E_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), "hostel-e2e-"));
process.env.E2E_HOSTEL_NAME ||= "Al-Noor Boys Hostel";
// The server's JWT secret, so a test can make a token the server would accept (an expired one).
process.env.E2E_JWT_SECRET ||= randomBytes(36).toString("base64url");
// E2E_DATABASE_URL runs the server on that (empty) PostgreSQL database instead of embedded PGlite.
// E2E_BASE_URL points the tests at a server you already run (e.g. `next dev` while building a screen);
// then no server is started here, and E2E_DATA_DIR and E2E_JWT_SECRET must be that server's.
const externalServer = process.env.E2E_BASE_URL;
const baseURL = externalServer || `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "./tests/e2e",
  // The specs share one server and database and build on each other (the first one signs up the first admin).
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  outputDir: "test-results/e2e",
  use: {
    baseURL,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } }],
  webServer: externalServer
    ? undefined
    : {
        command: `node ${path.join("scripts", "start.mjs")}`,
        url: `${baseURL}/Sign-in`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: "pipe",
        env: {
          PORT: process.env.E2E_PORT,
          HOSTNAME: "127.0.0.1",
          DATA_DIR: process.env.E2E_DATA_DIR,
          APP_URL: baseURL,
          HOSTEL_NAME: process.env.E2E_HOSTEL_NAME,
          NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next-e2e",
          DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
          JWT_SECRET: process.env.E2E_JWT_SECRET,
          SMTP_URL: "",
        },
      },
});
