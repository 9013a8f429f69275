// Install steps shared by `npm run panel` and `npm test`, so both work on a fresh clone.
// Plain Node only: this runs before node_modules exists.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * Installs the locked versions when node_modules is missing or older than the lockfile. `npm install`
 * rather than `npm ci`: npm 11 leaves other platforms' optional packages out of the lockfile and
 * `npm ci` then refuses it; `npm install` installs the same locked versions and leaves the lockfile as it is.
 */
export function ensureDependencies() {
  const installed = path.join(root, "node_modules", ".package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log("> Installing dependencies (npm install)...");
  if (run("npm", ["install", "--no-audit", "--no-fund"]) !== 0) throw new Error("npm install failed");
}

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Debian's Chromium for the browser tests; installed with apt-get when running as root. */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0 && commandExists("apt-get")) {
    console.log("> Installing Debian's chromium for the browser tests...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (run("apt-get", ["update", "-qq"], { env }) === 0 && run("apt-get", ["install", "-y", "-qq", "chromium"], { env }) === 0) return;
  }
  throw new Error(`Chromium is missing at ${CHROMIUM}. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.`);
}

export function commandExists(command) {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
