// Two panels on one PostgreSQL database, as a hostel group would run them behind a proxy: started at
// the same moment on an empty database (one migrates, the other waits), no JWT_SECRET and no shared
// folder between them. Every request below alternates between the two servers.
import assert from "node:assert/strict";
import test from "node:test";
import { apiClient, createPostgresCluster, pngBytes, registerAdmin, login, startServer, stopServer, tempDir } from "./support.mjs";

test(
  "two servers on one PostgreSQL: sessions, pictures, beds and receipts are shared, nothing is lost or doubled",
  { timeout: 600_000 },
  async () => {
    const cluster = await createPostgresCluster();
    assert.ok(cluster, "no PostgreSQL server binaries: install Debian's postgresql package (.ci/run does)");
    const servers = [];
    try {
      await cluster.query("postgres", "create database hostel");
      const env = { JWT_SECRET: undefined };
      // Both at once, on an empty database: the migrations run once, under an advisory lock.
      servers.push(
        ...(await Promise.all([
          startServer({ dataDir: tempDir("server-a"), databaseUrl: cluster.url("hostel"), env }),
          startServer({ dataDir: tempDir("server-b"), databaseUrl: cluster.url("hostel"), env }),
        ])),
      );
      const [a, b] = servers;
      const migrations = await cluster.query("hostel", "select count(*)::int as count from drizzle.__drizzle_migrations");
      assert.ok(migrations[0].count > 0);

      // Signed up on one, signed in on the other: one secret, kept in the database, for both.
      const tokenFromA = await registerAdmin(a.url);
      const tokenFromB = await login(b.url);
      assert.equal((await apiClient(b.url, tokenFromA)("GET", "/api/rooms/get-all-rooms")).status, 200);
      assert.equal((await apiClient(a.url, tokenFromB)("GET", "/api/rooms/get-all-rooms")).status, 200);
      const secrets = await cluster.query("hostel", "select count(*)::int as count from settings where key = 'jwt_secret'");
      assert.equal(secrets[0].count, 1);
      const onA = apiClient(a.url, tokenFromA);
      const onB = apiClient(b.url, tokenFromB);
      const either = (index) => (index % 2 === 0 ? onA : onB);

      // A photo uploaded through one server is served by the other, from the database.
      const form = new FormData();
      for (const [name, value] of Object.entries({ studentName: "Pictured Resident", fatherName: "Father", contactNumber: "0300-1234567" }))
        form.set(name, value);
      form.set("image", new Blob([pngBytes(7)], { type: "image/png" }), "photo.png");
      const pictured = await onA("POST", "/api/students/add-student", form);
      assert.equal(pictured.status, 201, JSON.stringify(pictured.body));
      const photo = await onB("GET", `/uploads/${pictured.body.data.image}`);
      assert.equal(photo.status, 200);
      assert.equal(photo.body.subarray(8, 12).toString("latin1"), "WEBP");

      // 50 residents book the last two beds of a room, through both servers at once: exactly two get one.
      const room = await onA("POST", "/api/rooms/add-room", { roomNumber: "Room 9", capacity: 2, monthlyRent: 9000 });
      assert.equal(room.status, 201);
      const residents = [];
      for (let index = 0; index < 50; index++) {
        const resident = await either(index)(
          "POST",
          "/api/students/add-student",
          formOf({ studentName: `Resident ${index}`, fatherName: "Father", contactNumber: `0300-${String(1000000 + index)}` }),
        );
        assert.equal(resident.status, 201, JSON.stringify(resident.body));
        residents.push(resident.body.data._id);
      }
      const bookings = await Promise.all(
        residents.map((studentId, index) =>
          either(index)("POST", "/api/bookings/add-booking", { studentId, selectedRoom: room.body.data._id, bookingDate: "2026-01-01" }),
        ),
      );
      const booked = bookings.filter((answer) => answer.status === 201);
      assert.equal(booked.length, 2);
      assert.deepEqual([...new Set(bookings.filter((answer) => answer.status !== 201).map((answer) => answer.status))], [409]);

      // 100 payments on one stay through both servers at once: none lost, receipt numbers without a gap.
      const stayId = booked[0].body.data._id;
      const payments = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          either(index)("POST", `/api/bookings/${stayId}/payments`, { amount: 100 + index, mode: "cash" }),
        ),
      );
      assert.deepEqual([...new Set(payments.map((answer) => answer.status))], [201]);
      const numbers = payments.map((answer) => answer.body.payment.receiptNo).sort();
      const year = numbers[0].slice(4, 8);
      assert.deepEqual(
        numbers,
        Array.from({ length: 100 }, (_, index) => `RCT-${year}-${String(index + 1).padStart(4, "0")}`),
      );
      const ledger = await onB("GET", `/api/bookings/${stayId}/ledger`);
      assert.equal(
        ledger.body.totals.paid,
        payments.reduce((sum, _, index) => sum + 100 + index, 0),
      );
    } finally {
      await Promise.all(servers.map((server) => stopServer(server)));
      await cluster.destroy();
    }
  },
);

function formOf(fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}
