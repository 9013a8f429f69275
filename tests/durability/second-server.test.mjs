// A second panel on the same data folder refuses to START (clear message, non-zero
// exit) even while the first has not served a single request, and the first keeps serving.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import test from "node:test";
import { apiClient, login, readLockPid, registerAdmin, startServer, stopServer, tempDir } from "./support.mjs";

test("a second server on the same data folder refuses to start; the first keeps serving", async () => {
  const dataDir = tempDir("second-server");
  const lockFile = path.join(dataDir, "pglite.lock");
  // Ready as soon as it holds the lock: no request has reached it, so nothing opened the database lazily.
  const first = await startServer({ dataDir, ready: "lock" });
  let third;
  try {
    let refused;
    try {
      const second = await startServer({ dataDir });
      await stopServer(second, "SIGKILL");
    } catch (error) {
      refused = error;
    }
    assert.ok(refused, "the second server started");
    assert.match(refused.message, /exited during start \(\{"code":1/);
    assert.match(refused.message, /Cannot start the panel: The data folder is in use by another server \(pid \d+/);
    assert.match(refused.message, /Stop that server first, or give this one its own DATA_DIR/);
    assert.equal(readLockPid(lockFile), first.child.pid, "the refused server left the first one's lock alone");

    const call = apiClient(first.url, await registerAdmin(first.url));
    const added = await call("POST", "/api/rooms/add-room", { roomNumber: "Room 7", capacity: 2, monthlyRent: 9000 });
    assert.equal(added.status, 201);
    assert.equal((await call("GET", `/api/rooms/get-room/${added.body.data._id}`)).status, 200);

    // Stopped with SIGTERM, the first releases the folder; the next server opens it and finds the room.
    assert.equal((await stopServer(first)).signal ?? "exited", "exited");
    assert.equal(fs.existsSync(lockFile), false);
    third = await startServer({ dataDir });
    const rooms = await apiClient(third.url, await login(third.url))("GET", "/api/rooms/get-all-rooms");
    assert.deepEqual(
      rooms.body.data.map((room) => room.roomNumber),
      ["Room 7"],
    );
  } finally {
    await stopServer(first, "SIGKILL");
    if (third) await stopServer(third);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a lock whose pid now belongs to another process (reused after a crash or reboot) is taken over", async () => {
  const dataDir = tempDir("reused-pid");
  const lockFile = path.join(dataDir, "pglite.lock");
  // This test process is alive, but it did not start at the moment the lock records.
  fs.writeFileSync(lockFile, `${process.pid} 1`);
  const server = await startServer({ dataDir });
  try {
    assert.equal(readLockPid(lockFile), server.child.pid);
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
