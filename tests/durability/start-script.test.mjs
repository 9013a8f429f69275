// What the start script (scripts/start.mjs, behind `npm start`, `npm run panel` and every test
// launcher) promises about the running panel: it listens only on HOSTNAME, a client that trickles
// its request body is cut off within about 30 s, and nothing it writes under DATA_DIR is open to
// other users, even when started with umask 000.
import assert from "node:assert/strict";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import test from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { apiClient, pngBytes, registerAdmin, startServer, stopServer, tempDir } from "./support.mjs";

/** Resolves with "connected" or the connection error's code. */
function tryConnect(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error) => resolve(error.code));
  });
}

test("HOSTNAME=127.0.0.1: the panel answers on 127.0.0.1 and refuses connections on 127.0.0.2", async () => {
  const dataDir = tempDir("hostname");
  const server = await startServer({ dataDir }); // support.mjs sets HOSTNAME=127.0.0.1
  try {
    const response = await fetch(`http://127.0.0.1:${server.port}/Sign-in`, { signal: AbortSignal.timeout(30_000) });
    assert.equal(response.status, 200);
    assert.equal(await tryConnect("127.0.0.2", server.port), "ECONNREFUSED");
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a client that sends its headers, then one body byte every 3 s, is cut off within 35 s", async () => {
  const dataDir = tempDir("slow-body");
  const server = await startServer({ dataDir });
  try {
    const socket = net.connect({ host: "127.0.0.1", port: server.port });
    await new Promise((resolve, reject) => socket.once("connect", resolve).once("error", reject));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", () => {});
    const closed = new Promise((resolve) => socket.once("close", resolve));
    const started = Date.now();
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
    const trickle = setInterval(() => socket.write(" "), 3000);
    const outcome = await Promise.race([closed.then(() => "closed"), sleep(45_000).then(() => "still open")]);
    clearInterval(trickle);
    socket.destroy();
    const seconds = (Date.now() - started) / 1000;
    assert.equal(outcome, "closed", "the connection was still open after 45 s");
    assert.ok(seconds < 35, `cut off after ${seconds.toFixed(1)} s`);
    console.log(`  cut off after ${seconds.toFixed(1)} s; answer: ${answer.split("\r\n")[0] || "(none)"}`);
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/** Every file and folder under `dir` (itself included) with its permission bits. */
function modesUnder(dir) {
  const entries = [[dir, fs.lstatSync(dir).mode & 0o777]];
  for (const name of fs.readdirSync(dir, { recursive: true })) {
    const entry = path.join(dir, name);
    entries.push([entry, fs.lstatSync(entry).mode & 0o777]);
  }
  return entries;
}

test("started with umask 000, the panel creates DATA_DIR and everything in it for its own user only", async () => {
  const parent = tempDir("modes");
  const dataDir = path.join(parent, "data"); // created by the server
  const previous = process.umask(0); // inherited by the server: the start script must set its own
  let server;
  try {
    server = await startServer({ dataDir, env: { JWT_SECRET: undefined, SMTP_URL: "" } });
  } finally {
    process.umask(previous);
  }
  try {
    const call = apiClient(server.url, await registerAdmin(server.url));
    const form = new FormData();
    form.set("studentName", "Resident With Photo");
    form.set("fatherName", "Father");
    form.set("contactNumber", "03001234567");
    form.set("image", new Blob([pngBytes(7)], { type: "image/png" }), "photo.png");
    const added = await call("POST", "/api/students/add-student", form);
    assert.equal(added.status, 201, JSON.stringify(added.body));
    assert.ok(added.body.data.image, "the picture was stored");
    assert.equal((await call("POST", "/api/auth/forgot-password", { email: "owner@hostel.test" })).status, 200);

    const mailDir = path.join(dataDir, "mail");
    for (let waited = 0; !(fs.existsSync(mailDir) && fs.readdirSync(mailDir).some((name) => name.endsWith(".txt"))); waited += 100) {
      assert.ok(waited < 10_000, "no mail was written to DATA_DIR/mail");
      await sleep(100);
    }
    const entries = modesUnder(dataDir);
    // The picture went into the database (pglite), not into a folder of its own.
    for (const written of ["jwt-secret", "pglite", "pglite.lock", "mail"]) {
      assert.ok(fs.existsSync(path.join(dataDir, written)), `${written} was written`);
    }
    const open = entries.filter(([, mode]) => mode & 0o077).map(([entry, mode]) => `${mode.toString(8)} ${path.relative(parent, entry)}`);
    assert.deepEqual(open, [], `${open.length} of ${entries.length} entries are open to other users`);
  } finally {
    await stopServer(server);
    fs.rmSync(parent, { recursive: true, force: true });
  }
});
