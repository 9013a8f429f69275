// The embedded database's data-folder lock (and its files' permissions), shared by the server (lib/server/db)
// and the scripts (backup, restore, bench). Plain JavaScript so that `node scripts/*.mjs` can import it as it is.
//
// PGlite has no lock of its own: two processes on one data folder would corrupt it. The lock file
// holds the owner's pid and start time; a lock whose owner is gone (exited, a zombie, or its pid now
// used by another process) is taken over.
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export class DataDirInUseError extends Error {
  /** @param {string} lockFile @param {number} pid */
  constructor(lockFile, pid) {
    super(
      `The data folder is in use by another server (pid ${pid}, lock file ${lockFile}). ` +
        "Stop that server first, or give this one its own DATA_DIR.",
    );
    this.lockFile = lockFile;
    this.pid = pid;
  }
}

/**
 * State and start time (clock ticks since boot) of a process, from /proc (Linux); undefined when
 * there is no such process or no /proc.
 * @param {number} pid
 */
function procStat(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0], started: fields[19] };
  } catch {
    return undefined;
  }
}

/** @param {number} pid */
function signalable(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/** @param {string} lockFile @returns {{ pid: number, started?: string } | undefined} */
function ownerOf(lockFile) {
  try {
    const [pid, started] = fs.readFileSync(lockFile, "utf8").trim().split(/\s+/);
    return { pid: Number(pid), started };
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return undefined;
    throw error;
  }
}

/** @param {{ pid: number, started?: string }} owner */
function isAlive(owner) {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  const stat = procStat(owner.pid);
  // kill(pid, 0) succeeds on a zombie: a process killed whose parent has not reaped it yet.
  if (stat) return stat.state !== "Z" && stat.state !== "X" && (!owner.started || stat.started === owner.started);
  return signalable(owner.pid);
}

/**
 * Takes the lock file, or throws DataDirInUseError when a live process holds it. A holder that is
 * still shutting down (a restart) is given `waitMs` to let go.
 * @param {string} lockFile
 * @param {{ waitMs?: number }} [options]
 * @returns {Promise<string>}
 */
export async function acquireDataDirLock(lockFile, { waitMs = 5000 } = {}) {
  const content = `${process.pid} ${procStat(process.pid)?.started ?? ""}`.trim();
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, content, { flag: "wx", mode: 0o600 });
      process.once("exit", () => releaseDataDirLock(lockFile));
      return lockFile;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
    }
    const owner = ownerOf(lockFile);
    if (!owner) continue;
    // Our own pid: ours already, or a dead run's that had the same pid (containers reuse pids).
    if (owner.pid === process.pid || !isAlive(owner)) {
      fs.rmSync(lockFile, { force: true });
      continue;
    }
    if (Date.now() >= deadline) throw new DataDirInUseError(lockFile, owner.pid);
    await sleep(100);
  }
}

/** Removes the lock file if this process holds it. @param {string} lockFile */
export function releaseDataDirLock(lockFile) {
  try {
    if (ownerOf(lockFile)?.pid === process.pid) fs.rmSync(lockFile, { force: true });
  } catch {
    // unreadable: not ours to remove
  }
}

/**
 * Drops the group and other permission bits of `dir` and everything in it: PGlite creates its files
 * 0666 (it chmods them after creating them, so the umask does not apply).
 * @param {string} dir
 */
export function restrictToOwner(dir) {
  for (const name of ["", ...fs.readdirSync(dir, { recursive: true })]) {
    const entry = path.join(dir, name);
    const stat = fs.lstatSync(entry);
    if (!stat.isSymbolicLink() && stat.mode & 0o077) fs.chmodSync(entry, stat.mode & 0o700);
  }
}
