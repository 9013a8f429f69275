// GET /api/dues?filter=in_credit: the stays whose balance is in the resident's favour (paid ahead of
// what is due), with the amount held, the largest first; the owing lists and their answers unchanged.
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { POST as recordPayment } from "@/app/api/bookings/[id]/payments/route";
import { POST as checkOut } from "@/app/api/bookings/[id]/check-out/route";
import { GET as getDues } from "@/app/api/dues/route";
import { GET as exportDues } from "@/app/api/export/dues/route";
import { hostelTime } from "@/lib/time";
import { firstDay, periodOf, previousPeriod } from "@/lib/money";
import { adminBearer, callForm, callJson } from "../support/records";

interface Row {
  bookingId: string;
  studentName: string;
  status: string;
  outstanding: number;
  credit?: number;
  unpaidPeriods: string[];
  oldestDueOn: string | null;
  daysOverdue: number;
  lastPaymentOn: string | null;
}
interface Answer {
  dues: Row[];
  totalPages: number;
  totalDues: number;
  currentPage: number;
  totals: { outstanding: number; count: number; credit?: number };
  errors?: Record<string, string>;
}

const today = hostelTime(new Date()).date;
const thisMonth = periodOf(today);
const lastMonth = previousPeriod(thisMonth);
const RENT = 10_000;
const ids: Record<string, string> = {};

const dues = (query: Record<string, string | number>) => callJson<Answer>(getDues, { query });

async function stay(name: string, bookingDate: string) {
  const student = await callForm<{ data: { _id: string } }>(addStudent, {
    fields: { studentName: `Credit ${name}`, fatherName: "Father", contactNumber: "0300-1234567" },
  });
  const booking = await callJson<{ data: { _id: string } }>(addBooking, {
    body: { studentId: student.body.data._id, selectedRoom: ids.room, bookingDate },
  });
  expect(booking.status).toBe(201);
  return booking.body.data._id;
}

const pay = async (id: string, amount: number) =>
  expect((await callJson(recordPayment, { params: { id }, body: { amount, mode: "cash" } })).status).toBe(201);

beforeAll(async () => {
  const room = await callJson<{ data: { _id: string } }>(addRoom, { body: { roomNumber: "Room 7", capacity: 10, monthlyRent: RENT } });
  ids.room = room.body.data._id;
  // Ahead: in since the 1st of this month (10,000 charged), paid 25,000: 15,000 held.
  ids.ahead = await stay("Ahead", firstDay(thisMonth));
  await pay(ids.ahead, 25_000);
  // A little ahead: in since the 1st of last month (20,000 charged), paid 23,000: 3,000 held.
  ids.little = await stay("Little", firstDay(lastMonth));
  await pay(ids.little, 23_000);
  // Even: paid exactly what was charged, in neither list.
  ids.even = await stay("Even", firstDay(thisMonth));
  await pay(ids.even, RENT);
  // Owing: paid nothing, owes 20,000.
  ids.owing = await stay("Owing", firstDay(lastMonth));
  // Left with credit: the credit was refunded at check-out, so nothing is held any more.
  ids.left = await stay("Left", firstDay(thisMonth));
  await pay(ids.left, 30_000);
  expect((await callJson(checkOut, { params: { id: ids.left }, body: { leaveDate: today, damages: [], keyLost: false } })).status).toBe(
    200,
  );
}, 120_000);

test("in credit: the stays paid ahead, the largest credit first, with the amount held and nothing owed", async () => {
  const answer = await dues({ filter: "in_credit" });
  expect(answer.status).toBe(200);
  expect(answer.body.dues.map((row) => [row.studentName, row.outstanding, row.credit])).toEqual([
    ["Credit Ahead", -15_000, 15_000],
    ["Credit Little", -3_000, 3_000],
  ]);
  expect(answer.body.dues[0]).toEqual(
    expect.objectContaining({
      bookingId: ids.ahead,
      status: "active",
      unpaidPeriods: [],
      oldestDueOn: null,
      daysOverdue: 0,
      lastPaymentOn: today,
    }),
  );
  expect(answer.body.totals).toEqual({ outstanding: -18_000, count: 2, credit: 18_000 });
  expect([answer.body.totalDues, answer.body.totalPages, answer.body.currentPage]).toEqual([2, 1, 1]);
});

test("in credit pages and searches like the owing list; the totals cover every matching row", async () => {
  const second = await dues({ filter: "in_credit", limit: 1, page: 2 });
  expect(second.body.dues.map((row) => row.bookingId)).toEqual([ids.little]);
  expect([second.body.totalPages, second.body.totals.count, second.body.totals.credit]).toEqual([2, 2, 18_000]);
  const searched = await dues({ filter: "in_credit", searchTerm: "little" });
  expect(searched.body.dues.map((row) => row.bookingId)).toEqual([ids.little]);
  expect(searched.body.totals).toEqual({ outstanding: -3_000, count: 1, credit: 3_000 });
});

test("as of a day before the payments, nobody is in credit", async () => {
  const before = await dues({ filter: "in_credit", asOf: firstDay(lastMonth) });
  expect(before.body.dues).toEqual([]);
  expect(before.body.totals).toEqual({ outstanding: 0, count: 0, credit: 0 });
});

test("the owing list is as it was: only stays owing, its totals without a credit", async () => {
  const all = await dues({});
  expect(all.body.dues.map((row) => [row.bookingId, row.outstanding])).toEqual([[ids.owing, 2 * RENT]]);
  expect(all.body.totals).toEqual({ outstanding: 2 * RENT, count: 1 });
  expect(Object.keys(all.body.dues[0]!).sort()).toEqual(
    [
      "bookingId",
      "studentName",
      "phone",
      "roomNumber",
      "status",
      "outstanding",
      "unpaidPeriods",
      "oldestDueOn",
      "daysOverdue",
      "lastPaymentOn",
      "lastReminderOn",
    ].sort(),
  );
  const unknown = await dues({ filter: "credit" });
  expect(unknown.status).toBe(400);
  expect(Object.keys(unknown.body.errors ?? {})).toEqual(["filter"]);
});

test("the export of the In credit tab lists them with the credit as a negative amount owed", async () => {
  const request = new Request("http://localhost/api/export/dues?filter=in_credit", {
    headers: { authorization: `Bearer ${await adminBearer()}` },
  });
  const response = await exportDues(request, { params: Promise.resolve({}) });
  expect(response.status).toBe(200);
  const lines = (await response.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(/^Room 7,Credit Ahead,0300-1234567,Active,,-15000,,0,/);
});
