// Helpers of the durability tests: the BUILT panel (scripts/start.mjs) on a free port and a data folder of
// its own, an API client, test pictures, and a throw-away PostgreSQL cluster that may be crashed at will.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { setTimeout as sleep } from "node:timers/promises";

export const root = path.resolve(import.meta.dirname, "..", "..");
export const distDir = process.env.NEXT_DIST_DIR || ".next-e2e";
const startScript = path.join(root, "scripts", "start.mjs");
export const PASSWORD = "durable-horse-battery";

export function tempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `hostel-${prefix}-`));
}

export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A random generator from a seed, so a failing run can be replayed with DURABILITY_SEED. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The environment of a panel on `port` with its own data folder, listening on 127.0.0.1. `extra`
 * adds variables; an undefined value removes one.
 */
export function serverEnv({ dataDir, port, databaseUrl = "", extra = {} }) {
  const env = {
    ...process.env,
    NEXT_DIST_DIR: distDir,
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  };
  delete env.PGLITE_IN_MEMORY;
  delete env.UPLOAD_DIR;
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

function requireBuild() {
  if (!fs.existsSync(path.join(root, distDir, "BUILD_ID"))) {
    throw new Error(`No build in ${distDir}: run \`NEXT_DIST_DIR=${distDir} npx next build\` first (or set NEXT_DIST_DIR).`);
  }
}

/**
 * Starts the built panel. Resolves once it answers HTTP (or, with `ready: "lock"`, once it holds the
 * data-folder lock, having served no request at all). Rejects with its output if it exits first.
 */
export async function startServer({ dataDir, databaseUrl = "", env: extra = {}, ready = "http", timeoutMs = 120_000 }) {
  requireBuild();
  const port = await freePort();
  const child = spawn(process.execPath, [startScript], {
    cwd: root,
    env: serverEnv({ dataDir, port, databaseUrl, extra }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const server = { url: `http://127.0.0.1:${port}`, port, dataDir, child, exited, output: () => output };

  let gone = false;
  exited.then(() => (gone = true));
  try {
    await waitForServer(server, { ready, timeoutMs, pid: child.pid, gone: () => gone });
  } catch (error) {
    if (gone) throw new Error(`The panel exited during start (${JSON.stringify(await exited)}):\n${output}`);
    child.kill("SIGKILL");
    throw error;
  }
  return server;
}

/**
 * Waits until the panel (process `pid`) holds the lock of `server.dataDir` (`ready: "lock"`) or answers
 * HTTP at `server.url`; throws as soon as `gone()` is true, or after `timeoutMs`.
 */
export async function waitForServer(server, { ready = "http", timeoutMs = 120_000, pid, gone }) {
  const lockFile = path.join(server.dataDir, "pglite.lock");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone()) throw new Error("The panel exited during start.");
    if (ready === "lock") {
      if (readLockPid(lockFile) === pid) return;
    } else {
      try {
        await fetch(`${server.url}/api/rooms/get-all-rooms`, { signal: AbortSignal.timeout(10_000) });
        return;
      } catch {
        // not listening yet
      }
    }
    await sleep(100);
  }
  throw new Error(`The panel did not start within ${timeoutMs} ms:\n${server.output?.() ?? ""}`);
}

export function readLockPid(lockFile) {
  try {
    return Number(fs.readFileSync(lockFile, "utf8").trim().split(/\s+/)[0]);
  } catch {
    return undefined;
  }
}

/** Stops a server with `signal` and waits for it to be gone. */
export async function stopServer(server, signal = "SIGTERM") {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

/** An API client: `call(method, path, body)`; a FormData body goes as multipart. Returns { status, body }. */
export function apiClient(baseUrl, token) {
  return async function call(method, pathname, body) {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    const init = { method, headers, signal: AbortSignal.timeout(60_000) };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    const response = await fetch(`${baseUrl}${pathname}`, init);
    const type = response.headers.get("content-type") ?? "";
    const data = type.includes("json") ? await response.json() : Buffer.from(await response.arrayBuffer());
    return { status: response.status, body: data };
  };
}

/** Registers the first admin of a fresh database; returns a token. */
export async function registerAdmin(baseUrl, email = "owner@hostel.test") {
  const { status, body } = await apiClient(baseUrl)("POST", "/api/auth/register", { username: "Owner", email, password: PASSWORD });
  if (status !== 201) throw new Error(`register: ${status} ${JSON.stringify(body)}`);
  return body.token;
}

export async function login(baseUrl, email = "owner@hostel.test") {
  const { status, body } = await apiClient(baseUrl)("POST", "/api/auth/login", { email, password: PASSWORD });
  if (status !== 200) throw new Error(`login: ${status} ${JSON.stringify(body)}`);
  return body.token;
}

/** A real PNG whose pixels come from `seed`, so every picture has its own bytes and checksum. */
export function pngBytes(seed) {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const random = seededRandom(seed);
  const pixels = Buffer.alloc(4 * (1 + 4 * 3));
  for (let row = 0; row < 4; row++) for (let i = 1; i <= 12; i++) pixels[row * 13 + i] = Math.floor(random() * 256);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The newest PostgreSQL server binaries installed from Debian's packages (or PG_BIN), or null. */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, "bin", "initdb")));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], "bin") : null;
}

/**
 * A throw-away PostgreSQL cluster of its own (never the shared server on 5432): initdb into a temp
 * folder, listening on a free port on loopback, fsync on (the default). `crash()` is
 * `pg_ctl stop -m immediate`: no checkpoint, the next start replays the WAL. `destroy()` removes it all.
 */
export async function createPostgresCluster() {
  const bin = postgresBin();
  if (!bin) return null;
  const dir = tempDir("pg");
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  // initdb refuses to run as root: the cluster then belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  const run = (tool, args) => {
    const [command, fullArgs] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    const result = spawnSync(command, fullArgs, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
    return result.stdout;
  };
  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const cluster = {
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => run("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "server.log"), "-w", "-t", "120", "start"]),
    crash: () => run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]),
    async query(database, text) {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: cluster.url(database) });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    },
    async destroy() {
      spawnSync(asRoot ? "runuser" : path.join(bin, "pg_ctl"), [
        ...(asRoot ? ["-u", "postgres", "--", path.join(bin, "pg_ctl")] : []),
        ...["-D", dataDir, "-m", "immediate", "-w", "stop"],
      ]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}

/** Runs one of the project's scripts (backup, restore) with extra environment; returns { status, output }. */
export function runScript(script, args, env) {
  const result = spawnSync(process.execPath, [path.join(root, "scripts", script), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", UPLOAD_DIR: "", ...env },
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
