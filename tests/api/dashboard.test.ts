import { jest } from "@jest/globals";
import { GET as getSummary } from "@/app/api/dashboard/summary/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { PUT as updateBooking } from "@/app/api/bookings/update-booking/[id]/route";
import { POST as recordPayment } from "@/app/api/bookings/[id]/payments/route";
import { POST as voidPayment } from "@/app/api/payments/[id]/void/route";
import { sql } from "drizzle-orm";
import pg from "pg";
import { addDays } from "@/lib/money";
import { getDb, rowsOf } from "@/lib/server/db";
import { deleteAllBookings, storedPayments } from "../support/records";
import { hostelTime } from "@/lib/time";
import { dashboardSummary } from "@/lib/server/services/dashboard";
import { bookingPayments } from "@/models/bookings";
import { students } from "@/models/students";
import { staff, workers } from "@/models/employees";
import { salaries, salaryHistory } from "@/models/salaries";
import { maintenance } from "@/models/maintenance";
import { callForm, callJson } from "../support/records";
import { book as bookStay, dayAfter, stayApi } from "../support/stays";

interface Summary {
  totalIncome: number;
  totalCustomers: number;
  totalRooms: number;
  totalBookings: number;
  securityCharges: number;
  depositsHeld: number;
  totalStaff: number;
  totalWorkers: number;
  paidSalaries: number;
  maintenanceCost: number;
  occupancy: { bedsTaken: number; bedsTotal: number };
  incomeByMonth: { month: string; amount: number }[];
}

/** The twelve months ending with the one `now` falls in on the hostel's clock, oldest first. */
function twelveMonths(now: Date): string[] {
  const [year, month] = hostelTime(now).yearMonth.split("-").map(Number) as [number, number];
  const months: string[] = [];
  for (let back = 11; back >= 0; back--) {
    const total = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`);
  }
  return months;
}

/** `amounts` keyed by how many months back from `now` (0 = this month); every other month 0. */
function byMonth(now: Date, amounts: Record<number, number>) {
  return twelveMonths(now).map((month, index) => ({ month, amount: amounts[11 - index] ?? 0 }));
}

async function summary(query: Record<string, string> = {}) {
  const response = await callJson<{ data: Summary; errors?: Record<string, string> }>(getSummary, { query });
  return response;
}

async function room(roomNumber: string, capacity: number, monthlyRent: number) {
  const response = await callJson<{ data: { _id: string } }>(addRoom, { body: { roomNumber, capacity, monthlyRent } });
  expect(response.status).toBe(201);
  return response.body.data._id;
}

async function book(body: Record<string, unknown>) {
  const response = await callJson<{ data: { _id: string } }>(addBooking, { body: { bookingDate: hostelTime(new Date()).date, ...body } });
  expect(response.status).toBe(201);
  return response.body.data._id;
}

async function pay(id: string, paymentAmount: number) {
  const response = await callJson(updateBooking, { method: "PUT", params: { id }, body: { paymentAmount } });
  expect(response.status).toBe(200);
}

/** The middle of the month `back` months before `now`'s month (UTC noon on the 15th: the same month on any clock). */
function midMonth(now: Date, back: number) {
  const [year, month] = hostelTime(now).yearMonth.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - back, 15, 12));
}

jest.setTimeout(120_000);

describe("dashboard summary", () => {
  test("an empty hostel shows zeros and twelve empty months", async () => {
    const response = await summary();
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      totalIncome: 0,
      totalCustomers: 0,
      totalRooms: 0,
      totalBookings: 0,
      securityCharges: 0,
      depositsHeld: 0,
      totalStaff: 0,
      totalWorkers: 0,
      paidSalaries: 0,
      maintenanceCost: 0,
      policeReportsOverdue: 0,
      occupancy: { bedsTaken: 0, bedsTotal: 0 },
      incomeByMonth: byMonth(new Date(), {}),
    });
  });

  test("every figure matches the records, with the income and security filters", async () => {
    const db = await getDb();
    const [ali, bilal, umar] = await db
      .insert(students)
      .values(["Ali", "Bilal", "Umar"].map((studentName) => ({ studentName, fatherName: "Father", contactNumber: "0300" })))
      .returning();
    const roomOne = await room("Room 1", 3, 10000);
    const roomTwo = await room("Room 2", 2, 6000);
    await room("Room 3", 4, 5000);

    const cash = await book({
      studentId: ali!.id,
      selectedRoom: roomOne,
      paymentMode: "cash",
      advancedPayment: 4000,
      securityCharges: 2000,
      securityPaymentMode: "cash",
    });
    await pay(cash, 1000);
    const bank = await book({
      studentId: bilal!.id,
      selectedRoom: roomOne,
      paymentMode: "bank_transfer",
      advancedPayment: 3000,
      securityCharges: 1500,
      securityPaymentMode: "bank_transfer",
    });
    await pay(bank, 2500);
    await book({ studentId: umar!.id, selectedRoom: roomTwo, advancedPayment: 700, securityCharges: 300 });

    // Older cash payments of the first booking: two months ago (in the chart) and fourteen months ago (not).
    const now = new Date();
    await db.insert(bookingPayments).values(
      storedPayments([
        { bookingId: cash, amount: 800, paidAt: midMonth(now, 2), month: 1 },
        { bookingId: cash, amount: 900, paidAt: midMonth(now, 14), month: 1 },
      ]),
    );

    await db.insert(staff).values([{ fullName: "Manager" }, { fullName: "Accountant" }]);
    await db.insert(workers).values([{ fullName: "Cook" }]);
    const [managerPay, cookPay] = await db
      .insert(salaries)
      .values([
        {
          employeeType: "Staff",
          employeeId: ali!.id,
          fullName: "Manager",
          basicSalary: 30000,
          allowances: 2000,
          deductions: 1000,
          netSalary: 31000,
          salaryMonth: "2026-01",
        },
        { employeeType: "Worker", employeeId: bilal!.id, fullName: "Cook", basicSalary: 15000, netSalary: 15000, salaryMonth: "2026-01" },
      ])
      .returning();
    const paidOn = new Date("2026-01-31T10:00:00Z");
    await db.insert(salaryHistory).values([
      {
        salaryId: managerPay!.id,
        basicSalary: 30000,
        allowances: 0,
        deductions: 0,
        netSalary: 30000,
        salaryMonth: "2025-12",
        paymentDate: paidOn,
      },
      {
        salaryId: managerPay!.id,
        basicSalary: 30000,
        allowances: 2000,
        deductions: 1000,
        netSalary: 31000,
        salaryMonth: "2026-01",
        paymentDate: paidOn,
      },
      {
        salaryId: cookPay!.id,
        basicSalary: 15000,
        allowances: 0,
        deductions: 0,
        netSalary: 15000,
        salaryMonth: "2026-01",
        paymentDate: paidOn,
      },
    ]);
    await db.insert(maintenance).values([
      { title: "Leak", maintenanceType: "Plumbing", location: "Room 1", issueDescription: "Tap", totalCost: 2500 },
      { title: "Fan", maintenanceType: "Electrical", location: "Room 2", issueDescription: "Noise", totalCost: 4000 },
      { title: "Check", maintenanceType: "Other", location: "Hall", issueDescription: "Look" },
    ]);

    const all = await summary();
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({
      totalIncome: 4000 + 1000 + 3000 + 2500 + 700 + 800 + 900,
      totalCustomers: 3,
      totalRooms: 3,
      totalBookings: 3,
      securityCharges: 2000 + 1500 + 300,
      depositsHeld: 2000 + 1500 + 300,
      totalStaff: 2,
      totalWorkers: 1,
      paidSalaries: 30000 + 31000 + 15000,
      maintenanceCost: 2500 + 4000,
      // The stays check in today: their police reports are due, not overdue (docs/register.md).
      policeReportsOverdue: 0,
      occupancy: { bedsTaken: 3, bedsTotal: 3 + 2 + 4 },
      incomeByMonth: byMonth(now, { 0: 4000 + 1000 + 3000 + 2500 + 700, 2: 800 }),
    });

    const cashOnly = (await summary({ incomeMode: "cash", securityMode: "cash" })).body.data;
    // Each payment counts by its own mode: the advance of a booking without a payment mode was taken as cash.
    expect(cashOnly).toMatchObject({ totalIncome: 4000 + 1000 + 700 + 800 + 900, securityCharges: 2000 });
    expect(cashOnly.incomeByMonth).toEqual(byMonth(now, { 0: 5700, 2: 800 }));
    const bankOnly = (await summary({ incomeMode: "bank_transfer", securityMode: "bank_transfer" })).body.data;
    expect(bankOnly).toMatchObject({ totalIncome: 5500, securityCharges: 1500, totalBookings: 3 });
    expect(bankOnly.incomeByMonth).toEqual(byMonth(now, { 0: 5500 }));
    const mixed = (await summary({ incomeMode: "bank_transfer", securityMode: "all" })).body.data;
    expect(mixed).toMatchObject({ totalIncome: 5500, securityCharges: 3800 });
  });

  test("income is grouped by month on the hostel's clock (Asia/Karachi, UTC+5)", async () => {
    const db = await getDb();
    await deleteAllBookings();
    const [resident] = await db.insert(students).values({ studentName: "Clock", fatherName: "Father", contactNumber: "0300" }).returning();
    const roomId = await room("Room 9", 1, 100000);
    const id = await book({ studentId: resident!.id, selectedRoom: roomId, paymentMode: "cash" });
    await db.insert(bookingPayments).values(
      storedPayments([
        { bookingId: id, amount: 1, paidAt: new Date("2025-03-31T18:30:00Z"), month: 3 }, // 23:30 on 31 March in Karachi: before the window
        { bookingId: id, amount: 10, paidAt: new Date("2025-03-31T19:30:00Z"), month: 4 }, // 00:30 on 1 April: first month
        { bookingId: id, amount: 100, paidAt: new Date("2026-01-31T20:00:00Z"), month: 2 }, // 01:00 on 1 February
        { bookingId: id, amount: 1000, paidAt: new Date("2026-03-31T18:30:00Z"), month: 3 }, // 23:30 on 31 March: last month
        { bookingId: id, amount: 10000, paidAt: new Date("2026-03-31T19:30:00Z"), month: 4 }, // 1 April: after the window
      ]),
    );
    const result = await dashboardSummary({ incomeMode: "cash", securityMode: "all" }, new Date("2026-03-15T12:00:00Z"));
    expect(result.totalIncome).toBe(11111);
    expect(result.incomeByMonth.map((entry) => entry.month)).toEqual([
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    expect(result.incomeByMonth.filter((entry) => entry.amount > 0)).toEqual([
      { month: "2025-04", amount: 10 },
      { month: "2026-02", amount: 100 },
      { month: "2026-03", amount: 1000 },
    ]);
    const bank = await dashboardSummary({ incomeMode: "bank_transfer", securityMode: "all" }, new Date("2026-03-15T12:00:00Z"));
    expect(bank.incomeByMonth.every((entry) => entry.amount === 0)).toBe(true);
    // Late evening UTC on 31 December is already January in Karachi.
    const newYear = await dashboardSummary({ incomeMode: "all", securityMode: "all" }, new Date("2025-12-31T20:00:00Z"));
    expect(newYear.incomeByMonth.at(-1)!.month).toBe("2026-01");
    expect(newYear.incomeByMonth[0]!.month).toBe("2025-02");
  });

  test("the payments' month totals follow every write: spec payments, recorded, backdated, voided, inserted in bulk; never deleted", async () => {
    const db = await getDb();
    await deleteAllBookings();
    // What the dashboard reads, against the payments themselves summed the slow way.
    const kept = async () =>
      rowsOf<{ month: string; mode: string; amount: string; payments: number }>(
        await db.execute(
          sql`select month, mode, amount::text, payments from payment_month_totals where payments <> 0 or amount <> 0 order by 1, 2`,
        ),
      );
    const recounted = async () =>
      rowsOf<{ month: string; mode: string; amount: string; payments: number }>(
        await db.execute(sql`select to_char(paid_on, 'YYYY-MM') as month, mode, sum(amount)::text as amount, count(*)::int as payments
          from booking_payments where not voided group by 1, 2 order by 1, 2`),
      );
    const expectTotalsToMatch = async () => expect(await kept()).toEqual(await recounted());

    const [resident] = await db
      .insert(students)
      .values({ studentName: "Totals", fatherName: "Father", contactNumber: "0300-1234567" })
      .returning();
    const roomId = await room("Room 21", 2, 9000);
    // Checked in on 2025-12-15, so payments back to 2025-12-01 are within the advance's 31 days.
    const id = await book({
      studentId: resident!.id,
      selectedRoom: roomId,
      paymentMode: "jazzcash",
      advancedPayment: 5000,
      bookingDate: "2025-12-15",
    });
    await expectTotalsToMatch();
    await pay(id, 1200);
    const recorded: string[] = [];
    for (const [amount, mode, paidOn] of [
      [700, "cash", undefined],
      [300, "easypaisa", "2026-01-31"],
      [450, "cash", "2025-12-01"],
    ] as const) {
      const response = await callJson<{ payment: { _id: string } }>(recordPayment, {
        params: { id },
        body: { amount, mode, ...(paidOn && { paidOn }) },
      });
      expect(response.status).toBe(201);
      recorded.push(response.body.payment._id);
      await expectTotalsToMatch();
    }
    const voided = await callJson(voidPayment, { params: { id: recorded[1]! }, body: { reason: "Entered twice" } });
    expect(voided.status).toBe(200);
    await expectTotalsToMatch();
    expect((await kept()).some((row) => row.month === "2026-01")).toBe(false);

    // Several rows in one statement (a restore writes like this).
    const now = new Date();
    await db.insert(bookingPayments).values(
      storedPayments([
        { bookingId: id, amount: 10, paidAt: midMonth(now, 3), month: 1 },
        { bookingId: id, amount: 20, paidAt: midMonth(now, 3), month: 1 },
        { bookingId: id, amount: 40, paidAt: midMonth(now, 30), month: 1 },
      ]),
    );
    await expectTotalsToMatch();
    expect((await summary()).body.data.totalIncome).toBe(5000 + 1200 + 700 + 450 + 10 + 20 + 40);
    // Money is never deleted: the database itself refuses it, so the totals never lose a payment.
    await expect(db.execute(sql`delete from booking_payments where booking_id = ${id}`)).rejects.toThrow();
    await expectTotalsToMatch();
  });

  test("deposits held: received at check-in, no longer held once the stay is settled (checked out or cancelled)", async () => {
    await deleteAllBookings();
    const held = async () => (await summary()).body.data.depositsHeld;
    expect(await held()).toBe(0);
    const roomId = await room("Room 15", 4, 9000);
    const staying = await bookStay({
      selectedRoom: roomId,
      bookingDate: dayAfter(-20),
      securityCharges: 10000,
      securityPaymentMode: "cash",
    });
    const leaving = await bookStay({
      selectedRoom: roomId,
      bookingDate: dayAfter(-10),
      securityCharges: 8000,
      securityPaymentMode: "bank_transfer",
    });
    // Moving in later: its deposit is received on its check-in day, not yet.
    const reserved = await bookStay({ selectedRoom: roomId, bookingDate: dayAfter(5), securityCharges: 6000 });
    await bookStay({ selectedRoom: roomId, bookingDate: dayAfter(-3), securityCharges: 0 });
    expect(await held()).toBe(10000 + 8000);
    // Whatever the security filter: the card counts every mode.
    expect((await summary({ securityMode: "cash" })).body.data).toMatchObject({ securityCharges: 10000, depositsHeld: 18000 });

    // Checked out: the deposit was kept or returned by its settlement.
    expect((await stayApi.checkOut(leaving._id, { damages: [], keyLost: false, waiveSuddenDepartureFee: true })).status).toBe(200);
    expect(await held()).toBe(10000);
    // A cancelled reservation never held one; a deleted stay neither.
    expect((await stayApi.cancel(reserved._id, { reason: "Not coming" })).status).toBe(200);
    expect(await held()).toBe(10000);
    const mistake = await bookStay({ selectedRoom: roomId, bookingDate: dayAfter(-1), securityCharges: 3000 });
    expect(await held()).toBe(13000);
    expect((await stayApi.remove(mistake._id)).status).toBe(200);
    expect(await held()).toBe(10000);
    expect(staying.securityCharges).toBe(10000);
  });

  test("unknown filters are refused, and the summary needs an admin session", async () => {
    const bad = await summary({ incomeMode: "card", securityMode: "cheque" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      incomeMode: "Income mode must be one of: all, cash, bank_transfer, jazzcash, easypaisa",
      securityMode: "Security mode must be one of: all, cash, bank_transfer, jazzcash, easypaisa",
    });
    expect((await summary({ incomeMode: "CASH" })).status).toBe(400);
    expect((await callJson(getSummary, { token: null })).status).toBe(401);
    expect((await callJson(getSummary, { token: "garbage" })).status).toBe(401);
  });
});

describe("dashboard figures kept per database snapshot", () => {
  const all = { incomeMode: "all", securityMode: "all" } as const;

  /** A write made outside this server: another connection to the same PostgreSQL, or, on PGlite (one connection), plain SQL no service knows of. */
  async function writeElsewhere(statement: string) {
    if (!process.env.TEST_DATABASE_URL) return (await getDb()).execute(sql.raw(statement));
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query(statement);
    } finally {
      await other.end();
    }
  }

  test("read again after a payment, a void, a new customer and another connection's write; never shared with callers", async () => {
    await deleteAllBookings();
    const db = await getDb();
    const [resident] = await db.insert(students).values({ studentName: "Kept", fatherName: "Father", contactNumber: "0300" }).returning();
    const id = await book({
      studentId: resident!.id,
      selectedRoom: await room("Room 31", 2, 8000),
      paymentMode: "cash",
      advancedPayment: 1000,
    });

    const first = (await summary()).body.data;
    expect(first.totalIncome).toBe(1000);
    expect((await summary()).body.data).toEqual(first);
    // A caller changing its answer changes nothing kept.
    const mine = await dashboardSummary(all);
    mine.totalIncome = -1;
    mine.incomeByMonth[11]!.amount = -1;
    expect(await dashboardSummary(all)).toEqual(first);

    const paid = await callJson<{ payment: { _id: string } }>(recordPayment, { params: { id }, body: { amount: 700, mode: "cash" } });
    expect(paid.status).toBe(201);
    const afterPayment = (await summary()).body.data;
    expect(afterPayment.totalIncome).toBe(1700);
    expect(afterPayment.incomeByMonth[11]!.amount).toBe(1700);
    expect((await summary({ incomeMode: "cash" })).body.data.totalIncome).toBe(1700);

    expect((await callJson(voidPayment, { params: { id: paid.body.payment._id }, body: { reason: "Entered twice" } })).status).toBe(200);
    expect((await summary()).body.data).toMatchObject({ totalIncome: 1000, totalCustomers: first.totalCustomers });
    expect((await summary({ incomeMode: "cash" })).body.data.totalIncome).toBe(1000);

    const added = await callForm(addStudent, { fields: { studentName: "Newcomer", fatherName: "Father", contactNumber: "0301-1234567" } });
    expect(added.status).toBe(201);
    expect((await summary()).body.data.totalCustomers).toBe(first.totalCustomers + 1);

    const staffBefore = (await summary()).body.data.totalStaff;
    await writeElsewhere("insert into staff (full_name) values ('Written elsewhere')");
    expect((await summary()).body.data.totalStaff).toBe(staffBefore + 1);
  });

  test("read again when the day changes at midnight in Karachi, with nothing written", async () => {
    await deleteAllBookings();
    const db = await getDb();
    const today = hostelTime(new Date()).date;
    const tomorrow = addDays(today, 1);
    const [resident] = await db
      .insert(students)
      .values({ studentName: "Tomorrow", fatherName: "Father", contactNumber: "0300" })
      .returning();
    // A reservation moving in tomorrow: its bed is taken from then on.
    await book({
      studentId: resident!.id,
      selectedRoom: await room("Room 32", 1, 8000),
      bookingDate: tomorrow,
      advancedPayment: 500,
      paymentMode: "cash",
    });

    const lateToday = new Date(`${today}T23:59:00+05:00`);
    const earlyTomorrow = new Date(`${tomorrow}T00:01:00+05:00`);
    expect((await dashboardSummary(all, lateToday)).occupancy.bedsTaken).toBe(0);
    expect((await dashboardSummary(all, lateToday)).occupancy.bedsTaken).toBe(0);
    const next = await dashboardSummary(all, earlyTomorrow);
    expect(next.occupancy.bedsTaken).toBe(1);
    expect(next.incomeByMonth.at(-1)!.month).toBe(tomorrow.slice(0, 7));
    // The day before is still its own answer.
    expect((await dashboardSummary(all, lateToday)).occupancy.bedsTaken).toBe(0);
  });
});
