// `npm run backup` writes one file with the database and the pictures; `npm run restore`
// brings them back into an empty data folder. Row counts and checksums of every table, and the checksum of
// every picture, match after backup → restore; a non-empty target and a cut-off file are refused. With
// PostgreSQL installed, the same backup restores into PostgreSQL and back (the format is engine-neutral).
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import test from "node:test";
import { connect, fileChecksums, tableChecksums } from "../../scripts/lib/database.mjs";
import {
  apiClient,
  createPostgresCluster,
  login,
  pngBytes,
  postgresBin,
  registerAdmin,
  runScript,
  startServer,
  stopServer,
  tempDir,
} from "./support.mjs";

const work = tempDir("backup");
const source = path.join(work, "source");
const backupFile = path.join(work, "hostel.ndjson.gz");
test.after(() => fs.rmSync(work, { recursive: true, force: true }));

/** Counts and checksums of every table, plus every picture's checksum, of one data location. */
async function snapshot({ dataDir, databaseUrl = "" }) {
  const db = await connect({ pgliteDir: path.join(dataDir, "pglite"), databaseUrl });
  try {
    return { tables: await tableChecksums(db), files: fileChecksums(path.join(dataDir, "uploads")) };
  } finally {
    await db.close();
  }
}

/** A record in every table, through the API: pictures, money, salary history, a password reset. */
async function fillHostel(url) {
  const call = apiClient(url, await registerAdmin(url));
  const ok = async (method, pathname, body) => {
    const response = await call(method, pathname, body);
    assert.ok(response.status < 300, `${method} ${pathname}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const form = (fields, seed) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, String(value));
    if (seed) data.set("image", new Blob([pngBytes(seed)], { type: "image/png" }), "photo.png");
    return data;
  };
  const room = await ok("POST", "/api/rooms/add-room", {
    roomNumber: "Room 3",
    capacity: 3,
    monthlyRent: 12000,
    facilities: ["AC", "Wifi"],
  });
  await ok("POST", "/api/rooms/add-room", { roomNumber: "Room 14", capacity: 1, monthlyRent: 25000, notes: "VIP — کمرہ" });
  for (let n = 1; n <= 3; n++) {
    const student = await ok(
      "POST",
      "/api/students/add-student",
      form({ studentName: `Ali ${n}`, fatherName: "Khan", contactNumber: `0300123456${n}`, dob: "2004-05-0" + n }, n < 3 && n),
    );
    const booking = await ok("POST", "/api/bookings/add-booking", {
      studentId: student._id,
      selectedRoom: room._id,
      durationValue: 6,
      advancedPayment: 5000,
      bookingDate: "2026-02-01",
    });
    await ok("PUT", `/api/bookings/update-booking/${booking._id}`, { paymentAmount: 7000 + n });
  }
  const staff = await ok(
    "POST",
    "/api/staffs/add-staff",
    form({ fullName: "Sana Warden", phone: "03001112223", address: "Lahore", salary: 40000 }, 7),
  );
  await ok("POST", "/api/workers/add-worker", form({ fullName: "Bilal Cook", salary: 25000 }, 8));
  const salary = await ok("POST", "/api/salary/add-salary", {
    employeeType: "Staff",
    employeeId: staff._id,
    basicSalary: 40000,
    allowances: 2000,
    salaryMonth: "2026-01",
  });
  await ok("PUT", `/api/salary/update-salary/${salary._id}`, { deductions: 500 });
  await ok("POST", "/api/maintenance/add-maintenance", {
    title: "Leaking tap",
    maintenanceType: "Plumbing",
    location: "Room 3",
    issueDescription: "Drips all night",
    totalCost: 1500,
  });
  await ok("POST", "/api/history/add-history", { month: "January 2026", students: 3, bookings: 3, electricityBill: 18000 });
  const reset = await call("POST", "/api/auth/forgot-password", { email: "owner@hostel.test" });
  assert.equal(reset.status, 200);
}

test("backup → restore into an empty data folder gives the same tables and pictures", async () => {
  let server = await startServer({ dataDir: source });
  try {
    await fillHostel(server.url);
    const refused = runScript("backup.mjs", [backupFile], { DATA_DIR: source });
    assert.equal(refused.status, 1, refused.output);
    assert.match(refused.output, /in use by a running panel \(pid \d+.*stop the panel first/s);
    assert.equal(fs.existsSync(backupFile), false);
  } finally {
    await stopServer(server);
  }

  const backup = runScript("backup.mjs", [backupFile], { DATA_DIR: source });
  assert.equal(backup.status, 0, backup.output);
  assert.match(backup.output, /Backup written: .*hostel\.ndjson\.gz/);
  assert.equal(fs.statSync(backupFile).mode & 0o777, 0o600, "the backup holds personal data: owner only");

  const target = path.join(work, "restored");
  const restore = runScript("restore.mjs", [backupFile], { DATA_DIR: target });
  assert.equal(restore.status, 0, restore.output);
  assert.match(restore.output, /checksums verified/);

  const before = await snapshot({ dataDir: source });
  const after = await snapshot({ dataDir: target });
  assert.deepEqual(after, before);
  for (const table of [
    "users",
    "password_resets",
    "students",
    "rooms",
    "bookings",
    "booking_payments",
    "staff",
    "workers",
    "salaries",
    "salary_history",
    "maintenance",
    "histories",
    "pictures",
  ]) {
    assert.ok(before.tables[table]?.rows > 0, `the test hostel has rows in ${table}`);
  }
  // The four pictures are rows of the pictures table (in the checksums above), not files.
  assert.equal(before.tables.pictures.rows, 4);
  assert.deepEqual(before.files, {});
  console.log(
    `  ${Object.entries(before.tables)
      .map(([name, sum]) => `${name} ${sum.rows}`)
      .join(", ")}: all equal`,
  );

  // The restored folder is a working panel: the same admin signs in, a booking and a picture read back.
  server = await startServer({ dataDir: target });
  try {
    const call = apiClient(server.url, await login(server.url));
    const bookings = (await call("GET", "/api/bookings/get-all-bookings")).body.data;
    assert.equal(bookings.length, 3);
    assert.ok(bookings.every((booking) => booking.totalPaid === booking.paymentHistory.reduce((sum, payment) => sum + payment.amount, 0)));
    const customer = (await call("GET", "/api/students/get-all-students")).body.students.find((student) => student.image);
    const picture = await call("GET", `/uploads/${customer.image}`);
    assert.equal(picture.status, 200);
  } finally {
    await stopServer(server);
  }

  const again = runScript("restore.mjs", [backupFile], { DATA_DIR: target });
  assert.equal(again.status, 1);
  assert.match(again.output, /already holds a database .*Restore only into an empty data folder/);
});

test("a cut-off backup file is refused and leaves the data folder empty", () => {
  const lines = zlib.gunzipSync(fs.readFileSync(backupFile)).toString().trimEnd().split("\n");
  const cut = path.join(work, "cut.ndjson.gz");
  fs.writeFileSync(cut, zlib.gzipSync(`${lines.slice(0, -1).join("\n")}\n`));
  const target = path.join(work, "from-cut");
  const restore = runScript("restore.mjs", [cut], { DATA_DIR: target });
  assert.equal(restore.status, 1);
  assert.match(restore.output, /incomplete \(it has no end record\)/);
  assert.equal(fs.existsSync(path.join(target, "pglite")), false);
  assert.deepEqual(fs.existsSync(path.join(target, "uploads")) ? fs.readdirSync(path.join(target, "uploads")) : [], []);

  const truncated = path.join(work, "truncated.ndjson.gz");
  const bytes = fs.readFileSync(backupFile);
  fs.writeFileSync(truncated, bytes.subarray(0, bytes.length - 20));
  const damaged = runScript("restore.mjs", [truncated], { DATA_DIR: path.join(work, "from-truncated") });
  assert.equal(damaged.status, 1);
  assert.match(damaged.output, /The backup file is damaged: unexpected end of file/, damaged.output);
  assert.equal(fs.existsSync(path.join(work, "from-truncated", "pglite")), false);

  const notBackup = path.join(work, "not-a-backup.gz");
  fs.writeFileSync(notBackup, zlib.gzipSync('{"hello":"world"}\n'));
  const wrong = runScript("restore.mjs", [notBackup], { DATA_DIR: path.join(work, "from-wrong") });
  assert.equal(wrong.status, 1);
  assert.match(wrong.output, /is not a backup written by `npm run backup`/);
});

test(
  "the same backup restores into PostgreSQL, and a live PostgreSQL backup restores into PGlite",
  { skip: !postgresBin() && "no PostgreSQL server binaries" },
  async () => {
    const cluster = await createPostgresCluster();
    try {
      await cluster.query("postgres", "create database restored");
      const pgData = path.join(work, "pg-data");
      const databaseUrl = cluster.url("restored");
      const restore = runScript("restore.mjs", [backupFile], { DATA_DIR: pgData, DATABASE_URL: databaseUrl });
      assert.equal(restore.status, 0, restore.output);
      const expected = await snapshot({ dataDir: source });
      assert.deepEqual(await snapshot({ dataDir: pgData, databaseUrl }), expected);

      const again = runScript("restore.mjs", [backupFile], { DATA_DIR: path.join(work, "pg-data-2"), DATABASE_URL: databaseUrl });
      assert.equal(again.status, 1);
      assert.match(again.output, /already has tables\. Restore only into an empty database/);

      // PostgreSQL is backed up while the panel runs on it (one consistent snapshot).
      const server = await startServer({ dataDir: pgData, databaseUrl });
      const liveFile = path.join(work, "live.ndjson.gz");
      try {
        const live = runScript("backup.mjs", [liveFile], { DATA_DIR: pgData, DATABASE_URL: databaseUrl });
        assert.equal(live.status, 0, live.output);
      } finally {
        await stopServer(server);
      }
      const back = path.join(work, "back-in-pglite");
      const restoreBack = runScript("restore.mjs", [liveFile], { DATA_DIR: back });
      assert.equal(restoreBack.status, 0, restoreBack.output);
      assert.deepEqual(await snapshot({ dataDir: back }), expected);
    } finally {
      await cluster.destroy();
    }
  },
);
