import { POST as addHistory } from "@/app/api/history/add-history/route";
import { GET as getHistories } from "@/app/api/history/get-histories/route";
import { GET as getAllHistories } from "@/app/api/history/get-all-histories/route";
import { GET as getHistory } from "@/app/api/history/get-history/[id]/route";
import { PUT as updateHistory } from "@/app/api/history/update-history/[id]/route";
import { DELETE as deleteHistory } from "@/app/api/history/delete-history/[id]/route";
import { GET as fillFromRecords } from "@/app/api/history/fill-from-records/route";
import { GET as getProfit } from "@/app/api/reports/profit/route";
import { POST as addSalary } from "@/app/api/salary/add-salary/route";
import { PUT as updateSalary } from "@/app/api/salary/update-salary/[id]/route";
import { getDb } from "@/lib/server/db";
import { storedPayments } from "../support/records";
import { bookingPayments, bookings } from "@/models/bookings";
import { staff, workers } from "@/models/employees";
import { maintenance } from "@/models/maintenance";
import { expenses } from "@/models/expenses";
import { rooms } from "@/models/rooms";
import { students } from "@/models/students";
import type { HistoryJson, SalaryJson } from "../support/api-types";
import { callJson } from "../support/records";

const FIGURES = [
  "students",
  "bookings",
  "staff",
  "workers",
  "staffSalary",
  "workerSalary",
  "totalSalary",
  "securityCharges",
  "maintenanceCost",
  "paidAmount",
  "receivedAmount",
  "electricityBill",
  "waterBill",
  "gasBill",
  "internetBill",
  "otherBills",
] as const;
interface HistoryAnswer {
  message: string;
  data: HistoryJson;
  errors?: Record<string, string>;
}
interface ListJson {
  history: HistoryJson[];
  totalPages: number;
  totalHistory: number;
  currentPage: number;
}

const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const april = {
  month: "April 2025",
  students: 40,
  bookings: 12,
  staff: 5,
  workers: 7,
  staffSalary: 150000,
  workerSalary: 90000,
  totalSalary: 240000,
  securityCharges: 36000,
  maintenanceCost: 12500,
  paidAmount: 252500,
  receivedAmount: 600000,
  electricityBill: 45000,
  waterBill: 3000,
  gasBill: 8000,
  internetBill: 6000,
  otherBills: 1500,
};

const create = (body: Record<string, unknown>) => callJson<HistoryAnswer>(addHistory, { body });
const countAll = async () => (await callJson<{ histories: HistoryJson[] }>(getAllHistories)).body.histories.length;

describe("histories", () => {
  test("add-history stores a monthly record with every figure, and ignores unknown fields", async () => {
    const response = await create({ ...april, electricityBill: "45000", role: "admin", _id: MISSING_ID });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe("History created successfully!");
    const history = response.body.data;
    expect(history._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(history._id).not.toBe(MISSING_ID);
    expect(history).toMatchObject(april);
    expect(history).not.toHaveProperty("role");
    expect(typeof history.createdAt).toBe("string");
    expect(typeof history.updatedAt).toBe("string");
  });

  test("one history per month: the same month again, however it is spaced or cased, is refused", async () => {
    const first = await create({ month: "June 2024", students: 30 });
    expect(first.status).toBe(201);
    const before = await countAll();
    for (const month of ["June 2024", " june  2024 ", "JUNE 2024"]) {
      const again = await create({ month, students: 31 });
      expect([month, again.status, again.body.errors]).toEqual([
        month,
        409,
        { month: `There is already a history for ${month.trim()}. Edit that one instead.` },
      ]);
    }
    const together = await Promise.all(Array.from({ length: 4 }, () => create({ month: "July 2024" })));
    expect(together.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await countAll()).toBe(before + 1);

    const july = together.find((answer) => answer.status === 201)!.body.data;
    const renamed = await callJson<HistoryAnswer>(updateHistory, { method: "PUT", params: { id: july._id }, body: { month: "june 2024" } });
    expect(renamed.status).toBe(409);
    expect(
      (await callJson<HistoryAnswer>(updateHistory, { method: "PUT", params: { id: july._id }, body: { month: "July 2024", students: 5 } }))
        .status,
    ).toBe(200);
  });

  test("figures left out or empty are 0", async () => {
    const response = await create({ month: "May 2025", students: "", waterBill: null, gasBill: "250" });
    expect(response.status).toBe(201);
    for (const figure of FIGURES) expect(response.body.data[figure]).toBe(figure === "gasBill" ? 250 : 0);
  });

  test("each validation rule has its message, and nothing is stored on failure", async () => {
    const before = await countAll();
    const noMonth = await create({ ...april, month: "" });
    expect(noMonth.status).toBe(400);
    expect(noMonth.body.errors).toEqual({ month: "Month is required" });
    expect((await create({ students: 3 })).body.errors).toEqual({ month: "Month is required" });
    const longMonth = await create({ month: "x".repeat(51) });
    expect(longMonth.body.errors).toEqual({ month: "Month must be at most 50 characters" });

    const wrong = await create({
      month: "June 2025",
      electricityBill: "lots",
      waterBill: -1,
      students: 2.5,
      otherBills: true,
      paidAmount: 100_000_001,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      electricityBill: "Electricity bill must be a number",
      waterBill: "Water bill cannot be negative",
      students: "Students must be a whole number",
      otherBills: "Other bills must be a number",
      paidAmount: "Paid amount must be at most 100000000",
    });
    const labels = Object.fromEntries(FIGURES.map((figure) => [figure, "x"]));
    const everyLabel = await create({ month: "July 2025", ...labels });
    expect(everyLabel.body.errors).toEqual({
      students: "Students must be a number",
      bookings: "Bookings must be a number",
      staff: "Staff must be a number",
      workers: "Workers must be a number",
      staffSalary: "Staff salary must be a number",
      workerSalary: "Worker salary must be a number",
      totalSalary: "Total salary must be a number",
      securityCharges: "Security charges must be a number",
      maintenanceCost: "Maintenance cost must be a number",
      paidAmount: "Paid amount must be a number",
      receivedAmount: "Received amount must be a number",
      electricityBill: "Electricity bill must be a number",
      waterBill: "Water bill must be a number",
      gasBill: "Gas bill must be a number",
      internetBill: "Internet bill must be a number",
      otherBills: "Other bills must be a number",
    });
    expect((await callJson(addHistory, { rawBody: "not json" })).status).toBe(400);
    expect((await callJson(addHistory, { rawBody: "[]" })).status).toBe(400);
    expect(await countAll()).toBe(before);
  });

  test("get-histories pages by 10, newest first, with the spec's wrapper and a case-insensitive search by month", async () => {
    for (let index = 1; index <= 12; index++) {
      expect((await create({ month: `Pager ${String(index).padStart(2, "0")} 2030`, students: index })).status).toBe(201);
    }
    const first = await callJson<ListJson>(getHistories, { query: { page: 1, searchTerm: "PAGER" } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalPages: 2, totalHistory: 12, currentPage: 1 });
    expect(first.body.history).toHaveLength(10);
    expect(first.body.history[0]!.month).toBe("Pager 12 2030");
    const second = await callJson<ListJson>(getHistories, { query: { page: 2, searchTerm: "pager" } });
    expect(second.body.history.map((history) => history.month)).toEqual(["Pager 02 2030", "Pager 01 2030"]);
    const byMonth = await callJson<ListJson>(getHistories, { query: { searchTerm: "april" } });
    expect(byMonth.body.history.map((history) => history.month)).toEqual(["April 2025"]);
    const everything = await callJson<ListJson>(getHistories);
    expect(everything.body.totalHistory).toBe(await countAll());
    expect((await callJson(getHistories, { query: { page: "1.5" } })).status).toBe(400);
  });

  test("get-all-histories returns every monthly record under `histories`, newest first", async () => {
    const response = await callJson<{ histories: HistoryJson[] }>(getAllHistories);
    expect(response.status).toBe(200);
    expect(response.body.histories.length).toBeGreaterThanOrEqual(14);
    const created = response.body.histories.map((history) => history.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  test("get-history, update-history and delete-history, with 400 for a bad id and 404 for a missing one", async () => {
    const created = (await create({ ...april, month: "March 2025" })).body.data;
    const params = { id: created._id };
    const got = await callJson<{ data: HistoryJson }>(getHistory, { params });
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(created);

    const updated = await callJson<HistoryAnswer>(updateHistory, {
      method: "PUT",
      params,
      body: {
        ...created,
        electricityBill: 47000,
        gasBill: "",
        month: " March 2025 (revised) ",
        _id: MISSING_ID,
        createdAt: "2000-01-01T00:00:00.000Z",
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe("History updated successfully!");
    expect(updated.body.data).toMatchObject({
      _id: created._id,
      month: "March 2025 (revised)",
      electricityBill: 47000,
      gasBill: 0,
      waterBill: 3000,
      createdAt: created.createdAt,
    });
    const partial = await callJson<HistoryAnswer>(updateHistory, { method: "PUT", params, body: { internetBill: 6500 } });
    expect(partial.body.data).toMatchObject({ internetBill: 6500, electricityBill: 47000, month: "March 2025 (revised)" });

    const invalid = await callJson<HistoryAnswer>(updateHistory, { method: "PUT", params, body: { month: "", waterBill: "abc" } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ month: "Month is required", waterBill: "Water bill must be a number" });
    expect((await callJson<{ data: HistoryJson }>(getHistory, { params })).body.data.waterBill).toBe(3000);

    const deleted = await callJson<{ message: string }>(deleteHistory, { method: "DELETE", params });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: "History deleted successfully!" });
    const gone = await callJson<{ message: string }>(getHistory, { params });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("History not found");

    const missing = { id: MISSING_ID };
    expect((await callJson(updateHistory, { method: "PUT", params: missing, body: { waterBill: 1 } })).status).toBe(404);
    expect((await callJson(deleteHistory, { method: "DELETE", params: missing })).status).toBe(404);
    expect((await callJson(getHistory, { params: { id: "nope" } })).status).toBe(400);
    expect((await callJson(updateHistory, { method: "PUT", params: { id: "nope" }, body: {} })).status).toBe(400);
    expect((await callJson(deleteHistory, { method: "DELETE", params: { id: "nope" } })).status).toBe(400);
  });

  test("fill-from-records computes a month's figures from the records, on the hostel's clock", async () => {
    const db = await getDb();
    // Customers: on the books at the end of April by joining date, or by the day they were added (Karachi, UTC+5).
    const customer = (studentName: string, joinDate: string | null, createdAt?: Date) => ({
      studentName,
      fatherName: "Father",
      contactNumber: "0300-0000000",
      joinDate,
      ...(createdAt && { createdAt }),
    });
    const [march, aprilEnd, may] = await db
      .insert(students)
      .values([
        customer("Joined March", "2025-03-10"),
        customer("Joined 30 April", "2025-04-30"),
        customer("Joined May", "2025-05-01"),
        customer("Added 1 May 00:30 PKT", null, new Date("2025-04-30T19:30:00Z")),
        customer("Added 30 April 23:30 PKT", null, new Date("2025-04-30T18:30:00Z")),
      ])
      .returning();
    const [room] = await db.insert(rooms).values({ roomNumber: "Room 5", capacity: 10, monthlyRent: 10000 }).returning();
    const booking = (student: { id: string; studentName: string }, bookingDate: string, securityCharges: number) => ({
      studentId: student.id,
      studentName: student.studentName,
      roomId: room!.id,
      totalPayment: 10000,
      bookingDate,
      securityCharges,
    });
    const [, , marchBooking] = await db
      .insert(bookings)
      .values([
        booking(march!, "2025-04-01", 5000),
        booking(aprilEnd!, "2025-04-30", 3000),
        booking(march!, "2025-03-31", 7000),
        booking(may!, "2025-05-01", 2000),
      ])
      .returning();
    const payment = (amount: number, paidAt: string, month: number) => ({
      bookingId: marchBooking!.id,
      amount,
      paidAt: new Date(paidAt),
      month,
    });
    await db.insert(bookingPayments).values(
      storedPayments([
        payment(10000, "2025-03-31T19:05:00Z", 4), // 1 April 00:05 in Karachi: April, though still 31 March in UTC
        payment(4000, "2025-03-31T18:55:00Z", 3), // 31 March 23:55 in Karachi
        payment(6000, "2025-04-15T10:00:00Z", 4),
        payment(1500, "2025-04-30T18:59:59Z", 4), // 30 April 23:59:59 in Karachi
        payment(2500, "2025-04-30T19:00:00Z", 5), // 1 May 00:00 in Karachi
      ]),
    );

    const [manager, , , accountant] = await db
      .insert(staff)
      .values([
        { fullName: "Staff Since January", joinDate: "2025-01-01" },
        { fullName: "Staff From May", joinDate: "2025-05-02" },
        { fullName: "Staff Added Today" },
        { fullName: "Staff Added In April", createdAt: new Date("2025-04-10T06:00:00Z") },
      ])
      .returning();
    const [cook] = await db
      .insert(workers)
      .values([
        { fullName: "Worker From 30 April", joinDate: "2025-04-30" },
        { fullName: "Worker From June", joinDate: "2025-06-01" },
      ])
      .returning();

    // Salaries count once, at their net pay, on the Karachi day they were paid (the profit report's rule):
    // the manager's April salary corrected twice counts once, as last saved.
    const salary = async (employeeType: string, employeeId: string, body: Record<string, unknown>) => {
      const response = await callJson<{ data: SalaryJson }>(addSalary, { body: { employeeType, employeeId, ...body } });
      expect(response.status).toBe(201);
      return response.body.data._id;
    };
    const edit = async (id: string, body: Record<string, unknown>) => {
      expect((await callJson(updateSalary, { method: "PUT", params: { id }, body })).status).toBe(200);
    };
    const managerSalary = await salary("Staff", manager!.id, {
      basicSalary: 50000,
      allowances: 5000,
      deductions: 2000,
      salaryMonth: "2025-04",
      paymentDate: "2025-04-28T10:00:00Z",
    });
    await edit(managerSalary, { deductions: 3000 });
    await edit(managerSalary, { deductions: 4000 }); // April: 51000
    // 31 March 23:30 in Karachi: March.
    await salary("Staff", accountant!.id, { basicSalary: 40000, salaryMonth: "2025-03", paymentDate: "2025-03-31T18:30:00Z" });
    await salary("Worker", cook!.id, {
      basicSalary: 20000,
      allowances: 1000,
      deductions: 500,
      salaryMonth: "2025-04",
      paymentDate: "2025-04-10T06:00:00Z",
    }); // 20500
    // 1 May 00:30 in Karachi: May, though still 30 April in UTC.
    await salary("Worker", cook!.id, { basicSalary: 15000, salaryMonth: "2025-05", paymentDate: "2025-04-30T19:30:00Z" });

    // Maintenance counts on its payment day; a job not paid yet counts nowhere.
    await db.insert(maintenance).values([
      {
        title: "Paid in April",
        maintenanceType: "Plumbing",
        location: "Room 5",
        issueDescription: "Leak",
        totalCost: 3000,
        paymentDate: "2025-04-10",
        workStartDate: "2025-03-20",
      },
      {
        title: "Unpaid, started in April",
        maintenanceType: "Painting",
        location: "Hall",
        issueDescription: "Walls",
        totalCost: 1200,
        workStartDate: "2025-04-05",
      },
      {
        title: "Paid in May",
        maintenanceType: "Other",
        location: "Roof",
        issueDescription: "Tank",
        totalCost: 9999,
        paymentDate: "2025-05-01",
        workStartDate: "2025-04-20",
      },
      { title: "No dates", maintenanceType: "Cleaning", location: "Mess", issueDescription: "Floor", totalCost: 800 },
    ]);

    // The bills are the expenses of their categories; every other category is "other bills"; a voided one counts nowhere.
    const expense = (spentOn: string, category: string, amount: number) => ({
      spentOn,
      category,
      amount,
      paidTo: "Supplier",
      mode: "cash" as const,
    });
    await db
      .insert(expenses)
      .values([
        expense("2025-04-03", "Electricity bill", 12000),
        expense("2025-04-04", "Gas bill", 3000),
        expense("2025-04-05", "Water", 1500),
        expense("2025-04-06", "Internet", 2500),
        expense("2025-04-07", "Mess groceries", 20000),
        expense("2025-04-30", "Repairs", 1000),
        { ...expense("2025-04-08", "Electricity bill", 9999), voidedAt: new Date(), voidReason: "Typed twice" },
        expense("2025-05-01", "Electricity bill", 500),
      ]);

    const fill = async (month: string) => {
      const response = await callJson<{ data: Record<string, unknown> }>(fillFromRecords, { query: { month } });
      expect(response.status).toBe(200);
      return response.body.data;
    };
    const noBills = { electricityBill: 0, gasBill: 0, waterBill: 0, internetBill: 0, otherBills: 0 };
    const aprilFigures = await fill("2025-04");
    expect(aprilFigures).toEqual({
      month: "April 2025",
      students: 3,
      bookings: 2,
      staff: 2,
      workers: 1,
      staffSalary: 51000,
      workerSalary: 20500,
      totalSalary: 71500,
      securityCharges: 8000,
      maintenanceCost: 3000,
      // Payments 10000 + 6000 + 1500 and the deposits 5000 + 3000: the report's money in.
      receivedAmount: 25500,
      // Expenses 40000, salaries 71500, maintenance 3000: the report's money out.
      paidAmount: 114500,
      electricityBill: 12000,
      gasBill: 3000,
      waterBill: 1500,
      internetBill: 2500,
      otherBills: 21000,
    });
    // The same figures as the month's profit report.
    const report = await callJson<{
      months: { moneyIn: number; moneyOut: number; expenses: { salaries: number; maintenance: number }; deposits: { received: number } }[];
    }>(getProfit, {
      query: { month: "2025-04" },
    });
    expect(report.status).toBe(200);
    const [aprilProfit] = report.body.months;
    expect([
      aprilProfit!.moneyIn,
      aprilProfit!.moneyOut,
      aprilProfit!.expenses.salaries,
      aprilProfit!.expenses.maintenance,
      aprilProfit!.deposits.received,
    ]).toEqual([
      aprilFigures.receivedAmount,
      aprilFigures.paidAmount,
      aprilFigures.totalSalary,
      aprilFigures.maintenanceCost,
      aprilFigures.securityCharges,
    ]);

    expect(await fill("2025-03")).toEqual({
      month: "March 2025",
      students: 1,
      bookings: 1,
      staff: 1,
      workers: 0,
      staffSalary: 40000,
      workerSalary: 0,
      totalSalary: 40000,
      securityCharges: 7000,
      maintenanceCost: 0,
      receivedAmount: 11000,
      paidAmount: 40000,
      ...noBills,
    });
    expect(await fill("2025-05")).toEqual({
      month: "May 2025",
      students: 5,
      bookings: 1,
      staff: 3,
      workers: 1,
      staffSalary: 0,
      workerSalary: 15000,
      totalSalary: 15000,
      securityCharges: 2000,
      maintenanceCost: 9999,
      receivedAmount: 4500,
      paidAmount: 25499,
      ...noBills,
      electricityBill: 500,
    });
    expect(await fill("2024-12")).toEqual({
      month: "December 2024",
      students: 0,
      bookings: 0,
      staff: 0,
      workers: 0,
      staffSalary: 0,
      workerSalary: 0,
      totalSalary: 0,
      securityCharges: 0,
      maintenanceCost: 0,
      receivedAmount: 0,
      paidAmount: 0,
      ...noBills,
    });
  });

  test("fill-from-records needs a month in the form YYYY-MM", async () => {
    const missing = await callJson<{ errors: Record<string, string> }>(fillFromRecords);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ month: "Month is required" });
    for (const month of ["April 2025", "2025-4", "2025-13", "2025-04-01", "' or 1=1"]) {
      const response = await callJson<{ errors: Record<string, string> }>(fillFromRecords, { query: { month } });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ month: "Month must be a month in the form YYYY-MM" });
    }
  });

  test("every call needs an admin session", async () => {
    const params = { id: MISSING_ID };
    for (const token of [null, "garbage"]) {
      const responses = [
        await callJson(addHistory, { body: april, token }),
        await callJson(getHistories, { token }),
        await callJson(getAllHistories, { token }),
        await callJson(getHistory, { params, token }),
        await callJson(updateHistory, { method: "PUT", params, body: {}, token }),
        await callJson(deleteHistory, { method: "DELETE", params, token }),
        await callJson(fillFromRecords, { query: { month: "2025-04" }, token }),
      ];
      expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    }
  });
});
