// The route wrapper's guarantees, from the angle of a double click, two tabs and a page of another site:
// repeated POSTs with one Idempotency-Key write once, stale updates are refused, writes from another
// origin or with a body type a cross-site form can send are refused, and money is whole rupees.
import { count, eq } from "drizzle-orm";
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { GET as getAllStudents } from "@/app/api/students/get-all-students/route";
import { PUT as updateStudent } from "@/app/api/students/update-student/[id]/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { PUT as updateBooking } from "@/app/api/bookings/update-booking/[id]/route";
import { GET as getBooking } from "@/app/api/bookings/get-booking/[id]/route";
import { getDb } from "@/lib/server/db";
import { bookingPayments } from "@/models/bookings";
import { students } from "@/models/students";
import { BASE_URL, registerAdmin } from "../support/http";
import { adminBearer, callForm, callJson, pngFile } from "../support/records";

interface Saved {
  data: { _id: string; updatedAt: string; [field: string]: unknown };
  message?: string;
  errors?: Record<string, string>;
}

const STALE = "This record was changed by someone else. Reload it to see the changes.";
let keyCount = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCount}`;

async function studentCount(name: string) {
  const db = await getDb();
  const [row] = await db.select({ value: count() }).from(students).where(eq(students.studentName, name));
  return row?.value ?? 0;
}

async function paymentsOf(bookingId: string) {
  const db = await getDb();
  return db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId));
}

let roomNumber = 0;
async function newStudentAndRoom() {
  const student = await callForm<Saved>(addStudent, {
    fields: { studentName: `Resident ${++roomNumber}`, fatherName: "Father", contactNumber: "03001234567" },
  });
  const room = await callJson<Saved>(addRoom, { body: { roomNumber: `Room ${roomNumber}`, capacity: 3, monthlyRent: 12000 } });
  expect([student.status, room.status]).toEqual([201, 201]);
  return { studentId: student.body.data._id, roomId: room.body.data._id };
}

describe("Idempotency-Key: a repeated create writes once", () => {
  test("the same multipart customer sent twice with one key is stored once; the second answer replays the first", async () => {
    const key = newKey();
    const fields = { studentName: "Double Click", fatherName: "Father", contactNumber: "03001234567" };
    const first = await callForm<Saved>(addStudent, { fields, image: pngFile(), headers: { "Idempotency-Key": key } });
    const second = await callForm<Saved>(addStudent, { fields, image: pngFile(), headers: { "Idempotency-Key": key } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data._id).toBe(first.body.data._id);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await studentCount("Double Click")).toBe(1);
  });

  test("a booking with an advance, posted five times at once with one key: one booking, one payment", async () => {
    const { studentId, roomId } = await newStudentAndRoom();
    const key = newKey();
    const body = { studentId, selectedRoom: roomId, bookingDate: "2026-11-01", advancedPayment: 5000, durationValue: 2 };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callJson<Saved>(addBooking, { body, headers: { "Idempotency-Key": key } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((answer) => answer.body.data._id));
    expect(ids.size).toBe(1);
    const payments = await paymentsOf([...ids][0]!);
    expect(payments.map((payment) => payment.amount)).toEqual([5000]);
  });

  test("the same key with a different body is a 422 and writes nothing", async () => {
    const key = newKey();
    const base = { fatherName: "Father", contactNumber: "03001234567" };
    expect(
      (await callForm(addStudent, { fields: { ...base, studentName: "Key Owner" }, headers: { "Idempotency-Key": key } })).status,
    ).toBe(201);
    const other = await callForm<Saved>(addStudent, { fields: { ...base, studentName: "Key Thief" }, headers: { "Idempotency-Key": key } });
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key/);
    expect(await studentCount("Key Thief")).toBe(0);
  });

  test("a refused request keeps no answer: the same key goes through once the field is corrected", async () => {
    const key = newKey();
    const refused = await callForm<Saved>(addStudent, {
      fields: { studentName: "Corrected", fatherName: "", contactNumber: "03001234567" },
      headers: { "Idempotency-Key": key },
    });
    expect(refused.status).toBe(400);
    const corrected = await callForm<Saved>(addStudent, {
      fields: { studentName: "Corrected", fatherName: "Father", contactNumber: "03001234567" },
      headers: { "Idempotency-Key": key },
    });
    expect(corrected.status).toBe(201);
    expect(await studentCount("Corrected")).toBe(1);
  });

  test("keys belong to one admin: another admin's request with the same key is a request of its own", async () => {
    const other = await registerAdmin({ asToken: await adminBearer() });
    const key = newKey();
    const fields = { studentName: "Two Admins", fatherName: "Father", contactNumber: "03001234567" };
    const a = await callForm<Saved>(addStudent, { fields, headers: { "Idempotency-Key": key } });
    const b = await callForm<Saved>(addStudent, { fields, headers: { "Idempotency-Key": key }, token: other.token });
    expect(b.body.data._id).not.toBe(a.body.data._id);
    expect(await studentCount("Two Admins")).toBe(2);
  });

  test("without a key every POST writes, and a malformed key is a 400", async () => {
    const fields = { studentName: "No Key", fatherName: "Father", contactNumber: "03001234567" };
    await callForm(addStudent, { fields });
    await callForm(addStudent, { fields });
    expect(await studentCount("No Key")).toBe(2);
    const bad = await callForm<Saved>(addStudent, { fields, headers: { "Idempotency-Key": "has spaces in it" } });
    expect(bad.status).toBe(400);
  });
});

describe("updatedAt: the second of two tabs is told, not overwritten", () => {
  test("two clients update one booking from the same copy: the first wins, the second gets 409 and changes nothing", async () => {
    const { studentId, roomId } = await newStudentAndRoom();
    const created = await callJson<Saved>(addBooking, {
      body: { studentId, selectedRoom: roomId, bookingDate: "2026-11-01", durationValue: 3 },
    });
    const { _id: id, updatedAt } = created.body.data;
    const params = { id };

    const tabA = await callJson<Saved>(updateBooking, { method: "PUT", params, body: { notes: "from tab A", updatedAt } });
    expect(tabA.status).toBe(200);
    const tabB = await callJson<Saved>(updateBooking, {
      method: "PUT",
      params,
      body: { notes: "from tab B", paymentAmount: 1000, updatedAt },
    });
    expect(tabB.status).toBe(409);
    expect(tabB.body.message).toBe(STALE);

    const stored = await callJson<Saved>(getBooking, { params });
    expect(stored.body.data.notes).toBe("from tab A");
    expect(await paymentsOf(id)).toHaveLength(0);

    // The copy the first save returned is current: saving from it goes through, and so does a save without updatedAt.
    const again = await callJson<Saved>(updateBooking, {
      method: "PUT",
      params,
      body: { notes: "tab A again", updatedAt: tabA.body.data.updatedAt },
    });
    expect(again.status).toBe(200);
    expect(new Date(again.body.data.updatedAt).getTime()).toBeGreaterThan(new Date(tabA.body.data.updatedAt).getTime());
    expect((await callJson(updateBooking, { method: "PUT", params, body: { notes: "no check" } })).status).toBe(200);
  });

  test("an up-to-date edit passes although PostgreSQL keeps microseconds and JSON shows milliseconds", async () => {
    // Inserted by the database's now() (microseconds), never touched by the application's clock.
    const created = await callForm<Saved>(addStudent, {
      fields: { studentName: "Precise", fatherName: "Father", contactNumber: "03001234567" },
    });
    const { _id: id, updatedAt } = created.body.data;
    const update = await callForm<Saved>(updateStudent, { method: "PUT", params: { id }, fields: { city: "Multan", updatedAt } });
    expect(update.status).toBe(200);
    const stale = await callForm<Saved>(updateStudent, { method: "PUT", params: { id }, fields: { city: "Quetta", updatedAt } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);
  });

  test("an updatedAt that is not a timestamp is a 400 on that field", async () => {
    const created = await callForm<Saved>(addStudent, {
      fields: { studentName: "Bad Stamp", fatherName: "Father", contactNumber: "03001234567" },
    });
    const answer = await callForm<Saved>(updateStudent, {
      method: "PUT",
      params: { id: created.body.data._id },
      fields: { city: "Sukkur", updatedAt: "yesterday" },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(["updatedAt"]);
  });
});

describe("same origin and content type: what a page of another site can send is refused", () => {
  const customer = { studentName: "Forged", fatherName: "Father", contactNumber: "03001234567" };

  test.each([
    ["another port of the same host", { origin: "http://panel.test:4000" }],
    ["another site", { origin: "https://evil.example" }],
    ["an opaque origin", { origin: "null" }],
    ["a same-site fetch without Origin", { "sec-fetch-site": "same-site" }],
    ["a cross-site fetch without Origin", { "sec-fetch-site": "cross-site" }],
  ])("a write from %s is 403 and stores nothing", async (_, headers) => {
    const answer = await callForm<Saved>(addStudent, { fields: customer, headers });
    expect(answer.status).toBe(403);
    expect(await studentCount("Forged")).toBe(0);
  });

  test("the panel's own origin (APP_URL) and clients that send no Origin (curl, API tokens) may write", async () => {
    expect(
      (
        await callForm(addStudent, {
          fields: { ...customer, studentName: "Own Origin" },
          headers: { origin: BASE_URL, "sec-fetch-site": "same-origin" },
        })
      ).status,
    ).toBe(201);
    expect((await callForm(addStudent, { fields: { ...customer, studentName: "No Origin" } })).status).toBe(201);
  });

  test("reads are not refused for their origin", async () => {
    expect((await callJson(getAllStudents, { headers: { origin: "http://panel.test:4000" } })).status).toBe(200);
  });

  test.each([
    ["text/plain", JSON.stringify({ roomNumber: "Room Plain", capacity: 2, monthlyRent: 9000 })],
    ["application/x-www-form-urlencoded", "roomNumber=Room+Urlencoded&capacity=2&monthlyRent=9000"],
    ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="roomNumber"\r\n\r\nRoom Multipart\r\n--x--\r\n'],
  ])("a JSON endpoint refuses %s with 415", async (contentType, body) => {
    const request = new Request(`${BASE_URL}/api/rooms/add-room`, {
      method: "POST",
      headers: { authorization: `Bearer ${await adminBearer()}`, "content-type": contentType },
      body,
    });
    const response = await addRoom(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(415);
  });

  test("a multipart endpoint refuses urlencoded and JSON with 415", async () => {
    for (const [contentType, body] of [
      ["application/x-www-form-urlencoded", "studentName=Url&fatherName=F&contactNumber=03001234567"],
      ["application/json", JSON.stringify(customer)],
    ]) {
      const request = new Request(`${BASE_URL}/api/students/add-student`, {
        method: "POST",
        headers: { authorization: `Bearer ${await adminBearer()}`, "content-type": contentType! },
        body,
      });
      expect((await addStudent(request, { params: Promise.resolve({}) })).status).toBe(415);
    }
  });
});

describe("money is whole rupees, exactly as typed", () => {
  test.each([
    ["5OOO", "Monthly rent must be a number"],
    ["8k", "Monthly rent must be a number"],
    ["1e3", "Monthly rent must be a number"],
    ["0x10", "Monthly rent must be a number"],
    ["12.5", "Monthly rent must be a whole number"],
    ["-5", "Monthly rent cannot be negative"],
  ])("rent %j is refused: %s", async (monthlyRent, message) => {
    const answer = await callJson<Saved>(addRoom, { body: { roomNumber: "Room 30", capacity: 2, monthlyRent } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ monthlyRent: message });
  });

  test("spaces and thousands commas are allowed: '15,000' is PKR 15,000", async () => {
    const answer = await callJson<Saved>(addRoom, { body: { roomNumber: "Room 31", capacity: 2, monthlyRent: " 15,000 " } });
    expect(answer.status).toBe(201);
    expect(answer.body.data.monthlyRent).toBe(15000);
  });

  test("a payment typed '5OOO' on a booking is refused and records nothing", async () => {
    const { studentId, roomId } = await newStudentAndRoom();
    const created = await callJson<Saved>(addBooking, {
      body: { studentId, selectedRoom: roomId, bookingDate: "2026-11-01", durationValue: 2 },
    });
    const answer = await callJson<Saved>(updateBooking, {
      method: "PUT",
      params: { id: created.body.data._id },
      body: { paymentAmount: "5OOO" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ paymentAmount: "Payment amount must be a number" });
    expect(await paymentsOf(created.body.data._id)).toHaveLength(0);
  });
});
