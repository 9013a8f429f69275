// The panel is killed with SIGKILL while its parent never reaps it (an init that does not reap, a
// supervisor shell that exec'd into something else): the dead server stays a zombie, which still
// "exists" for kill(pid, 0). A new server on the same data folder must take the lock over at once,
// without waiting for the zombie to be reaped, and find every acknowledged write.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import test from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import {
  apiClient,
  freePort,
  readLockPid,
  registerAdmin,
  root,
  seededRandom,
  serverEnv,
  startServer,
  stopServer,
  tempDir,
  waitForServer,
} from "./support.mjs";
import { Workload } from "./workload.mjs";

const seed = Number(process.env.DURABILITY_SEED || Date.now() % 1e9);

function processState(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
  } catch {
    return "gone";
  }
}

/**
 * Starts the panel as the child of `sleep 600`, which never reaps it, in a process group of its own
 * (setsid). Resolves with the server's pid and the parent.
 */
async function startUnderNonReapingParent(dataDir, log) {
  const port = await freePort();
  const parent = spawn(
    "sh",
    ["-c", 'setsid "$@" >"$SERVER_LOG" 2>&1 & echo $!; exec sleep 600', "sh", process.execPath, path.join(root, "scripts", "start.mjs")],
    {
      cwd: root,
      env: { ...serverEnv({ dataDir, port }), SERVER_LOG: log },
      stdio: ["ignore", "pipe", "inherit"],
      detached: true,
    },
  );
  const pid = await new Promise((resolve, reject) => {
    parent.stdout.once("data", (chunk) => resolve(Number(chunk.toString().trim())));
    parent.once("error", reject);
  });
  const server = { url: `http://127.0.0.1:${port}`, dataDir, output: () => fs.readFileSync(log, "utf8") };
  try {
    await waitForServer(server, { pid, gone: () => ["Z", "X", "gone"].includes(processState(pid)) });
  } catch (error) {
    killGroups(pid, parent.pid);
    throw error;
  }
  return { pid, parent, server };
}

function killGroups(...leaders) {
  for (const leader of leaders) {
    try {
      process.kill(-leader, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

test("a server killed with SIGKILL and left an unreaped zombie: the next one takes over within 10 s, every acknowledged write is there", async () => {
  const dataDir = tempDir("zombie");
  const log = path.join(dataDir, "first-server.log");
  const lockFile = path.join(dataDir, "pglite.lock");
  const { pid, parent, server: first } = await startUnderNonReapingParent(dataDir, log);
  let second;
  let passed = false;
  try {
    const token = await registerAdmin(first.url);
    const workload = new Workload(apiClient(first.url, token), seededRandom(seed));
    const stop = { now: false };
    const writers = [workload.writer(stop), workload.writer(stop)];
    while (workload.acknowledged < 20) await sleep(5);
    process.kill(-pid, "SIGKILL"); // the server's whole process group, mid-write
    stop.now = true;
    await Promise.all(writers);

    await sleep(200);
    assert.equal(processState(pid), "Z", "the killed server is an unreaped zombie");
    assert.equal(readLockPid(lockFile), pid, "its lock file is left behind");

    const started = Date.now();
    second = await startServer({ dataDir, ready: "lock", timeoutMs: 10_000 });
    const tookOver = Date.now() - started;
    assert.equal(processState(pid), "Z", "the zombie was still there when the new server took the lock");
    await waitForServer(second, { pid: second.child.pid, gone: () => second.child.exitCode !== null });
    workload.call = apiClient(second.url, token);
    const checked = await workload.verify();
    console.log(
      `  seed ${seed}: ${workload.acknowledged} writes acknowledged; lock taken over in ${tookOver} ms; ${checked} records checked`,
    );
    passed = true;
  } finally {
    if (second) await stopServer(second);
    killGroups(pid, parent.pid);
    if (passed) fs.rmSync(dataDir, { recursive: true, force: true });
    else console.log(`  data folder kept: ${dataDir}`);
  }
});
