import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DataDirInUseError, acquireDataDirLock, releaseDataDirLock } from "@/lib/server/db/lock.mjs";

const children: ChildProcess[] = [];
let lockFile: string;

beforeEach(() => {
  lockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hostel-lock-")), "pglite.lock");
});

afterEach(() => {
  releaseDataDirLock(lockFile);
  fs.rmSync(path.dirname(lockFile), { recursive: true, force: true });
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

function procStat(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { state: fields[0], started: fields[19] };
}

/** Runs a shell command that prints a pid first; resolves with that pid. */
function shellPid(command: string): Promise<number> {
  const child = spawn("sh", ["-c", command], { stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once("error", reject);
  });
}

/** Writes the lock file as process `pid` would have written it. */
function lockAs(pid: number) {
  fs.writeFileSync(lockFile, `${pid} ${procStat(pid).started}`);
}

const ownerPid = () => Number(fs.readFileSync(lockFile, "utf8").split(" ")[0]);

async function until(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the data-folder lock", () => {
  it("takes over a lock whose holder died but is still an unreaped zombie", async () => {
    // After the exec, `sleep 30` is the parent of `sleep 0.1` and never reaps it.
    const pid = await shellPid("sleep 0.1 & echo $!; exec sleep 30");
    lockAs(pid);
    await until(() => procStat(pid).state === "Z");
    expect(() => process.kill(pid, 0)).not.toThrow(); // a zombie still answers signal 0

    const started = Date.now();
    await acquireDataDirLock(lockFile);
    expect(ownerPid()).toBe(process.pid);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("refuses a lock held by a live process, naming its pid", async () => {
    const pid = await shellPid("echo $$; exec sleep 30");
    lockAs(pid);
    const refused = acquireDataDirLock(lockFile, { waitMs: 300 });
    await expect(refused).rejects.toThrow(DataDirInUseError);
    await expect(refused).rejects.toThrow(`The data folder is in use by another server (pid ${pid}, lock file ${lockFile})`);
    expect(ownerPid()).toBe(pid);
  });

  it("waits for a live holder that lets go of the lock within a few seconds", async () => {
    const pid = await shellPid("echo $$; exec sleep 30");
    lockAs(pid);
    setTimeout(() => fs.rmSync(lockFile), 1000); // the old server closing its database
    await acquireDataDirLock(lockFile);
    expect(ownerPid()).toBe(process.pid);
  });

  it("takes over a lock whose pid now belongs to a process that started later", async () => {
    const pid = await shellPid("echo $$; exec sleep 30");
    fs.writeFileSync(lockFile, `${pid} 1`);
    await acquireDataDirLock(lockFile, { waitMs: 0 });
    expect(ownerPid()).toBe(process.pid);
  });
});
