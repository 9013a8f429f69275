// The day book over the API (docs/bills.md, rule B7): 15 October 2026 recorded by two administrators:
// a deposit, payments in two modes, expenses, a salary, a maintenance job and a check-out's refund, each
// with who recorded it; voided ones and other days' left out; the totals per mode and per administrator.
import { jest } from "@jest/globals";
import { GET as getDayBook } from "@/app/api/daybook/route";
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { POST as recordPayment } from "@/app/api/bookings/[id]/payments/route";
import { POST as voidPayment } from "@/app/api/payments/[id]/void/route";
import { POST as checkOut } from "@/app/api/bookings/[id]/check-out/route";
import { POST as addSalary } from "@/app/api/salary/add-salary/route";
import { POST as addMaintenance } from "@/app/api/maintenance/add-maintenance/route";
import { POST as addExpense } from "@/app/api/expenses/route";
import { POST as voidExpense } from "@/app/api/expenses/[id]/void/route";
import { getDb } from "@/lib/server/db";
import { staff } from "@/models/employees";
import { registerAdmin, type Account } from "../support/http";
import { callForm, callJson } from "../support/records";

interface Entry {
  kind: string;
  description: string;
  mode: string;
  amountIn: number;
  amountOut: number;
  recordedBy: { _id: string; username: string } | null;
}
type InOut = { in: number; out: number };
interface DayBook {
  date: string;
  entries: Entry[];
  totals: {
    byMode: Record<string, InOut>;
    byAdmin: { _id: string; username: string; in: number; out: number; byMode: Record<string, InOut> }[];
    in: number;
    out: number;
  };
}

// The first call migrates a new database and signs in: on a loaded two-core machine that alone can take 30 s.
jest.setTimeout(120_000);

const DAY = "2026-10-15";
let owner: Account;
let ali: Account;
let rooms = 0;

async function stay(token: string, rent: number, deposit: number, checkIn: string, name: string) {
  const room = await callJson<{ data: { _id: string } }>(addRoom, {
    body: { roomNumber: `Room ${++rooms}`, capacity: 1, monthlyRent: rent },
    token,
  });
  const student = await callForm<{ data: { _id: string } }>(addStudent, {
    fields: { studentName: name, fatherName: "Father", contactNumber: "0300-1234567" },
    token,
  });
  const booking = await callJson<{ data: { _id: string } }>(addBooking, {
    body: {
      studentId: student.body.data._id,
      selectedRoom: room.body.data._id,
      bookingDate: checkIn,
      securityCharges: deposit,
      securityPaymentMode: "cash",
    },
    token,
  });
  expect(booking.status).toBe(201);
  return booking.body.data._id;
}
async function pay(token: string, id: string, amount: number, paidOn: string, mode = "cash") {
  const answer = await callJson<{ payment: { _id: string } }>(recordPayment, { params: { id }, body: { amount, paidOn, mode }, token });
  expect(answer.status).toBe(201);
  return answer.body.payment._id;
}
const expense = (token: string, fields: Record<string, string>) =>
  callForm<{ expense: { _id: string } }>(addExpense, { fields: { paidTo: "Bashir", ...fields }, token });
const dayBook = (query: Record<string, string>, token = owner.token) =>
  callJson<DayBook & { errors?: Record<string, string> }>(getDayBook, { path: "/api/daybook", query, token });

beforeAll(async () => {
  owner = await registerAdmin({ username: "Owner" });
  ali = await registerAdmin({ asToken: owner.token, username: "Ali", access: "manager" });

  // The owner books Hamza in on the day with a 5,000 deposit; Ali takes 12,000 in cash, the owner 3,000 by JazzCash.
  const hamza = await stay(owner.token, 12000, 5000, DAY, "Hamza");
  await pay(ali.token, hamza, 12000, DAY);
  await pay(owner.token, hamza, 3000, DAY, "jazzcash");
  // A payment typed by mistake and voided, and one received the next day: neither is in the day.
  const mistake = await pay(ali.token, hamza, 999, DAY);
  expect((await callJson(voidPayment, { params: { id: mistake }, body: { reason: "Typed twice" }, token: owner.token })).status).toBe(200);
  await pay(ali.token, hamza, 500, "2026-10-16");

  // Bilal came on 1 October (rent 3,100, deposit 10,000), paid the month and left on the 15th without notice:
  // 1,500 for the days and a month's 3,100 fee, 3,100 paid: the deposit pays 1,500 and 8,500 goes back in cash.
  const bilal = await stay(owner.token, 3100, 10000, "2026-10-01", "Bilal");
  await pay(owner.token, bilal, 3100, "2026-10-01");
  const out = await callJson<{ settlement: { refund: number } }>(checkOut, {
    params: { id: bilal },
    body: { leaveDate: DAY, refundMode: "cash" },
    token: owner.token,
  });
  expect(out.body.settlement.refund).toBe(8500);

  expect((await expense(ali.token, { spentOn: DAY, category: "Repairs", amount: "2500", mode: "cash", reference: "Bill 17" })).status).toBe(
    201,
  );
  expect((await expense(owner.token, { spentOn: DAY, category: "Internet", amount: "700", mode: "easypaisa" })).status).toBe(201);
  const wrong = await expense(ali.token, { spentOn: DAY, category: "Repairs", amount: "5555", mode: "cash" });
  expect(
    (await callJson(voidExpense, { params: { id: wrong.body.expense._id }, body: { reason: "Wrong bill" }, token: owner.token })).status,
  ).toBe(200);

  const db = await getDb();
  const [member] = await db
    .insert(staff)
    .values({ fullName: "Kamran Akmal", phone: "0300-0000000", address: "Lahore", salary: 15000 })
    .returning();
  // 15 October, 11:00 in Karachi.
  const salary = {
    employeeType: "Staff",
    employeeId: member!.id,
    basicSalary: 15000,
    allowances: 0,
    deductions: 0,
    salaryMonth: "2026-10",
    paymentDate: "2026-10-15T06:00:00.000Z",
  };
  expect((await callJson(addSalary, { body: salary, token: owner.token })).status).toBe(201);
  const job = {
    title: "Leaking tap",
    maintenanceType: "Plumbing",
    location: "Room 1",
    issueDescription: "Drips",
    totalCost: 4000,
    paymentMethod: "Bank Transfer",
    paymentDate: DAY,
  };
  expect((await callJson(addMaintenance, { body: job, token: ali.token })).status).toBe(201);
}, 180_000);

describe("the day book of 15 October 2026", () => {
  test("every movement of the day with who recorded it, and nothing else", async () => {
    const answer = await dayBook({ date: "15-10-2026" });
    expect(answer.status).toBe(200);
    expect(answer.body.date).toBe(DAY);
    const seen = answer.body.entries.map((entry) => [entry.kind, entry.mode, entry.amountIn, entry.amountOut, entry.recordedBy?.username]);
    expect(seen.sort()).toEqual(
      [
        ["deposit", "cash", 5000, 0, "Owner"],
        ["payment", "cash", 12000, 0, "Ali"],
        ["payment", "jazzcash", 3000, 0, "Owner"],
        ["refund", "cash", 0, 8500, "Owner"],
        ["expense", "cash", 0, 2500, "Ali"],
        ["expense", "easypaisa", 0, 700, "Owner"],
        ["salary", "cash", 0, 15000, "Owner"],
        ["maintenance", "bank_transfer", 0, 4000, "Ali"],
      ].sort(),
    );
    expect(answer.body.entries.find((entry) => entry.kind === "expense" && entry.amountOut === 2500)?.description).toBe(
      "Repairs · Bashir · Bill 17",
    );
    expect(answer.body.entries.find((entry) => entry.kind === "refund")?.description).toBe("Bilal");
  });

  test("totals in and out per mode and per administrator", async () => {
    const { totals } = (await dayBook({ date: DAY })).body;
    expect([totals.in, totals.out]).toEqual([20000, 30700]);
    expect(totals.byMode).toMatchObject({
      cash: { in: 17000, out: 26000 },
      bank_transfer: { in: 0, out: 4000 },
      jazzcash: { in: 3000, out: 0 },
      easypaisa: { in: 0, out: 700 },
    });
    const byName = Object.fromEntries(totals.byAdmin.map((admin) => [admin.username, admin]));
    expect(Object.keys(byName).sort()).toEqual(["Ali", "Owner"]);
    expect(byName.Ali).toMatchObject({
      _id: ali.id,
      in: 12000,
      out: 6500,
      byMode: { cash: { in: 12000, out: 2500 }, bank_transfer: { in: 0, out: 4000 } },
    });
    expect(byName.Owner).toMatchObject({
      in: 8000,
      out: 24200,
      byMode: { cash: { in: 5000, out: 23500 }, jazzcash: { in: 3000, out: 0 }, easypaisa: { in: 0, out: 700 } },
    });
  });

  test("the next day holds only its own payment; a bad date is a 400 with its field message", async () => {
    const next = (await dayBook({ date: "2026-10-16" })).body;
    expect(next.entries.map((entry) => [entry.kind, entry.amountIn])).toEqual([["payment", 500]]);
    const bad = await dayBook({ date: "31-02-2026" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ date: "Date must be a valid date" });
  });
});
