// The month's profit over the API (docs/bills.md, rule B8): October 2026 of three stays (one still on,
// one leaving with notice and its advance paid back, one leaving suddenly and its deposit kept), a
// salary edited twice, a maintenance job and expenses (one voided), with every figure; the identity of
// B8; a range of months; bad queries refused with field messages; every role may read, nobody else.
import { jest } from "@jest/globals";
import { GET as getProfit } from "@/app/api/reports/profit/route";
import { GET as exportProfit } from "@/app/api/export/profit/route";
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { POST as recordPayment } from "@/app/api/bookings/[id]/payments/route";
import { POST as giveNotice } from "@/app/api/bookings/[id]/notice/route";
import { POST as checkOut } from "@/app/api/bookings/[id]/check-out/route";
import { POST as subscribe } from "@/app/api/bookings/[id]/subscriptions/route";
import { POST as addSalary } from "@/app/api/salary/add-salary/route";
import { PUT as updateSalary } from "@/app/api/salary/update-salary/[id]/route";
import { POST as addMaintenance } from "@/app/api/maintenance/add-maintenance/route";
import { POST as addExpense } from "@/app/api/expenses/route";
import { POST as voidExpense } from "@/app/api/expenses/[id]/void/route";
import { getDb } from "@/lib/server/db";
import { chargeTypes } from "@/models/bills";
import { staff } from "@/models/employees";
import { registerAdmin, type Account } from "../support/http";
import { callForm, callJson } from "../support/records";

interface Month {
  month: string;
  income: { byKind: Record<string, number>; advance: number; depositsKept: number; advanceRefunded: number; total: number };
  expenses: { byCategory: Record<string, number>; salaries: number; maintenance: number; total: number };
  profit: number;
  deposits: { received: number; kept: number; returned: number };
  moneyIn: number;
  moneyOut: number;
}

// The first call migrates a new database and signs in: on a loaded two-core machine that alone can take 30 s.
jest.setTimeout(120_000);

let owner: Account;
let viewer: Account;
let rooms = 0;

beforeAll(async () => {
  owner = await registerAdmin({ username: "Owner" });
  viewer = await registerAdmin({ asToken: owner.token, username: "Accountant", access: "viewer" });
}, 120_000);

const as = () => ({ token: owner.token });
async function stay(rent: number, deposit: number, checkIn: string) {
  const room = await callJson<{ data: { _id: string } }>(addRoom, {
    body: { roomNumber: `Room ${++rooms}`, capacity: 1, monthlyRent: rent },
    ...as(),
  });
  const student = await callForm<{ data: { _id: string } }>(addStudent, {
    fields: { studentName: `Resident ${rooms}`, fatherName: "Father", contactNumber: "0300-1234567" },
    ...as(),
  });
  const booking = await callJson<{ data: { _id: string } }>(addBooking, {
    body: {
      studentId: student.body.data._id,
      selectedRoom: room.body.data._id,
      bookingDate: checkIn,
      securityCharges: deposit,
      securityPaymentMode: "cash",
    },
    ...as(),
  });
  expect(booking.status).toBe(201);
  return booking.body.data._id;
}
async function pay(id: string, amount: number, paidOn: string) {
  expect((await callJson(recordPayment, { params: { id }, body: { amount, paidOn, mode: "cash" }, ...as() })).status).toBe(201);
}
const profit = (query: Record<string, string>, token = owner.token) =>
  callJson<{ months: Month[]; errors?: Record<string, string> }>(getProfit, { path: "/api/reports/profit", query, token });

describe("October 2026, figure by figure", () => {
  beforeAll(async () => {
    const db = await getDb();
    const [mess] = await db
      .insert(chargeTypes)
      .values({ name: "Mess", nameUr: "میس", kind: "monthly", amountPaisa: 300000, months: [] })
      .returning();

    // A: in from 1 October, rent 10,000 and mess 3,000; 14,000 paid on 3 October.
    const a = await stay(10000, 5000, "2026-10-01");
    expect((await callJson(subscribe, { params: { id: a }, body: { typeId: mess!.id, from: "2026-10-01" }, ...as() })).status).toBe(201);
    await pay(a, 14000, "2026-10-03");

    // B: in since 1 September at 8,000, paid September; notice on 30 September to leave on 20 October;
    // 8,000 paid on 2 October, so the check-out pays back the 2,839 over October's 5,161.
    const b = await stay(8000, 4000, "2026-09-01");
    await pay(b, 8000, "2026-09-02");
    await pay(b, 8000, "2026-10-02");
    expect(
      (await callJson(giveNotice, { params: { id: b }, body: { noticeDate: "2026-09-30", leaveDate: "2026-10-20" }, ...as() })).status,
    ).toBe(200);
    expect((await callJson(checkOut, { params: { id: b }, body: { refundMode: "cash" }, ...as() })).status).toBe(200);

    // C: in from 1 October at 6,000, leaves on 10 October without notice: 1,935 and a month's fee, the deposit kept.
    const c = await stay(6000, 6000, "2026-10-01");
    expect((await callJson(checkOut, { params: { id: c }, body: { leaveDate: "2026-10-10", refundMode: "cash" }, ...as() })).status).toBe(
      200,
    );

    // A salary paid on 30 October, corrected twice: it counts once, at its last net pay.
    const [member] = await db
      .insert(staff)
      .values({ fullName: "Kamran Akmal", phone: "0300-0000000", address: "Lahore", salary: 20000 })
      .returning();
    const salary = await callJson<{ data: { _id: string } }>(addSalary, {
      body: {
        employeeType: "Staff",
        employeeId: member!.id,
        basicSalary: 18000,
        allowances: 0,
        deductions: 0,
        salaryMonth: "2026-10",
        paymentDate: "2026-10-30T09:00:00.000Z",
      },
      ...as(),
    });
    expect(salary.status).toBe(201);
    for (const basicSalary of [19000, 20000]) {
      expect(
        (await callJson(updateSalary, { method: "PUT", params: { id: salary.body.data._id }, body: { basicSalary }, ...as() })).status,
      ).toBe(200);
    }
    const job = {
      title: "Leaking tap",
      maintenanceType: "Plumbing",
      location: "Room 1",
      issueDescription: "Drips",
      totalCost: 3000,
      paymentMethod: "Cash",
      paymentDate: "2026-10-18",
    };
    expect((await callJson(addMaintenance, { body: job, ...as() })).status).toBe(201);

    // Expenses come as a form (a picture of the bill may come with them).
    const expense = (fields: Record<string, string>) =>
      callForm<{ expense: { _id: string } }>(addExpense, { fields: { paidTo: "Bashir", mode: "cash", ...fields }, ...as() });
    expect((await expense({ spentOn: "2026-10-09", category: "Repairs", amount: "1500" })).status).toBe(201);
    const wrong = await expense({ spentOn: "2026-10-11", category: "Repairs", amount: "9999" });
    expect((await callJson(voidExpense, { params: { id: wrong.body.expense._id }, body: { reason: "Typed twice" }, ...as() })).status).toBe(
      200,
    );
  });

  test("income by what was paid, expenses, profit, deposits apart, money in and out", async () => {
    const answer = await profit({ month: "2026-10" });
    expect(answer.status).toBe(200);
    expect(answer.body.months).toEqual([
      {
        month: "2026-10",
        // A's 14,000: October's rent and mess, then 1,000 towards November's rent; B's 8,000: October's 5,161, the rest paid back.
        income: { byKind: { rent: 16161, Mess: 3000 }, advance: 2839, depositsKept: 6000, advanceRefunded: 2839, total: 25161 },
        expenses: { byCategory: { Repairs: 1500 }, salaries: 20000, maintenance: 3000, total: 24500 },
        profit: 661,
        // A's and C's deposits came in October (B's in September); C's was kept, B's returned.
        deposits: { received: 11000, kept: 6000, returned: 4000 },
        moneyIn: 33000,
        // Expenses, the salary, the job, and B's refund of 4,000 + 2,839.
        moneyOut: 31339,
      },
    ]);
    const [october] = answer.body.months;
    expect(october!.moneyIn - october!.moneyOut).toBe(
      october!.profit + october!.deposits.received - october!.deposits.kept - october!.deposits.returned,
    );
  });

  test("a range of months answers each month; September holds B's first month", async () => {
    const answer = await profit({ from: "2026-09", to: "2026-11" });
    expect(answer.body.months.map((month) => month.month)).toEqual(["2026-09", "2026-10", "2026-11"]);
    expect(answer.body.months[0]).toMatchObject({
      income: { byKind: { rent: 8000 }, total: 8000 },
      deposits: { received: 4000, kept: 0, returned: 0 },
      moneyIn: 12000,
      moneyOut: 0,
      profit: 8000,
    });
    expect(answer.body.months[1]!.profit).toBe(661);
  });

  test("the CSV has one row a month with the same figures", async () => {
    const request = new Request("http://localhost/api/export/profit?from=2026-10&to=2026-10", {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const response = await exportProfit(request, { params: Promise.resolve({}) as Promise<never> });
    expect(response.status).toBe(200);
    const [header, row] = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    const cells = Object.fromEntries(header!.split(",").map((name, index) => [name, row!.split(",")[index]]));
    expect(cells).toMatchObject({
      Month: "October 2026",
      Rent: "16161",
      Extras: "3000",
      Income: "25161",
      "Total Expenses": "24500",
      Profit: "661",
      "Money In": "33000",
      "Money Out": "31339",
    });
  });
});

describe("who may read it, and bad queries", () => {
  test("a viewer reads it; a signed-out call is 401", async () => {
    expect((await profit({ month: "2026-10" }, viewer.token)).status).toBe(200);
    expect((await profit({ month: "2026-10" }, null as unknown as string)).status).toBe(401);
  });

  test.each([
    [{ month: "2026-13" }, { month: "Month must be a month in the form YYYY-MM" }],
    [{ month: "2026-10", from: "2026-01", to: "2026-02" }, { month: "Give either a month or a from and to month, not both" }],
    [{ from: "2026-05" }, { to: "To month is required" }],
    [{ from: "2026-05", to: "2026-04" }, { to: "To month cannot be before the from month" }],
    [{ from: "2023-01", to: "2026-01" }, { to: "At most 36 months at a time" }],
  ])("%j is 400 with %j", async (query, errors) => {
    const answer = await profit(query as Record<string, string>);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(errors);
  });
});
