// The built panel takes a stream of writes and is killed at a random moment; after a
// restart every acknowledged write is there and whole. On PGlite the server gets SIGKILL (a stale lock
// file is left behind); on PostgreSQL the database server is crashed with `pg_ctl stop -m immediate`
// while the panel keeps running, and must serve again once PostgreSQL is back.
//
//   DURABILITY_ROUNDS (default 20) rounds each; DURABILITY_SEED replays a run; NEXT_DIST_DIR picks the build.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import test from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import {
  apiClient,
  createPostgresCluster,
  postgresBin,
  readLockPid,
  registerAdmin,
  seededRandom,
  startServer,
  stopServer,
  tempDir,
} from "./support.mjs";
import { Workload } from "./workload.mjs";

const ROUNDS = Number(process.env.DURABILITY_ROUNDS || 20);
const WRITERS = 4;
const seed = Number(process.env.DURABILITY_SEED || Date.now() % 1e9);
console.log(`durability seed ${seed} (DURABILITY_SEED=${seed} replays the kill moments), ${ROUNDS} rounds`);

/**
 * Streams writes from several writers and runs `kill` at a random moment while they are in flight: after
 * a random number (5–40) of acknowledged writes, plus a random 0–100 ms. Counting writes rather than
 * seconds keeps every round meaningful on a slow or busy machine.
 */
async function writeThenKill(workload, random, kill) {
  const stop = { now: false };
  const writers = Array.from({ length: WRITERS }, () => workload.writer(stop));
  const target = workload.acknowledged + 5 + Math.floor(random() * 36);
  const deadline = Date.now() + 120_000;
  while (workload.acknowledged < target) {
    if (Date.now() > deadline)
      throw new Error(`only ${workload.acknowledged} writes acknowledged in 2 minutes: the panel is not taking writes`);
    await sleep(5);
  }
  await sleep(random() * 100);
  await kill();
  stop.now = true;
  await Promise.all(writers);
}

test(`PGlite: acknowledged writes survive SIGKILL of the server (${ROUNDS} rounds)`, async () => {
  const random = seededRandom(seed);
  const dataDir = tempDir("durability-pglite");
  const lockFile = path.join(dataDir, "pglite.lock");
  let server = await startServer({ dataDir });
  const token = await registerAdmin(server.url);
  const workload = new Workload(apiClient(server.url, token), random);
  const started = Date.now();
  let passed = false;
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const before = workload.acknowledged;
      const unsureBefore = workload.unsure;
      await writeThenKill(workload, random, () => server.child.kill("SIGKILL"));
      await server.exited;
      assert.equal(readLockPid(lockFile), server.child.pid, "the killed server's lock file is left behind");

      const restart = Date.now();
      server = await startServer({ dataDir }); // takes over the stale lock
      workload.call = apiClient(server.url, token);
      const checked = await workload.verify();
      console.log(
        `  round ${round}: ${workload.acknowledged - before} writes acknowledged, ${workload.unsure - unsureBefore} cut off; ` +
          `restarted in ${Date.now() - restart} ms, ${checked} records checked`,
      );
    }
    await stopServer(server);
    assert.equal(fs.existsSync(lockFile), false, "a server stopped with SIGTERM releases its lock");
    passed = true;
  } finally {
    await stopServer(server, "SIGKILL");
    console.log(summary("PGlite", workload, started));
    // A failed run keeps its data folder for a look.
    if (passed) fs.rmSync(dataDir, { recursive: true, force: true });
    else console.log(`  data folder kept: ${dataDir}`);
  }
});

test(
  `PostgreSQL: acknowledged writes survive pg_ctl stop -m immediate (${ROUNDS} rounds)`,
  { skip: !postgresBin() && "no PostgreSQL server binaries in /usr/lib/postgresql" },
  async () => {
    const random = seededRandom(seed + 1);
    const cluster = await createPostgresCluster();
    const dataDir = tempDir("durability-pg");
    let server;
    const started = Date.now();
    let workload;
    try {
      const [{ fsync }] = await cluster.query("postgres", "show fsync");
      assert.equal(fsync, "on");
      await cluster.query("postgres", "create database hostel");
      server = await startServer({ dataDir, databaseUrl: cluster.url("hostel") });
      workload = new Workload(apiClient(server.url, await registerAdmin(server.url)), random);
      for (let round = 1; round <= ROUNDS; round++) {
        const before = workload.acknowledged;
        const unsureBefore = workload.unsure;
        await writeThenKill(workload, random, () => cluster.crash());
        cluster.start(); // crash recovery replays the WAL
        const checked = await verifyWhenBack(workload);
        console.log(
          `  round ${round}: ${workload.acknowledged - before} writes acknowledged, ${workload.unsure - unsureBefore} cut off; ` +
            `PostgreSQL recovered, the same panel serves again, ${checked} records checked`,
        );
      }
    } finally {
      if (server) await stopServer(server);
      await cluster.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (workload) console.log(summary("PostgreSQL", workload, started));
    }
  },
);

function summary(engine, workload, started) {
  return (
    `  ${engine}: ${workload.acknowledged} acknowledged writes, ${workload.unsure} cut off ` +
    `(${workload.committedUnacknowledged} of them had committed), ${((Date.now() - started) / 1000).toFixed(0)} s`
  );
}

/** The panel's pool drops its dead connections and reconnects: the first reads may still fail (for up to a minute on a busy machine). */
async function verifyWhenBack(workload) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      return await workload.verify();
    } catch (error) {
      const dataProblem = error instanceof assert.AssertionError && !/^GET .*: 5\d\d/.test(error.message);
      if (dataProblem || Date.now() > deadline) throw error;
      await sleep(500);
    }
  }
}
