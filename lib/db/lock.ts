import fs from "node:fs";

// The same protocol is used by scripts/lib/database.mjs (backup, restore): keep the two in step.

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * When a process started, in clock ticks since boot (Linux; undefined elsewhere). After a crash or a
 * reboot the lock's pid may belong to an unrelated process: a different start time shows it.
 */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function ownerOf(lockFile: string): { pid: number; started?: string } {
  const [pid, started] = fs.readFileSync(lockFile, "utf8").trim().split(/\s+/);
  return { pid: Number(pid), started };
}

function isHeld(owner: { pid: number; started?: string }): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || !isRunning(owner.pid)) return false;
  const started = startTimeOf(owner.pid);
  return !owner.started || !started || started === owner.started;
}

/**
 * PGlite has no lock of its own: two processes on one data folder would corrupt it. The lock file
 * holds the owner's pid and start time; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(lockFile: string): string {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, `${process.pid} ${startTimeOf(process.pid) ?? ""}`.trim(), { flag: "wx" });
      process.once("exit", () => releaseDataDirLock(lockFile));
      return lockFile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = ownerOf(lockFile);
      // Our own pid: ours already, or a dead run's that had the same pid (containers reuse pids); rewritten either way.
      if (owner.pid !== process.pid && isHeld(owner)) {
        throw new Error(
          `The data folder is in use by another server (pid ${owner.pid}, lock file ${lockFile}). ` +
            "Stop that server first, or give this one its own DATA_DIR.",
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${lockFile}.`);
}

export function releaseDataDirLock(lockFile: string): void {
  try {
    if (ownerOf(lockFile).pid === process.pid) fs.rmSync(lockFile, { force: true });
  } catch {
    // already gone
  }
}
