#!/usr/bin/env node
// Security tests (access, hostile input, sign-in abuse, uploads, headers, concurrency) against the built app over HTTP. Builds nothing: it expects a
// production build in NEXT_DIST_DIR (default .next-e2e). For each database it starts the panel (scripts/start.mjs) on a
// free port of 127.0.0.1 with a fresh DATA_DIR, runs jest with jest.security.config.mjs against it,
// and stops it: first on embedded PGlite, then, when TEST_DATABASE_URL is set, on a fresh database
// created on that PostgreSQL server (dropped afterwards). Exits non-zero when anything failed.
//
//   node scripts/test-security.mjs [--results=DIR] [extra jest arguments]
//   --results=DIR   also write jest's JSON report per database to DIR/jest-security-<database>.json
//   SECURITY_SEED   replays the generated input of an earlier run (its seed is printed)
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { onServer } from "./lib/on-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const distDir = process.env.NEXT_DIST_DIR || ".next-e2e";
const args = process.argv.slice(2);
const resultsDir = args.find((arg) => arg.startsWith("--results="))?.slice("--results=".length);
const jestArgs = args.filter((arg) => !arg.startsWith("--results="));

if (!fs.existsSync(path.join(root, distDir, "BUILD_ID"))) {
  console.error(`No production build in ${distDir}. Build first: NEXT_DIST_DIR=${distDir} npx next build`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, child, log) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready:\n${tail(log)}`);
    try {
      const response = await fetch(`${url}/Sign-in`, { redirect: "manual", signal: AbortSignal.timeout(5000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within 90 s:\n${tail(log)}`);
}

const tail = (file, lines = 60) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n") : "(no log)");

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

async function runOn(database) {
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hostel-security-${database.name}-`));
  const log = path.join(dataDir, "server.log");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const jwtSecret = randomBytes(36).toString("base64url");
  let databaseUrl = "";
  let databaseName = "";
  if (database.serverUrl) {
    databaseName = `hostel_security_${randomBytes(5).toString("hex")}`;
    await onServer(database.serverUrl, `CREATE DATABASE ${databaseName}`);
    const url = new URL(database.serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }

  console.log(
    `\n> Security tests on ${database.label}: ${baseUrl}, DATA_DIR ${dataDir}${databaseName ? `, database ${databaseName}` : ""}`,
  );
  const output = fs.openSync(log, "a");
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    stdio: ["ignore", output, output],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      UPLOAD_DIR: "",
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      APP_URL: baseUrl,
      HOSTEL_NAME: "Security Test Hostel",
      SMTP_URL: "",
      TRUST_PROXY: "",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
    },
  });
  fs.closeSync(output);

  let status = 1;
  try {
    await waitForServer(baseUrl, child, log);
    const report = resultsDir ? path.resolve(resultsDir, `jest-security-${database.name}.json`) : undefined;
    if (report) {
      fs.mkdirSync(path.dirname(report), { recursive: true });
      fs.rmSync(report, { force: true });
    }
    const jest = spawnSync(
      process.execPath,
      [
        "--experimental-vm-modules",
        "--no-warnings",
        path.join(root, "node_modules", "jest", "bin", "jest.js"),
        "--config",
        path.join(root, "jest.security.config.mjs"),
        "--runInBand",
        ...(report ? ["--json", `--outputFile=${report}`] : []),
        ...jestArgs,
      ],
      {
        cwd: root,
        stdio: "inherit",
        env: {
          ...process.env,
          SECURITY_BASE_URL: baseUrl,
          SECURITY_DATA_DIR: dataDir,
          SECURITY_JWT_SECRET: jwtSecret,
          SECURITY_APP_URL: baseUrl,
          SECURITY_DATABASE_URL: databaseUrl,
        },
      },
    );
    status = jest.status ?? 1;
    if (child.exitCode !== null || child.signalCode !== null) {
      console.error(`The server died during the tests (exit ${child.exitCode ?? child.signalCode}).`);
      status = 1;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    status = 1;
  } finally {
    await stopServer(child);
    if (databaseName) {
      try {
        await onServer(database.serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      } catch (error) {
        console.error(`Could not drop ${databaseName}: ${error instanceof Error ? error.message : error}`);
      }
    }
  }
  const unexpected = fs.existsSync(log) ? (fs.readFileSync(log, "utf8").match(/^\[error [0-9a-f-]+\].*$/gm) ?? []) : [];
  if (status !== 0) {
    console.error(`\nServer log (${log}), last lines:\n${tail(log)}`);
  } else {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (unexpected.length) console.error(`The server logged ${unexpected.length} unexpected error(s), e.g. ${unexpected[0]}`);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`> Security tests on ${database.label}: ${status === 0 ? "passed" : "FAILED"} in ${seconds} s`);
  return status === 0 && unexpected.length === 0;
}

if (resultsDir) {
  // No report of an earlier run may be counted as this one's (e.g. PostgreSQL's, when it is not run now).
  for (const name of ["pglite", "postgres"]) fs.rmSync(path.resolve(resultsDir, `jest-security-${name}.json`), { force: true });
}

const databases = [{ name: "pglite", label: "embedded PGlite" }];
if (process.env.TEST_DATABASE_URL) {
  databases.push({
    name: "postgres",
    label: `PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host})`,
    serverUrl: process.env.TEST_DATABASE_URL,
  });
}

let ok = true;
for (const database of databases) ok = (await runOn(database)) && ok;
process.exit(ok ? 0 : 1);
