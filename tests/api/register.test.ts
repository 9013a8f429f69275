// The police register over the API (docs/register.md): a stay's report status on a controlled clock
// (due from 00:00 of the check-in day, overdue exactly reportWithinHours later), the list's tabs, filters
// and whole-hostel counts, recording a report once, the owner's audited correction, the register's
// settings, the dashboard's overdue figure across an hour boundary, and the removal of old ID pictures.
import { jest } from "@jest/globals";
import { sql } from "drizzle-orm";
import { GET as registerList } from "@/app/api/register/route";
import { POST as removeOldPictures } from "@/app/api/register/remove-old-id-pictures/route";
import { POST as recordReport, PUT as correctReport } from "@/app/api/bookings/[id]/police-report/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/settings/route";
import { GET as dashboard } from "@/app/api/dashboard/summary/route";
import { GET as auditList } from "@/app/api/audit/route";
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { DELETE as deleteBooking } from "@/app/api/bookings/delete-booking/[id]/route";
import { POST as cancelStay } from "@/app/api/bookings/[id]/cancel/route";
import { POST as checkOut } from "@/app/api/bookings/[id]/check-out/route";
import { getDb, rowsOf } from "@/lib/server/db";
import { addDays } from "@/lib/money/days";
import { hostelTime } from "@/lib/time";
import { saveImage } from "@/lib/server/uploads";
import { reportClock, reportStatusOf } from "@/lib/server/services/register";
import { policeReports } from "@/models/register";
import { MAX_ROOM_CAPACITY } from "@/lib/validations/room-rules";
import { registerAdmin, type Account } from "../support/http";
import { callForm, callJson, pngBytes, storedPicture } from "../support/records";

// Sessions outlive the days the clock is moved on.
process.env.SESSION_HOURS = "2000";
jest.setTimeout(120_000);

interface Row {
  bookingId: string;
  studentId: string | null;
  studentName: string;
  fatherName: string | null;
  idNumber: string | null;
  roomNumber: string | null;
  checkIn: string;
  reportStatus: "due" | "overdue" | "reported" | "not_due";
  reportedOn: string | null;
  policeStation: string | null;
  reference: string | null;
  reportedBy: string | null;
  complete: boolean;
  reportUpdatedAt: string | null;
}
interface ListAnswer {
  rows: Row[];
  total: number;
  totalPages: number;
  currentPage: number;
  counts: { due: number; overdue: number; reported: number };
  message?: string;
  errors?: Record<string, string>;
}
interface ReportAnswer {
  report: Row;
  message?: string;
  errors?: Record<string, string>;
}
interface AuditRow {
  action: string;
  entity: string;
  entityId: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The hostel's real today: the clock is set around it, so the database's own now() stays near. */
const D = hostelTime(new Date()).date;
/** A moment on the hostel's clock (Asia/Karachi, UTC+5). */
const at = (day: string, time = "00:00:00.000") => new Date(`${day}T${time}+05:00`);
const setClock = (moment: Date) => jest.setSystemTime(moment);
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
const idPicture = () => new File([pngBytes() as BlobPart], "id.png", { type: "image/png" });

let owner: Account;
let manager: Account;
let viewer: Account;
const roomIds: string[] = [];
let stays = 0;

beforeAll(async () => {
  jest.useFakeTimers({
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  });
  setClock(at(D, "09:00:00.000"));
  owner = await registerAdmin({ username: "Owner" });
  manager = await registerAdmin({ asToken: owner.token, username: "Warden", access: "manager" });
  viewer = await registerAdmin({ asToken: owner.token, username: "Accountant", access: "viewer" });
  for (const roomNumber of ["Room 7", "Room 8", "Room 9", "Room 10"]) {
    const room = await callJson<{ data: { _id: string } }>(addRoom, {
      body: { roomNumber, capacity: MAX_ROOM_CAPACITY, monthlyRent: 9000 },
      token: owner.token,
    });
    roomIds.push(room.body.data._id);
  }
}, 120_000);

afterAll(() => {
  jest.useRealTimers();
});

let people = 0;
async function newResident(fields: Record<string, string> = {}) {
  const student = await callForm<{ data: { _id: string } }>(addStudent, {
    fields: { studentName: `Resident ${++people}`, fatherName: `Father ${people}`, contactNumber: "0300-1234567", ...fields },
    token: owner.token,
  });
  expect(student.status).toBe(201);
  return student.body.data._id;
}

async function newStay(checkIn: string, studentId?: string) {
  const booking = await callJson<{ data: { _id: string }; message?: string }>(addBooking, {
    body: {
      studentId: studentId ?? (await newResident()),
      selectedRoom: roomIds[stays++ % roomIds.length],
      bookingDate: checkIn,
      securityCharges: 0,
    },
    token: owner.token,
  });
  expect(booking.status).toBe(201);
  return booking.body.data._id;
}

/** A clean slate: no stay, no report (the counts are the whole hostel's). */
async function noStays() {
  const db = await getDb();
  await db.execute(
    sql`truncate police_reports, reminders, settlements, charges, stay_rooms, booking_payments, payment_month_totals, subscriptions, bookings`,
  );
}

const list = (query: Record<string, string | number> = {}, token = owner.token) =>
  callJson<ListAnswer>(registerList, { path: "/api/register", query, token });
const rowOf = async (bookingId: string) => (await list()).body.rows.find((row) => row.bookingId === bookingId);
const report = (id: string, body: unknown, token = manager.token, headers?: Record<string, string>) =>
  callJson<ReportAnswer>(recordReport, { params: { id }, body, token, headers });
const correct = (id: string, body: unknown, token = owner.token) =>
  callJson<ReportAnswer>(correctReport, { method: "PUT", params: { id }, body, token });
const saveRegister = (register: unknown, token = owner.token) =>
  callJson<{ settings: { register: Record<string, unknown> }; message?: string; errors?: Record<string, string> }>(putSettings, {
    path: "/api/settings",
    method: "PUT",
    body: { register },
    token,
  });
const overdueOnDashboard = async () =>
  (await callJson<{ data: { policeReportsOverdue: number } }>(dashboard, { path: "/api/dashboard/summary", token: viewer.token })).body.data
    .policeReportsOverdue;
const auditOf = async (entityId: string) =>
  (await callJson<{ entries: AuditRow[] }>(auditList, { path: "/api/audit", query: { entityId }, token: owner.token })).body.entries;

describe("the report clock", () => {
  it("counts the hours from 00:00 of the check-in day on the hostel's wall clock, overdue exactly at the deadline", () => {
    const clock = (moment: Date, hours = 24) => reportClock(moment, hours);
    expect(reportStatusOf("2026-03-10", false, clock(at("2026-03-09", "23:59:59.999")))).toBe("not_due");
    expect(reportStatusOf("2026-03-10", false, clock(at("2026-03-10")))).toBe("due");
    expect(reportStatusOf("2026-03-10", false, clock(at("2026-03-10", "23:59:59.999")))).toBe("due");
    expect(reportStatusOf("2026-03-10", false, clock(at("2026-03-11")))).toBe("overdue");
    expect(reportStatusOf("2026-03-10", false, clock(at("2026-03-11", "05:59:59.999"), 30))).toBe("due");
    expect(reportStatusOf("2026-03-10", false, clock(at("2026-03-11", "06:00:00.000"), 30))).toBe("overdue");
    expect(reportStatusOf("2026-03-10", false, clock(at("2026-03-10", "00:59:59.999"), 1))).toBe("due");
    expect(reportStatusOf("2026-03-10", false, clock(at("2026-03-10", "01:00:00.000"), 1))).toBe("overdue");
    expect(reportStatusOf("2026-03-10", true, clock(at("2026-03-20")))).toBe("reported");
  });
});

describe("a stay's status, the tabs and the counts", () => {
  beforeAll(async () => {
    await noStays();
    await saveRegister({ reportWithinHours: 24, policeStation: "" });
  });

  it("is due from the check-in day's start and overdue exactly reportWithinHours later; a reservation is not due before its day", async () => {
    setClock(at(D));
    const stay = await newStay(D);
    const reservation = await newStay(addDays(D, 2));
    expect((await rowOf(stay))?.reportStatus).toBe("due");
    expect((await rowOf(reservation))?.reportStatus).toBe("not_due");
    expect((await list()).body.counts).toEqual({ due: 1, overdue: 0, reported: 0 });

    setClock(at(D, "23:59:59.999"));
    expect((await rowOf(stay))?.reportStatus).toBe("due");
    expect(await overdueOnDashboard()).toBe(0);

    setClock(at(addDays(D, 1)));
    expect((await rowOf(stay))?.reportStatus).toBe("overdue");
    expect((await list()).body.counts).toEqual({ due: 0, overdue: 1, reported: 0 });
    // The dashboard is read again in a new hour, though nothing was written.
    expect(await overdueOnDashboard()).toBe(1);

    // 30 hours: due again until 06:00 of the next day.
    expect((await saveRegister({ reportWithinHours: 30 })).status).toBe(200);
    expect((await rowOf(stay))?.reportStatus).toBe("due");
    expect(await overdueOnDashboard()).toBe(0);
    setClock(at(addDays(D, 1), "05:59:59.999"));
    expect((await rowOf(stay))?.reportStatus).toBe("due");
    expect(await overdueOnDashboard()).toBe(0);
    setClock(at(addDays(D, 1), "06:00:00.000"));
    expect((await rowOf(stay))?.reportStatus).toBe("overdue");
    expect(await overdueOnDashboard()).toBe(1);

    // The reservation's day comes: due from its 00:00.
    setClock(at(addDays(D, 2), "00:00:00.000"));
    expect((await rowOf(reservation))?.reportStatus).toBe("due");
    expect((await list()).body.counts).toEqual({ due: 1, overdue: 1, reported: 0 });
    expect((await saveRegister({ reportWithinHours: 24 })).status).toBe(200);
    setClock(at(D, "09:00:00.000"));
  });

  it("lists every stay not cancelled nor deleted, checked-out ones unreported staying overdue, with tabs, days and the whole hostel's counts", async () => {
    await noStays();
    setClock(at(D, "09:00:00.000"));
    const older = await newStay(addDays(D, -10));
    const today = await newStay(D);
    const reported = await newStay(addDays(D, -3));
    const cancelled = await newStay(addDays(D, 3));
    const leaving = await newStay(addDays(D, -20));
    const future = await newStay(addDays(D, 5));
    expect((await callJson(cancelStay, { params: { id: cancelled }, body: { reason: "Changed plans" }, token: owner.token })).status).toBe(
      200,
    );
    expect(
      (await callJson(checkOut, { params: { id: leaving }, body: { leaveDate: D, refundMode: "cash" }, token: owner.token })).status,
    ).toBe(200);
    expect((await report(reported, { reportedOn: D, policeStation: "Thana Gulberg", reference: "FIR-12" })).status).toBe(201);

    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.rows.map((row) => row.bookingId)).toEqual([future, today, reported, older, leaving]);
    expect(Object.fromEntries(all.body.rows.map((row) => [row.bookingId, row.reportStatus]))).toEqual({
      [future]: "not_due",
      [today]: "due",
      [reported]: "reported",
      [older]: "overdue",
      [leaving]: "overdue",
    });
    expect(all.body.counts).toEqual({ due: 1, overdue: 2, reported: 1 });
    const line = all.body.rows.find((row) => row.bookingId === reported)!;
    expect(line).toMatchObject({
      checkIn: addDays(D, -3),
      reportedOn: D,
      policeStation: "Thana Gulberg",
      reference: "FIR-12",
      reportedBy: "Warden",
      complete: false,
    });
    expect(line.fatherName).toMatch(/^Father /);
    expect(line.roomNumber).toMatch(/^Room (7|8|9|10)$/);

    const tab = async (status: string) => (await list({ status })).body.rows.map((row) => row.bookingId);
    expect(await tab("due")).toEqual([today]);
    expect(await tab("overdue")).toEqual([older, leaving]);
    expect(await tab("reported")).toEqual([reported]);
    expect(await tab("all")).toHaveLength(5);

    // The days filter the check-in; the counts stay the whole hostel's.
    const range = await list({ from: addDays(D, -10), to: addDays(D, -3) });
    expect(range.body.rows.map((row) => row.bookingId)).toEqual([reported, older]);
    expect(range.body.counts).toEqual({ due: 1, overdue: 2, reported: 1 });
    expect((await list({ status: "overdue", to: addDays(D, -15) })).body.rows.map((row) => row.bookingId)).toEqual([leaving]);

    // A deleted booking is out of the register.
    expect((await callJson(deleteBooking, { method: "DELETE", params: { id: future }, token: owner.token })).status).toBe(200);
    expect((await list()).body.rows.map((row) => row.bookingId)).not.toContain(future);

    // Every role reads it.
    expect((await list({}, viewer.token)).status).toBe(200);
  });

  it("refuses a bad query with its field messages", async () => {
    const bad = await list({ status: "late" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.status).toBe("Status must be one of: due, overdue, reported, all");
    const wrongDay = await list({ from: "31-02-2026" });
    expect(wrongDay.status).toBe(400);
    expect(wrongDay.body.errors?.from).toBe("From date must be a valid date");
    const reversed = await list({ from: D, to: addDays(D, -1) });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors?.to).toBe("The from date cannot be after the to date");
    expect((await list({ page: 0 })).status).toBe(400);
  });

  it("marks a complete resident as complete", async () => {
    await noStays();
    const db = await getDb();
    const student = await newResident({
      permanentAddress: "House 1, Street 2, Lahore",
      guardianName: "Uncle",
      guardianPhone: "0301-7654321",
      idType: "cnic",
      idNumber: "35202-1234567-1",
    });
    const [front, back, photo] = [await saveImage(idPicture()), await saveImage(idPicture()), await saveImage(idPicture())];
    await db.execute(sql`update students set id_front = ${front}, id_back = ${back}, image = ${photo} where id = ${student}::uuid`);
    const stay = await newStay(D, student);
    const row = await rowOf(stay);
    expect(row).toMatchObject({ complete: true, idNumber: "35202-1234567-1" });
  });
});

describe("recording a report", () => {
  let stay = "";
  beforeAll(async () => {
    await noStays();
    setClock(at(D, "09:00:00.000"));
    stay = await newStay(addDays(D, -2));
  });

  it("checks the day and the station, takes the settings' station when blank, and records it once", async () => {
    const ahead = await report(stay, { reportedOn: addDays(D, 1), policeStation: "Thana" });
    expect(ahead.status).toBe(400);
    expect(ahead.body.errors?.reportedOn).toBe("Reported on cannot be in the future");
    const early = await report(stay, { reportedOn: addDays(D, -3), policeStation: "Thana" });
    expect(early.status).toBe(400);
    expect(early.body.errors?.reportedOn).toBe(`Reported on cannot be before the check-in (${ddmmyyyy(addDays(D, -2))})`);
    expect((await report(stay, { policeStation: "Thana" })).body.errors?.reportedOn).toBe("Reported on is required");
    const noStation = await report(stay, { reportedOn: D, policeStation: "" });
    expect(noStation.status).toBe(400);
    expect(noStation.body.errors?.policeStation).toBe("Police station is required");
    expect((await report(stay, { reportedOn: D }, viewer.token)).status).toBe(403);

    expect((await saveRegister({ policeStation: "Thana Model Town" })).status).toBe(200);
    const key = { "Idempotency-Key": "report-once-1" };
    const first = await report(stay, { reportedOn: addDays(D, -1), policeStation: " ", reference: "T-77" }, manager.token, key);
    expect(first.status).toBe(201);
    expect(first.body.report).toMatchObject({
      bookingId: stay,
      reportStatus: "reported",
      reportedOn: addDays(D, -1),
      policeStation: "Thana Model Town",
      reference: "T-77",
      reportedBy: "Warden",
    });
    // The same key answers the same again, and records nothing more.
    const replay = await report(stay, { reportedOn: addDays(D, -1), policeStation: " ", reference: "T-77" }, manager.token, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    const again = await report(stay, { reportedOn: D, policeStation: "Other" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("The police report of this stay is already recorded. An owner can correct it.");
    const db = await getDb();
    expect(await db.select().from(policeReports)).toHaveLength(1);

    const entry = (await auditOf(stay)).find((one) => one.action === "police_report.record")!;
    expect(entry.summary).toBe(`Police report of Resident ${people} recorded: Thana Model Town on ${addDays(D, -1)}`);
    expect(entry.after).toEqual({ reportedOn: addDays(D, -1), policeStation: "Thana Model Town", reference: "T-77" });
    expect((await saveRegister({ policeStation: "" })).status).toBe(200);
  });

  it("refuses an unknown, cancelled or not yet begun stay with a clear message", async () => {
    const unknown = await report("6f1c1a52-3c1e-4b7a-9a55-0c2f3e6b9d10", { reportedOn: D, policeStation: "Thana" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Booking not found");
    const reservation = await newStay(addDays(D, 4));
    const early = await report(reservation, { reportedOn: D, policeStation: "Thana" });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("This stay has not begun: its police report is due from its check-in day.");
    expect((await callJson(cancelStay, { params: { id: reservation }, body: { reason: "No show" }, token: owner.token })).status).toBe(200);
    const cancelled = await report(reservation, { reportedOn: D, policeStation: "Thana" });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe("This booking was cancelled: it has no police report.");
  });
});

describe("an owner's correction", () => {
  let stay = "";
  beforeAll(async () => {
    await noStays();
    setClock(at(D, "09:00:00.000"));
    stay = await newStay(addDays(D, -5));
    expect((await report(stay, { reportedOn: addDays(D, -4), policeStation: "Thana Iqbal Town", reference: "A-1" })).status).toBe(201);
  });

  it("is refused to a manager and without a reason, audited with before and after, and refused when stale", async () => {
    const byManager = await correct(stay, { reference: "A-2", reason: "Typo" }, manager.token);
    expect(byManager.status).toBe(403);
    const noReason = await correct(stay, { reference: "A-2" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toBe("Reason is required");
    expect((await correct(stay, { reportedOn: addDays(D, 2), reason: "Wrong day" })).body.errors?.reportedOn).toBe(
      "Reported on cannot be in the future",
    );

    const seen = (await rowOf(stay))!.reportUpdatedAt!;
    const fixed = await correct(stay, { reference: "A-2", reportedOn: addDays(D, -3), reason: "The token said A-2", updatedAt: seen });
    expect(fixed.status).toBe(200);
    expect(fixed.body.report).toMatchObject({ reference: "A-2", reportedOn: addDays(D, -3), policeStation: "Thana Iqbal Town" });
    const entry = (await auditOf(stay)).find((one) => one.action === "police_report.correct")!;
    expect(entry.before).toEqual({ reportedOn: addDays(D, -4), reference: "A-1" });
    expect(entry.after).toEqual({ reportedOn: addDays(D, -3), reference: "A-2", reason: "The token said A-2" });
    expect(entry.summary).toBe(`Police report of Resident ${people} corrected: The token said A-2`);

    // The copy seen before that correction is stale now.
    const stale = await correct(stay, { reference: "A-3", reason: "Again", updatedAt: seen });
    expect(stale.status).toBe(409);
    expect((await rowOf(stay))?.reference).toBe("A-2");

    const unreported = await newStay(D);
    expect((await correct(unreported, { reference: "X", reason: "None" })).status).toBe(404);
  });
});

describe("the register's settings", () => {
  it("has defaults, keeps what is sent and refuses values out of range with field messages", async () => {
    const read = await callJson<{ settings: { register: Record<string, unknown> } }>(getSettings, {
      path: "/api/settings",
      token: viewer.token,
    });
    expect(read.body.settings.register).toEqual({ reportWithinHours: 24, policeStation: "", keepIdPicturesMonths: 24 });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ reportWithinHours: 0 }, "reportWithinHours", "Report within hours must be at least 1"],
      [{ reportWithinHours: 721 }, "reportWithinHours", "Report within hours must be at most 720"],
      [{ reportWithinHours: "abc" }, "reportWithinHours", "Report within hours must be a number"],
      [{ reportWithinHours: 2.5 }, "reportWithinHours", "Report within hours must be a whole number"],
      [{ keepIdPicturesMonths: 0 }, "keepIdPicturesMonths", "Keep ID pictures months must be at least 1"],
      [{ keepIdPicturesMonths: 121 }, "keepIdPicturesMonths", "Keep ID pictures months must be at most 120"],
      [{ policeStation: "x".repeat(101) }, "policeStation", "Police station must be at most 100 characters"],
    ];
    for (const [register, field, message] of cases) {
      const answer = await saveRegister(register);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[`register.${field}`]).toBe(message);
    }
    expect((await saveRegister({ reportWithinHours: 48 }, manager.token)).status).toBe(403);
    const saved = await saveRegister({ reportWithinHours: "48", policeStation: "  Thana Saddar ", keepIdPicturesMonths: 12 });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.register).toEqual({ reportWithinHours: 48, policeStation: "Thana Saddar", keepIdPicturesMonths: 12 });
    expect((await saveRegister({ policeStation: "" })).body.settings.register).toEqual({
      reportWithinHours: 48,
      policeStation: "",
      keepIdPicturesMonths: 12,
    });
    expect((await saveRegister({ reportWithinHours: 24, keepIdPicturesMonths: 24 })).status).toBe(200);
  });
});

describe("removing old ID pictures", () => {
  it("clears only the pictures of residents who left more than keepIdPicturesMonths ago, audited; the register lines stay", async () => {
    await noStays();
    setClock(at(D, "09:00:00.000"));
    const db = await getDb();
    const picture = () => saveImage(idPicture());
    const withPictures = async () => {
      const id = await newResident();
      const [front, back] = [await picture(), await picture()];
      await db.execute(sql`update students set id_front = ${front}, id_back = ${back} where id = ${id}::uuid`);
      return { id, front, back };
    };
    const leftLongAgo = await withPictures();
    const leftRecently = await withPictures();
    const stillHere = await withPictures();
    const leftLongAgoButBack = await withPictures();
    const oldStay = await newStay(addDays(D, -5), leftLongAgo.id);
    const recentStay = await newStay(addDays(D, -5), leftRecently.id);
    await newStay(addDays(D, -5), stillHere.id);
    const returnedOld = await newStay(addDays(D, -5), leftLongAgoButBack.id);
    for (const stay of [oldStay, recentStay, returnedOld]) {
      expect(
        (await callJson(checkOut, { params: { id: stay }, body: { leaveDate: D, refundMode: "cash" }, token: owner.token })).status,
      ).toBe(200);
    }
    // Move the old ones' stays 25 months back; the recent one left 23 months ago.
    const back = (months: number) => sql`(${D}::date - make_interval(months => ${months}))::date`;
    await db.execute(
      sql`update stay_rooms set from_date = ${back(26)}, to_date = ${back(25)} where booking_id in (${oldStay}::uuid, ${returnedOld}::uuid)`,
    );
    await db.execute(
      sql`update bookings set booking_date = ${back(26)}, leave_date = ${back(25)} where id in (${oldStay}::uuid, ${returnedOld}::uuid)`,
    );
    await db.execute(sql`update stay_rooms set from_date = ${back(24)}, to_date = ${back(23)} where booking_id = ${recentStay}::uuid`);
    await db.execute(sql`update bookings set booking_date = ${back(24)}, leave_date = ${back(23)} where id = ${recentStay}::uuid`);
    // The one who came back has a live stay again.
    await newStay(D, leftLongAgoButBack.id);

    expect((await callJson(removeOldPictures, { method: "POST", token: manager.token })).status).toBe(403);
    const removed = await callJson<{ removed: { residents: number; pictures: number; endedBefore: string } }>(removeOldPictures, {
      method: "POST",
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.removed).toMatchObject({ residents: 1, pictures: 2 });

    const idsOf = async (id: string) =>
      rowsOf<{ id_front: string | null; id_back: string | null }>(
        await db.execute(sql`select id_front, id_back from students where id = ${id}::uuid`),
      )[0];
    expect(await idsOf(leftLongAgo.id)).toEqual({ id_front: null, id_back: null });
    expect(await storedPicture(leftLongAgo.front)).toBeUndefined();
    expect(await storedPicture(leftLongAgo.back)).toBeUndefined();
    for (const kept of [leftRecently, stillHere, leftLongAgoButBack]) {
      expect(await idsOf(kept.id)).toEqual({ id_front: kept.front, id_back: kept.back });
      expect(await storedPicture(kept.front)).toBeDefined();
    }
    // Audited: the run with its count, and the resident.
    const runs = (
      await callJson<{ entries: AuditRow[] }>(auditList, { path: "/api/audit", query: { entity: "settings" }, token: owner.token })
    ).body.entries;
    const run = runs.find((entry) => entry.action === "id_pictures.remove_old")!;
    expect(run.summary).toBe("Old ID pictures removed: 1 resident(s), 2 picture(s)");
    expect(run.after).toMatchObject({ residents: 1, pictures: 2 });
    expect((await auditOf(leftLongAgo.id)).map((entry) => entry.action)).toContain("id_pictures.remove");
    // The register keeps the line of the stay.
    expect((await list({ status: "all" })).body.rows.map((row) => row.bookingId)).toContain(oldStay);

    // Again: nothing left to remove, and that is audited too.
    const again = await callJson<{ removed: { residents: number } }>(removeOldPictures, { method: "POST", token: owner.token });
    expect(again.body.removed.residents).toBe(0);
  });
});
