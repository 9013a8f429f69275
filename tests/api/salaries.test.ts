import { eq } from "drizzle-orm";
import { POST as addSalary } from "@/app/api/salary/add-salary/route";
import { GET as getSalaries } from "@/app/api/salary/get-salaries/route";
import { GET as getAllSalaries } from "@/app/api/salary/get-all-salaries/route";
import { GET as getSalary } from "@/app/api/salary/get-salary/[id]/route";
import { PUT as updateSalary } from "@/app/api/salary/update-salary/[id]/route";
import { DELETE as deleteSalary } from "@/app/api/salary/delete-salary/[id]/route";
import { getDb } from "@/lib/server/db";
import { staff, workers } from "@/models/employees";
import { salaries, salaryHistory } from "@/models/salaries";
import type { SalaryJson } from "../support/api-types";
import { callJson } from "../support/records";

interface SalaryAnswer {
  message: string;
  data: SalaryJson;
  errors?: Record<string, string>;
}
interface ListJson {
  salaries: SalaryJson[];
  totalPages: number;
  totalSalaries: number;
  currentPage: number;
}

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

async function addStaff(fullName: string) {
  const db = await getDb();
  const [row] = await db.insert(staff).values({ fullName, phone: "0300-0000000", address: "Lahore", salary: 40000 }).returning();
  return row!;
}

async function addWorker(fullName: string) {
  const db = await getDb();
  const [row] = await db.insert(workers).values({ fullName, salary: 20000 }).returning();
  return row!;
}

async function historyRows(salaryId: string) {
  const db = await getDb();
  return db.select().from(salaryHistory).where(eq(salaryHistory.salaryId, salaryId));
}

async function countSalaries() {
  const db = await getDb();
  return (await db.select({ id: salaries.id }).from(salaries)).length;
}

const create = (body: Record<string, unknown>) => callJson<SalaryAnswer>(addSalary, { body });

describe("salaries", () => {
  test("add-salary takes the name from the employee, computes the net salary and writes the first history entry", async () => {
    const manager = await addStaff("Kamran Akmal");
    const response = await create({
      employeeType: "Staff",
      employeeId: manager.id,
      fullName: "Someone Else",
      basicSalary: "40000",
      allowances: 5000,
      deductions: 1500,
      netSalary: 999999,
      salaryMonth: "2025-04",
      paymentDate: "2025-04-05T09:00:00.000Z",
      salaryHistory: [{ basicSalary: 1, netSalary: 1 }],
      role: "admin",
      _id: MISSING_ID,
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe("Salary created successfully!");
    const salary = response.body.data;
    expect(salary._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(salary._id).not.toBe(MISSING_ID);
    expect(salary).toMatchObject({
      employeeType: "Staff",
      employeeId: manager.id,
      fullName: "Kamran Akmal",
      basicSalary: 40000,
      allowances: 5000,
      deductions: 1500,
      netSalary: 43500,
      salaryMonth: "2025-04",
      paymentDate: "2025-04-05T09:00:00.000Z",
    });
    expect(salary).not.toHaveProperty("role");
    expect(salary).not.toHaveProperty("id");
    expect(Object.keys(salary)).toEqual([
      "_id",
      "employeeType",
      "employeeId",
      "fullName",
      "basicSalary",
      "allowances",
      "deductions",
      "netSalary",
      "salaryMonth",
      "paymentDate",
      "salaryHistory",
      "createdAt",
      "updatedAt",
    ]);
    expect(salary.salaryHistory).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        basicSalary: 40000,
        allowances: 5000,
        deductions: 1500,
        netSalary: 43500,
        salaryMonth: "2025-04",
        paymentDate: "2025-04-05T09:00:00.000Z",
        createdAt: expect.any(String),
      },
    ]);
    expect(await historyRows(salary._id)).toHaveLength(1);
  });

  test("allowances and deductions default to 0, and the payment date to now; a date without a zone is on the hostel's clock", async () => {
    const helper = await addWorker("Bashir Ahmed");
    const before = Date.now();
    const plain = await create({
      employeeType: "Worker",
      employeeId: helper.id,
      basicSalary: 20000,
      salaryMonth: "2025-05",
      paymentDate: "",
    });
    expect(plain.status).toBe(201);
    expect(plain.body.data).toMatchObject({ fullName: "Bashir Ahmed", allowances: 0, deductions: 0, netSalary: 20000 });
    const paidAt = new Date(plain.body.data.paymentDate).getTime();
    expect(paidAt).toBeGreaterThanOrEqual(before - 1000);
    expect(paidAt).toBeLessThanOrEqual(Date.now() + 1000);

    // Asia/Karachi is UTC+5: midnight of 5 April there is 19:00 UTC on the 4th.
    const dayOnly = await create({
      employeeType: "Worker",
      employeeId: helper.id,
      basicSalary: 20000,
      salaryMonth: "2025-04",
      paymentDate: "2025-04-05",
    });
    expect(dayOnly.body.data.paymentDate).toBe("2025-04-04T19:00:00.000Z");
    const localTime = await create({
      employeeType: "Worker",
      employeeId: helper.id,
      basicSalary: 20000,
      salaryMonth: "2025-03",
      paymentDate: "2025-04-05T10:30",
    });
    expect(localTime.body.data.paymentDate).toBe("2025-04-05T05:30:00.000Z");
    const withOffset = await create({
      employeeType: "Worker",
      employeeId: helper.id,
      basicSalary: 20000,
      salaryMonth: "2025-02",
      paymentDate: "2025-04-05T10:30:00+05:00",
    });
    expect(withOffset.body.data.paymentDate).toBe("2025-04-05T05:30:00.000Z");
  });

  test("one salary per employee and month: a second one, or an edit onto a month already paid, is refused", async () => {
    const cook = await addWorker("Karim Bakhsh");
    const march = await create({ employeeType: "Worker", employeeId: cook.id, basicSalary: 20000, salaryMonth: "2026-03" });
    expect(march.status).toBe(201);
    const before = await countSalaries();

    const again = await create({ employeeType: "Worker", employeeId: cook.id, basicSalary: 21000, salaryMonth: "2026-03" });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ salaryMonth: "Karim Bakhsh already has a salary for March 2026. Edit that one instead." });
    expect(await countSalaries()).toBe(before);

    // Five at once for April: one is written.
    const april = await Promise.all(
      Array.from({ length: 5 }, () => create({ employeeType: "Worker", employeeId: cook.id, basicSalary: 20000, salaryMonth: "2026-04" })),
    );
    expect(april.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);

    const moved = await callJson<SalaryAnswer>(updateSalary, {
      method: "PUT",
      params: { id: march.body.data._id },
      body: { salaryMonth: "2026-04" },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe("Karim Bakhsh already has a salary for April 2026. Edit that one instead.");
    // The same month on its own record, and another employee's March, are fine.
    expect(
      (
        await callJson<SalaryAnswer>(updateSalary, {
          method: "PUT",
          params: { id: march.body.data._id },
          body: { salaryMonth: "2026-03", allowances: 500 },
        })
      ).status,
    ).toBe(200);
    const other = await addWorker("Nazir Ahmed");
    expect((await create({ employeeType: "Worker", employeeId: other.id, basicSalary: 20000, salaryMonth: "2026-03" })).status).toBe(201);
  });

  test("the employee must exist among the staff or the workers, as the employee type says", async () => {
    const manager = await addStaff("Staff Only");
    const helper = await addWorker("Worker Only");
    const before = await countSalaries();
    const base = { basicSalary: 30000, salaryMonth: "2025-04" };

    const staffAsWorker = await create({ ...base, employeeType: "Worker", employeeId: manager.id });
    expect(staffAsWorker.status).toBe(400);
    expect(staffAsWorker.body.errors).toEqual({ employeeId: "Employee not found" });
    expect(staffAsWorker.body.message).toMatch(/no worker has this id/);
    const workerAsStaff = await create({ ...base, employeeType: "Staff", employeeId: helper.id });
    expect(workerAsStaff.status).toBe(400);
    expect(workerAsStaff.body.errors).toEqual({ employeeId: "Employee not found" });
    const nobody = await create({ ...base, employeeType: "Staff", employeeId: MISSING_ID });
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors).toEqual({ employeeId: "Employee not found" });
    const notAnId = await create({ ...base, employeeType: "Staff", employeeId: "42' or 1=1" });
    expect(notAnId.status).toBe(400);
    expect(notAnId.body.errors).toEqual({ employeeId: "Employee not found" });
    expect(await countSalaries()).toBe(before);

    const right = await create({ ...base, employeeType: "Worker", employeeId: helper.id });
    expect(right.status).toBe(201);
  });

  test("each validation rule has its message, and nothing is stored on failure", async () => {
    const manager = await addStaff("Rule Checker");
    const before = await countSalaries();

    const empty = await create({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      employeeType: "Employee type is required",
      employeeId: "Employee is required",
      basicSalary: "Basic salary is required",
      salaryMonth: "Salary month is required",
    });

    const wrong = await create({
      employeeType: "Manager",
      employeeId: manager.id,
      basicSalary: "abc",
      allowances: -5,
      deductions: 1.5,
      salaryMonth: "2025-13",
      paymentDate: "yesterday",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      employeeType: "Employee type must be one of: Worker, Staff",
      basicSalary: "Basic salary must be a number",
      allowances: "Allowances cannot be negative",
      deductions: "Deductions must be a whole number",
      salaryMonth: "Salary month must be a month in the form YYYY-MM",
      paymentDate: "Payment date must be a valid date",
    });

    const valid = { employeeType: "Staff", employeeId: manager.id, basicSalary: 10000, salaryMonth: "2025-04" };
    for (const salaryMonth of ["April 2025", "04-2025", "2025-4", "2025-04-01", "2025-00"]) {
      const response = await create({ ...valid, salaryMonth });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ salaryMonth: "Salary month must be a month in the form YYYY-MM" });
    }
    for (const paymentDate of ["2025-02-30", "2025-04-05T25:00", "05-04-2025", "2025-04-05T10:00:60Z"]) {
      const response = await create({ ...valid, paymentDate });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ paymentDate: "Payment date must be a valid date" });
    }
    const tooMuch = await create({ ...valid, basicSalary: 10000, allowances: 2000, deductions: 12001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe("Deductions cannot be more than the basic salary plus allowances");
    expect(tooMuch.body.errors).toEqual({ deductions: "Deductions cannot be more than the basic salary plus allowances" });
    const huge = await create({ ...valid, basicSalary: 100_000_001 });
    expect(huge.body.errors).toEqual({ basicSalary: "Basic salary must be at most 100000000" });
    const malformed = await callJson(addSalary, { rawBody: "{not json" });
    expect(malformed.status).toBe(400);
    expect(await countSalaries()).toBe(before);

    const exact = await create({ ...valid, basicSalary: 10000, allowances: 2000, deductions: 12000 });
    expect(exact.status).toBe(201);
    expect(exact.body.data.netSalary).toBe(0);
  });

  test("get-salaries pages by 10, newest first, with the spec's wrapper and a case-insensitive search by name or type", async () => {
    const pagers = await addWorker("Pager Worker");
    for (let index = 1; index <= 12; index++) {
      const response = await create({
        employeeType: "Worker",
        employeeId: pagers.id,
        basicSalary: 1000 * index,
        salaryMonth: `2024-${String(index).padStart(2, "0")}`,
      });
      expect(response.status).toBe(201);
    }
    const someone = await addStaff("Zainab Searchable");
    await create({ employeeType: "Staff", employeeId: someone.id, basicSalary: 50000, salaryMonth: "2025-01" });

    const first = await callJson<ListJson>(getSalaries, { query: { page: 1, searchTerm: "PAGER worker" } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalPages: 2, totalSalaries: 12, currentPage: 1 });
    expect(first.body.salaries).toHaveLength(10);
    expect(first.body.salaries[0]!.salaryMonth).toBe("2024-12");
    expect(first.body.salaries[0]!.salaryHistory).toHaveLength(1);
    const second = await callJson<ListJson>(getSalaries, { query: { page: 2, searchTerm: " pager " } });
    expect(second.body.salaries.map((salary) => salary.basicSalary)).toEqual([2000, 1000]);
    expect(second.body.currentPage).toBe(2);

    const byName = await callJson<ListJson>(getSalaries, { query: { searchTerm: "zainab" } });
    expect(byName.body.salaries.map((salary) => salary.fullName)).toEqual(["Zainab Searchable"]);
    const byType = await callJson<ListJson>(getSalaries, { query: { searchTerm: "sTaFf" } });
    expect(byType.body.salaries.length).toBeGreaterThan(0);
    expect(byType.body.salaries.every((salary) => salary.employeeType === "Staff")).toBe(true);
    const wildcard = await callJson<ListJson>(getSalaries, { query: { searchTerm: "%" } });
    expect(wildcard.body.totalSalaries).toBe(0);
    const everything = await callJson<ListJson>(getSalaries);
    expect(everything.body.totalSalaries).toBe(await countSalaries());
    expect(everything.body.totalPages).toBe(Math.ceil((await countSalaries()) / 10));

    const badPage = await callJson(getSalaries, { query: { page: "x" } });
    expect(badPage.status).toBe(400);
  });

  test("get-all-salaries returns every salary with its history, newest first", async () => {
    const response = await callJson<{ salaries: SalaryJson[] }>(getAllSalaries);
    expect(response.status).toBe(200);
    expect(response.body.salaries).toHaveLength(await countSalaries());
    expect(response.body.salaries.every((salary) => salary.salaryHistory.length >= 1)).toBe(true);
    const created = response.body.salaries.map((salary) => salary.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  test("every update appends exactly one history entry with the new values, and the employee stays locked", async () => {
    const manager = await addStaff("Locked Name");
    const other = await addWorker("Other Worker");
    const created = (
      await create({
        employeeType: "Staff",
        employeeId: manager.id,
        basicSalary: 40000,
        allowances: 2000,
        salaryMonth: "2025-03",
        paymentDate: "2025-03-31T10:00:00.000Z",
      })
    ).body.data;
    const params = { id: created._id };

    const got = await callJson<{ data: SalaryJson }>(getSalary, { params });
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(created);

    // The Edit Salary screen sends the whole record back, history and locked fields included.
    const firstEdit = await callJson<SalaryAnswer>(updateSalary, {
      method: "PUT",
      params,
      body: {
        ...created,
        employeeType: "Worker",
        employeeId: other.id,
        fullName: "Hacked Name",
        deductions: 500,
        netSalary: 1,
        salaryMonth: "2025-04",
        paymentDate: "2025-04-30T10:00:00.000Z",
        salaryHistory: [],
        createdAt: "2000-01-01T00:00:00.000Z",
      },
    });
    expect(firstEdit.status).toBe(200);
    expect(firstEdit.body.message).toBe("Salary updated successfully!");
    const edited = firstEdit.body.data;
    expect(edited).toMatchObject({
      _id: created._id,
      employeeType: "Staff",
      employeeId: manager.id,
      fullName: "Locked Name",
      basicSalary: 40000,
      allowances: 2000,
      deductions: 500,
      netSalary: 41500,
      salaryMonth: "2025-04",
      paymentDate: "2025-04-30T10:00:00.000Z",
      createdAt: created.createdAt,
    });
    expect(new Date(edited.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
    expect(edited.salaryHistory).toHaveLength(2);
    expect(edited.salaryHistory[0]).toEqual(created.salaryHistory[0]);
    expect(edited.salaryHistory[1]).toMatchObject({
      basicSalary: 40000,
      allowances: 2000,
      deductions: 500,
      netSalary: 41500,
      salaryMonth: "2025-04",
      paymentDate: "2025-04-30T10:00:00.000Z",
    });

    // Even an update that changes nothing is a save, and is recorded.
    const secondEdit = await callJson<SalaryAnswer>(updateSalary, {
      method: "PUT",
      params,
      body: { basicSalary: "45000", allowances: "" },
    });
    expect(secondEdit.status).toBe(200);
    expect(secondEdit.body.data).toMatchObject({
      basicSalary: 45000,
      allowances: 0,
      deductions: 500,
      netSalary: 44500,
      salaryMonth: "2025-04",
      paymentDate: "2025-04-30T10:00:00.000Z",
    });
    expect(secondEdit.body.data.salaryHistory.map((entry) => entry.netSalary)).toEqual([42000, 41500, 44500]);
    const noChange = await callJson<SalaryAnswer>(updateSalary, { method: "PUT", params, body: {} });
    expect(noChange.body.data.salaryHistory).toHaveLength(4);
    expect(noChange.body.data.salaryHistory[3]).toMatchObject({ netSalary: 44500, salaryMonth: "2025-04" });
    expect(await historyRows(created._id)).toHaveLength(4);

    // A refused update writes nothing, not even a history entry.
    const tooMuch = await callJson<SalaryAnswer>(updateSalary, { method: "PUT", params, body: { deductions: 45001 } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors).toEqual({ deductions: "Deductions cannot be more than the basic salary plus allowances" });
    const badMonth = await callJson<SalaryAnswer>(updateSalary, { method: "PUT", params, body: { salaryMonth: "May", basicSalary: -1 } });
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.errors).toEqual({
      salaryMonth: "Salary month must be a month in the form YYYY-MM",
      basicSalary: "Basic salary cannot be negative",
    });
    expect(await historyRows(created._id)).toHaveLength(4);
    expect((await callJson<{ data: SalaryJson }>(getSalary, { params })).body.data.netSalary).toBe(44500);

    expect((await callJson(updateSalary, { method: "PUT", params, rawBody: "[1,2" })).status).toBe(400);
    expect((await callJson(updateSalary, { method: "PUT", params: { id: MISSING_ID }, body: { basicSalary: 1 } })).status).toBe(404);
    expect((await callJson(updateSalary, { method: "PUT", params: { id: "not-an-id" }, body: { basicSalary: 1 } })).status).toBe(400);
  });

  test("delete-salary removes the salary and its history; get and delete answer 404 after, 400 for a bad id", async () => {
    const helper = await addWorker("Leaving Worker");
    const created = (await create({ employeeType: "Worker", employeeId: helper.id, basicSalary: 15000, salaryMonth: "2025-04" })).body.data;
    const params = { id: created._id };
    await callJson(updateSalary, { method: "PUT", params, body: { allowances: 1000 } });
    expect(await historyRows(created._id)).toHaveLength(2);

    const deleted = await callJson<{ message: string }>(deleteSalary, { method: "DELETE", params });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: "Salary deleted successfully!" });
    expect(await historyRows(created._id)).toHaveLength(0);

    const gone = await callJson<{ message: string }>(getSalary, { params });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("Salary not found");
    expect((await callJson(deleteSalary, { method: "DELETE", params })).status).toBe(404);
    expect((await callJson(getSalary, { params: { id: "not-an-id" } })).status).toBe(400);
    const badDelete = await callJson<{ errors: Record<string, string> }>(deleteSalary, { method: "DELETE", params: { id: "1 or 1=1" } });
    expect(badDelete.status).toBe(400);
    expect(badDelete.body.errors).toEqual({ id: "Invalid id" });
  });

  test("every call needs an admin session", async () => {
    const params = { id: MISSING_ID };
    for (const token of [null, "garbage"]) {
      const responses = [
        await callJson(addSalary, { body: { employeeType: "Staff" }, token }),
        await callJson(getSalaries, { token }),
        await callJson(getAllSalaries, { token }),
        await callJson(getSalary, { params, token }),
        await callJson(updateSalary, { method: "PUT", params, body: {}, token }),
        await callJson(deleteSalary, { method: "DELETE", params, token }),
      ];
      expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401]);
    }
  });
});
