// Money as typed, the damages' ceiling, "Fill from records" and errors that never leak (README.md, "Every
// write, everywhere": money input, errors never leak). Every money spelling is tried on real routes, and
// a refused one stores nothing.
import { jest } from "@jest/globals";
import { and, count, eq, sql } from "drizzle-orm";
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { POST as recordPayment } from "@/app/api/bookings/[id]/payments/route";
import { POST as checkOut } from "@/app/api/bookings/[id]/check-out/route";
import { POST as voidPayment } from "@/app/api/payments/[id]/void/route";
import { GET as fillFromRecords } from "@/app/api/history/fill-from-records/route";
import { getDb } from "@/lib/server/db";
import { adminRoute, errorResponse } from "@/lib/server/http/route";
import { hostelTime } from "@/lib/time";
import { bookingPayments, bookings } from "@/models/bookings";
import { charges, settlements } from "@/models/ledger";
import { rooms } from "@/models/rooms";
import { callForm, callJson } from "../support/records";

interface Saved {
  data: { _id: string; [field: string]: unknown };
  message?: string;
  errors?: Record<string, string>;
}
interface Refused {
  message: string;
  errors?: Record<string, string>;
  errorId?: string;
}
interface PaymentAnswer {
  payment: { _id: string; amount: number; paidOn: string; voided: boolean };
  balance: number;
  message?: string;
  errors?: Record<string, string>;
}

const today = () => hostelTime(new Date()).date;
/** The month `back` months before `day`'s, as YYYY-MM. */
function monthBefore(day: string, back: number): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

let roomCount = 0;
let residentCount = 0;
const nextRoomNumber = () => `Room ${++roomCount}`;

async function newRoom(capacity = 4) {
  const room = await callJson<Saved>(addRoom, { body: { roomNumber: nextRoomNumber(), capacity, monthlyRent: 12000 } });
  expect(room.status).toBe(201);
  return room.body.data._id;
}

async function newResident() {
  const student = await callForm<Saved>(addStudent, {
    fields: { studentName: `Resident ${++residentCount}`, fatherName: "Father", contactNumber: "0300-1234567" },
  });
  expect(student.status).toBe(201);
  return student.body.data._id;
}

async function newStay(bookingDate: string, extra: Record<string, unknown> = {}) {
  const answer = await callJson<Saved>(addBooking, {
    body: { studentId: await newResident(), selectedRoom: await newRoom(), bookingDate, durationValue: 3, ...extra },
  });
  expect(answer.status).toBe(201);
  return answer.body.data._id;
}

async function roomTotal() {
  const db = await getDb();
  const [row] = await db.select({ value: count() }).from(rooms);
  return row?.value ?? 0;
}

async function paymentRows(bookingId: string) {
  const db = await getDb();
  return db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId));
}

// Refused in every money field, with the field's message (the same spelling, whatever the field; a
// negative amount gets the field's own minimum message).
const NEGATIVE = "NEGATIVE";
const REFUSED: [unknown, string][] = [
  ["5OOO", "must be a number"],
  ["8k", "must be a number"],
  ["1e3", "must be a number"],
  ["0x10", "must be a number"],
  ["1,,000", "must be a number"],
  [",000", "must be a number"],
  ["1,000,", "must be a number"],
  ["1,0000", "must be a number"],
  ["1,500,00", "must be a number"],
  ["1,000 000", "must be a number"],
  ["Rs 500", "must be a number"],
  ["12.5", "must be a whole number"],
  ["15.000", "must be a whole number"],
  ["1,500.00", "must be a whole number"],
  [12.5, "must be a whole number"],
  ["-5", NEGATIVE],
  ["-15,000", NEGATIVE],
  [-15000, NEGATIVE],
  ["100,000,001", "must be at most 100000000"],
  [100_000_001, "must be at most 100000000"],
];

describe("money is whole rupees, as Pakistanis write them", () => {
  test.each([
    ["15000", 15000],
    [15000, 15000],
    ["15,000", 15000],
    [" 15,000 ", 15000],
    ["1,50,000", 150000],
    ["150 000", 150000],
    ["1 50 000", 150000],
    ["10,00,00,000", 100000000],
  ])("a room's rent typed %j is stored as %d", async (monthlyRent, rupees) => {
    const answer = await callJson<Saved>(addRoom, { body: { roomNumber: nextRoomNumber(), capacity: 2, monthlyRent } });
    expect(answer.status).toBe(201);
    expect(answer.body.data.monthlyRent).toBe(rupees);
  });

  test.each(REFUSED)("a room's rent typed %j is refused (%s) and no room is added", async (monthlyRent, problem) => {
    const before = await roomTotal();
    const answer = await callJson<Refused>(addRoom, { body: { roomNumber: "Room 36", capacity: 2, monthlyRent } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      monthlyRent: problem === NEGATIVE ? "Monthly rent cannot be negative" : `Monthly rent ${problem}`,
    });
    expect(await roomTotal()).toBe(before);
  });

  test("a payment's amount: each accepted spelling records that many rupees; each refused one records nothing", async () => {
    const stay = await newStay(today());
    for (const [amount, rupees] of [
      ["1,500", 1500],
      ["1 500", 1500],
      ["1,50,000", 150000],
      [2500, 2500],
    ] as const) {
      const answer = await callJson<PaymentAnswer>(recordPayment, { params: { id: stay }, body: { amount, mode: "cash" } });
      expect([amount, answer.status]).toEqual([amount, 201]);
      expect(answer.body.payment.amount).toBe(rupees);
    }
    const recorded = (await paymentRows(stay)).length;
    for (const [amount, problem] of REFUSED) {
      const answer = await callJson<PaymentAnswer>(recordPayment, { params: { id: stay }, body: { amount, mode: "cash" } });
      const message = problem === NEGATIVE ? "Amount must be more than 0" : `Amount ${problem}`;
      expect([amount, answer.status, answer.body.errors]).toEqual([amount, 400, { amount: message }]);
    }
    expect(await paymentRows(stay)).toHaveLength(recorded);
    // 0 is refused by the payment's own rule; nothing stored either.
    expect(
      (await callJson<PaymentAnswer>(recordPayment, { params: { id: stay }, body: { amount: "0", mode: "cash" } })).body.errors,
    ).toEqual({
      amount: "Amount must be more than 0",
    });
    expect(await paymentRows(stay)).toHaveLength(recorded);
  });
});

describe("a check-out's damages cannot total more than 100,000,000", () => {
  test.each([
    ["two damages of 60,000,000 and 40,000,001", [60_000_000, 40_000_001], false],
    ["damages of exactly 100,000,000 and a lost key", [50_000_000, 50_000_000], true],
    ["fifty damages at the ceiling each", Array.from({ length: 50 }, () => 100_000_000), false],
  ])("%s: 400 on damages, and the stay is unchanged", async (_, amounts, keyLost) => {
    const stay = await newStay(`${monthBefore(today(), 1)}-01`);
    const db = await getDb();
    const snapshot = async () => ({
      booking: (await db.select().from(bookings).where(eq(bookings.id, stay)))[0],
      charges: (await db.select({ value: count() }).from(charges).where(eq(charges.bookingId, stay)))[0]?.value,
      settlements: (await db.select({ value: count() }).from(settlements).where(eq(settlements.bookingId, stay)))[0]?.value,
    });
    const before = await snapshot();
    const answer = await callJson<Refused>(checkOut, {
      params: { id: stay },
      body: { damages: amounts.map((amount, index) => ({ description: `Damage ${index + 1}`, amount })), keyLost },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ damages: "The damages cannot total more than PKR 100,000,000" });
    expect(await snapshot()).toEqual(before);
    expect(before.booking?.status).toBe("active");
  });
});

describe("Fill from records", () => {
  const fill = async (month: string) => {
    const answer = await callJson<{ data: Record<string, number | string> }>(fillFromRecords, { query: { month } });
    expect([month, answer.status]).toEqual([month, 200]);
    return answer.body.data;
  };

  test("a month outside 1900-01..2200-12 is a 400 with the month's message, not a 500", async () => {
    for (const month of ["0000-01", "0001-12", "1899-12", "2201-01", "9999-12"]) {
      const answer = await callJson<Refused>(fillFromRecords, { query: { month } });
      expect([month, answer.status, answer.body.errors]).toEqual([month, 400, { month: "Month must be a month from 1900-01 to 2200-12" }]);
    }
    expect((await fill("1900-01")).receivedAmount).toBe(0);
    expect((await fill("2200-12")).receivedAmount).toBe(0);
  });

  test("received counts payments by the day the money came in (paidOn), without voided ones", async () => {
    const thisMonth = monthBefore(today(), 0);
    const lastMonth = monthBefore(today(), 1);
    const stay = await newStay(`${monthBefore(today(), 2)}-01`);
    const [lastBefore, thisBefore] = [await fill(lastMonth), await fill(thisMonth)];

    // Both typed in today; the money came in last month. One of them is then voided.
    const kept = await callJson<PaymentAnswer>(recordPayment, {
      params: { id: stay },
      body: { amount: "7,000", paidOn: `${lastMonth}-10`, mode: "cash" },
    });
    const wrong = await callJson<PaymentAnswer>(recordPayment, {
      params: { id: stay },
      body: { amount: 3000, paidOn: `${lastMonth}-11`, mode: "cash" },
    });
    expect([kept.status, wrong.status]).toEqual([201, 201]);
    expect(kept.body.payment.paidOn).toBe(`${lastMonth}-10`);
    const voided = await callJson(voidPayment, { params: { id: wrong.body.payment._id }, body: { reason: "Typed twice" } });
    expect(voided.status).toBe(200);

    const [lastAfter, thisAfter] = [await fill(lastMonth), await fill(thisMonth)];
    expect((lastAfter.receivedAmount as number) - (lastBefore.receivedAmount as number)).toBe(7000);
    expect(thisAfter.receivedAmount).toBe(thisBefore.receivedAmount);
  });

  test("bookings of the month leave out cancelled and deleted ones; security charges are the deposits received, a deleted booking's left out", async () => {
    const db = await getDb();
    const booking = (studentName: string, securityCharges: number, extra: Partial<typeof bookings.$inferInsert> = {}) => ({
      studentName,
      totalPayment: 10000,
      bookingDate: "2031-05-10",
      securityCharges,
      ...extra,
    });
    await db
      .insert(bookings)
      .values([
        booking("Kept", 1000, { status: "reserved" }),
        booking("Cancelled", 2000, { status: "cancelled" }),
        booking("Deleted", 4000, { status: "reserved", deletedAt: new Date() }),
      ]);
    // A cancelled reservation's deposit was received too (the profit report's deposits received; handing it
    // back is money paid out, docs/bills.md), so only the deleted booking's is left out.
    expect(await fill("2031-05")).toMatchObject({ month: "May 2031", bookings: 1, securityCharges: 3000 });
  });
});

describe("errors never leak", () => {
  const CNIC = "35202-1234567-1";
  const PHONE = "0300-7654321";
  const request = new Request("http://panel.test/api/students/add-student?searchTerm=Ali", { method: "POST" });

  /** A real error of the database: the statement carries a CNIC and a phone as its parameters. */
  async function databaseError(statement: "divide" | "badInteger" | "outOfRange"): Promise<unknown> {
    const db = await getDb();
    const query = {
      divide: sql`select ${CNIC}::text as cnic, ${PHONE}::text as phone, 1 / ${0}::int as oops`,
      badInteger: sql`select ${CNIC}::text as cnic, ${PHONE}::int as phone`,
      outOfRange: sql`select ${CNIC}::text as cnic, ${"99999999999"}::bigint::int as amount`,
    }[statement];
    try {
      await db.execute(query);
    } catch (error) {
      return error;
    }
    throw new Error("the statement did not fail");
  }

  interface Spy {
    mock: { calls: unknown[][] };
  }
  const logged = (spy: Spy) => spy.mock.calls.map((call) => call.map(String).join(" ")).join("\n");
  const leaks = (text: string) =>
    [CNIC, PHONE, "35202", "7654321", "select", "cnic", "params", "99999999999", "division"].filter((part) =>
      text.toLowerCase().includes(part.toLowerCase()),
    );

  let errorSpy: Spy;
  let warnSpy: Spy;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    warnSpy = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  test("an unexpected database error: a 500 with an error id; the log names the route and the SQLSTATE, never the statement or its values", async () => {
    const error = await databaseError("divide");
    expect(String((error as Error).message)).toContain(CNIC); // what would have leaked
    const response = errorResponse(error, request);
    expect(response.status).toBe(500);
    const body = (await response.json()) as Refused;
    expect(body).toEqual({
      message: "Something went wrong",
      errorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      code: "somethingWentWrong",
    });
    expect(errorSpy).toHaveBeenCalledTimes(1);
    const line = logged(errorSpy);
    expect(line).toMatch(new RegExp(`^\\[error ${body.errorId}\\] POST /api/students/add-student: .*database error 22012`));
    expect(line).not.toContain("searchTerm");
    expect(leaks(line)).toEqual([]);
  });

  test("a route's unexpected error is logged with its method and path by the route wrapper", async () => {
    const failing = adminRoute({ public: true }, async () => {
      throw await databaseError("divide");
    });
    const response = await failing(new Request("http://panel.test/api/bookings/abc/check-out", { method: "GET" }), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(500);
    const line = logged(errorSpy);
    expect(line).toMatch(/^\[error [0-9a-f-]{36}\] GET \/api\/bookings\/abc\/check-out: .*database error 22012/);
    expect(leaks(line)).toEqual([]);
    expect(leaks(await response.text())).toEqual([]);
  });

  test("a value the database refuses is a 400 or 409 with a plain message; noted without values", async () => {
    const cases: [unknown, number, string][] = [
      [await databaseError("badInteger"), 400, "A value is not valid: check the numbers and dates."],
      [await databaseError("outOfRange"), 400, "A value is out of range."],
    ];
    for (const [error, status, message] of cases) {
      const response = errorResponse(error, request);
      const text = await response.text();
      expect([response.status, JSON.parse(text)]).toEqual([status, { message, code: expect.any(String) }]);
      expect(leaks(text)).toEqual([]);
    }
    expect(errorSpy).not.toHaveBeenCalled();
    const notes = logged(warnSpy);
    expect(notes).toContain("22P02");
    expect(notes).toContain("22003");
    expect(leaks(notes)).toEqual([]);
  });

  test("a query error of drizzle's kind whose cause has a SQLSTATE maps by that code, naming only the table and constraint", async () => {
    const queryError = (code: string, message = `value "${CNIC}" is out of range for type integer`) =>
      Object.assign(new Error(`Failed query: insert into "students" ("cnic", "phone") values ($1, $2)\nparams: ${CNIC},${PHONE}`), {
        query: 'insert into "students" ("cnic", "phone") values ($1, $2)',
        params: [CNIC, PHONE],
        cause: Object.assign(new Error(message), {
          code,
          detail: `Key (cnic)=(${CNIC}) already exists.`,
          table: "students",
          constraint: "students_national_id_unique",
        }),
      });
    const expected: [string, number, string][] = [
      ["22003", 400, "A value is out of range."],
      ["22008", 400, "A value is out of range."],
      ["22P02", 400, "A value is not valid: check the numbers and dates."],
      ["22007", 400, "A value is not valid: check the numbers and dates."],
      ["23505", 409, "A record with these details already exists."],
      ["23514", 400, "A value is not allowed for this record."],
      ["23503", 409, "This record is linked to a record that is missing or still in use."],
    ];
    for (const [code, status, message] of expected) {
      const response = errorResponse(queryError(code), request);
      expect([code, response.status, await response.json()]).toEqual([code, status, { message, code: expect.any(String) }]);
    }
    const ledger = errorResponse(queryError("P0001", "ledger: a payment is never changed or removed, only voided"), request);
    expect([ledger.status, await ledger.json()]).toEqual([
      409,
      { message: "This money record cannot be changed: void it or post an adjustment.", code: "moneyRecordFixed" },
    ]);
    // Another trigger's exception, or a code with no mapping, is unexpected: a 500.
    for (const [code, message] of [
      ["P0001", "something else"],
      ["40P01", "deadlock detected"],
    ]) {
      const response = errorResponse(queryError(code!, message), request);
      expect([code, response.status]).toEqual([code, 500]);
    }
    const everything = `${logged(warnSpy)}\n${logged(errorSpy)}`;
    expect(everything).toContain("table students");
    expect(everything).toContain("constraint students_national_id_unique");
    expect(leaks(everything)).toEqual([]);
    expect(everything).not.toContain("already exists");
    expect(everything).not.toContain("ledger:");
  });

  test("a query that failed without a database code (a lost connection) is logged without its statement", async () => {
    const lost = Object.assign(new Error(`Failed query: select * from students where cnic = $1\nparams: ${CNIC}`), {
      query: "select * from students where cnic = $1",
      params: [CNIC],
      cause: new Error("Connection terminated unexpectedly"),
    });
    const response = errorResponse(lost, request);
    expect(response.status).toBe(500);
    const line = logged(errorSpy);
    expect(line).toMatch(/^\[error [0-9a-f-]{36}\] POST \/api\/students\/add-student: .*database query failed/);
    expect(leaks(line)).toEqual([]);
  });

  test("errorResponse without a request still answers, and a plain error keeps its message and stack in the log", async () => {
    const response = errorResponse(new TypeError("cannot read properties of undefined"));
    expect(response.status).toBe(500);
    expect(logged(errorSpy)).toMatch(/^\[error [0-9a-f-]{36}\] \(no route\): TypeError: cannot read properties of undefined\n\s+at /);
  });

  test("a trigger's refusal of a change to money already recorded is answered 409", async () => {
    const stay = await newStay(today());
    const paid = await callJson<PaymentAnswer>(recordPayment, { params: { id: stay }, body: { amount: 500, mode: "cash" } });
    expect(paid.status).toBe(201);
    const db = await getDb();
    let refused: unknown;
    try {
      await db
        .update(bookingPayments)
        .set({ amount: 5 })
        .where(and(eq(bookingPayments.id, paid.body.payment._id)));
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeDefined();
    const response = errorResponse(refused, request);
    expect([response.status, await response.json()]).toEqual([
      409,
      { message: "This money record cannot be changed: void it or post an adjustment.", code: "moneyRecordFixed" },
    ]);
    expect((await paymentRows(stay))[0]?.amount).toBe(500);
    expect(errorSpy).not.toHaveBeenCalled();
  });
});
