import "server-only";
import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db";
import { salaries, salaryHistory, salarySearchColumns, type Salary, type SalaryHistoryEntry } from "@/models/salaries";
import { staff, workers } from "@/models/employees";
import { PAGE_SIZE } from "@/models/enums";
import { badRequest, conflict, notFound, say } from "@/lib/server/http/errors";
import { formatPKR, formatYearMonth } from "@/lib/format";
import { hostelTime } from "@/lib/time";
import type { ListQuery } from "@/lib/validations/list";
import { type SalaryInput, type SalaryUpdate } from "@/lib/validations/salaries";
import { netSalaryOf } from "@/lib/validations/salary-rules";
import { countedPage, offsetOf, searchAny, totalOfMatches } from "./list";
import { nextUpdatedAt, withId } from "./records";
import type { User } from "@/models/users";
import { auditCreate, auditDelete, auditUpdate } from "./audit";

const NOT_FOUND = "salaryNotFound";
const newestFirst = [desc(salaries.createdAt), desc(salaries.id)] as const;

function toHistoryApi(entry: SalaryHistoryEntry) {
  const { id, basicSalary, allowances, deductions, netSalary, salaryMonth, paymentDate, createdAt } = entry;
  return { _id: id, basicSalary, allowances, deductions, netSalary, salaryMonth, paymentDate, createdAt };
}

function toSalaryApi(salary: Salary, history: SalaryHistoryEntry[]) {
  const { createdAt, updatedAt, ...fields } = withId(salary);
  return { ...fields, salaryHistory: history.map(toHistoryApi), createdAt, updatedAt };
}

export type SalaryApi = ReturnType<typeof toSalaryApi>;

/** The salaries with their history entries, oldest entry first. */
async function withHistory(db: Db | Tx, rows: Salary[]) {
  if (rows.length === 0) return [];
  const entries = await db
    .select()
    .from(salaryHistory)
    .where(
      inArray(
        salaryHistory.salaryId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(salaryHistory.createdAt), asc(salaryHistory.id));
  return rows.map((row) =>
    toSalaryApi(
      row,
      entries.filter((entry) => entry.salaryId === row.id),
    ),
  );
}

/** A payment date as stored: a zoned timestamp as given, a date or time without a zone on the hostel's clock. */
export function paymentMoment(value: string): Date {
  if (/T.*(Z|[+-]\d{2}:?\d{2})$/.test(value)) return new Date(value);
  const [date, time = "00:00:00"] = value.split("T") as [string, string?];
  const asUtc = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  // Shift by the zone's offset at that moment, then once more in case the guess crossed a clock change.
  const offsetAt = (moment: Date) => {
    const local = hostelTime(moment);
    return new Date(`${local.date}T${local.time}Z`).getTime() - Math.floor(moment.getTime() / 1000) * 1000;
  };
  const first = new Date(asUtc.getTime() - offsetAt(asUtc));
  return new Date(asUtc.getTime() - offsetAt(first));
}

function entryOf(salary: Salary) {
  const { basicSalary, allowances, deductions, netSalary, salaryMonth, paymentDate } = salary;
  return { salaryId: salary.id, basicSalary, allowances, deductions, netSalary, salaryMonth, paymentDate };
}

/**
 * The employee's name from their staff or workers record; 400 when no such employee of that type exists.
 * The row stays locked until the transaction ends: the employee cannot be deleted before the salary is
 * written, and two salaries of one employee are written one after the other (see assertMonthFree).
 */
async function lockEmployee(tx: Tx, type: SalaryInput["employeeType"], id: string): Promise<string> {
  const table = type === "Staff" ? staff : workers;
  const [employee] = await tx.select({ fullName: table.fullName }).from(table).where(eq(table.id, id)).for("update");
  if (!employee) throw badRequest(type === "Worker" ? "noWorkerWithId" : "noStaffWithId", { employeeId: "employeeNotFound" });
  return employee.fullName;
}

/** One salary per employee and month: 409 when another salary of the employee is for `salaryMonth`. */
async function assertMonthFree(
  tx: Tx,
  salary: Pick<Salary, "employeeType" | "employeeId" | "salaryMonth" | "fullName">,
  exceptId?: string,
) {
  const [taken] = await tx
    .select({ id: salaries.id })
    .from(salaries)
    .where(
      and(
        eq(salaries.employeeType, salary.employeeType),
        eq(salaries.employeeId, salary.employeeId),
        eq(salaries.salaryMonth, salary.salaryMonth),
        exceptId ? ne(salaries.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) {
    throw conflict(say("salaryExists", { name: salary.fullName, month: { month: salary.salaryMonth } }), "salaryMonth");
  }
}

/** One page of salaries, newest first, optionally filtered by employee name or type. */
export async function listSalaries({ page, searchTerm }: ListQuery) {
  const db = await getDb();
  const where = searchAny(searchTerm, salarySearchColumns);
  const rows = await db
    .select({ row: salaries, total: totalOfMatches })
    .from(salaries)
    .where(where)
    .orderBy(...newestFirst)
    .limit(PAGE_SIZE)
    .offset(offsetOf(page, PAGE_SIZE));
  const counted = await countedPage(rows, ({ row }) => row, {
    page,
    pageSize: PAGE_SIZE,
    countAll: async () => (await db.select({ value: count() }).from(salaries).where(where))[0]?.value ?? 0,
  });
  return { ...counted, rows: await withHistory(db, counted.rows) };
}

/** Every salary with its history. */
export async function allSalaries() {
  const db = await getDb();
  return withHistory(
    db,
    await db
      .select()
      .from(salaries)
      .orderBy(...newestFirst),
  );
}

export async function getSalary(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(salaries).where(eq(salaries.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return (await withHistory(db, [row]))[0]!;
}

/** The audit log's name of a salary: "Salary of Bilal for April 2026". */
const salaryLabel = ({ fullName, salaryMonth }: Pick<Salary, "fullName" | "salaryMonth">) =>
  `Salary of ${fullName} for ${formatYearMonth(salaryMonth)}`;
/** What the audit screen names a salary by, in either language. */
const salaryParams = ({ fullName, salaryMonth }: Pick<Salary, "fullName" | "salaryMonth">) => ({ name: fullName, month: salaryMonth });

/** Adds a salary for an existing employee, with its first history entry. */
export async function createSalary(input: SalaryInput, actor: User) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const fullName = await lockEmployee(tx, input.employeeType, input.employeeId);
    await assertMonthFree(tx, { ...input, fullName });
    const [row] = await tx
      .insert(salaries)
      .values({
        ...input,
        fullName,
        netSalary: netSalaryOf(input),
        paymentDate: input.paymentDate ? paymentMoment(input.paymentDate) : new Date(),
      })
      .returning();
    await tx.insert(salaryHistory).values(entryOf(row!));
    const label = salaryLabel(row!);
    await auditCreate(tx, actor, {
      entity: "salary",
      id: row!.id,
      label,
      summary: `${label} added: ${formatPKR(row!.netSalary)} net`,
      params: { ...salaryParams(row!), amount: row!.netSalary },
      row: row!,
    });
    return (await withHistory(tx, [row!]))[0]!;
  });
}

/** Changes the amounts, month or payment date (the employee is locked) and appends the new values to the history. */
export async function updateSalary(id: string, input: SalaryUpdate, seenUpdatedAt: Date | undefined, actor: User) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(salaries).where(eq(salaries.id, id)).for("update");
    if (!current) throw notFound(NOT_FOUND);
    const figures = {
      basicSalary: input.basicSalary ?? current.basicSalary,
      allowances: input.allowances === undefined ? current.allowances : (input.allowances ?? 0),
      deductions: input.deductions === undefined ? current.deductions : (input.deductions ?? 0),
    };
    const netSalary = netSalaryOf(figures);
    if (netSalary < 0) throw badRequest("deductionsTooLarge", "deductions");
    if (input.salaryMonth !== undefined && input.salaryMonth !== current.salaryMonth) {
      await lockEmployee(tx, current.employeeType, current.employeeId);
      await assertMonthFree(tx, { ...current, salaryMonth: input.salaryMonth }, id);
    }
    const [row] = await tx
      .update(salaries)
      .set({
        ...figures,
        netSalary,
        salaryMonth: input.salaryMonth ?? current.salaryMonth,
        paymentDate: input.paymentDate ? paymentMoment(input.paymentDate) : current.paymentDate,
        updatedAt: nextUpdatedAt(current.updatedAt, seenUpdatedAt),
      })
      .where(eq(salaries.id, id))
      .returning();
    await tx.insert(salaryHistory).values(entryOf(row!));
    const label = salaryLabel(row!);
    await auditUpdate(tx, actor, {
      entity: "salary",
      id,
      label,
      summary: `${label} changed`,
      params: salaryParams(row!),
      was: current,
      now: row!,
    });
    return (await withHistory(tx, [row!]))[0]!;
  });
}

/** Deletes a salary and its history. */
export async function deleteSalary(id: string, actor: User) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(salaries).where(eq(salaries.id, id)).returning();
    if (!row) throw notFound(NOT_FOUND);
    const label = salaryLabel(row);
    await auditDelete(tx, actor, { entity: "salary", id, label, summary: `${label} deleted`, params: salaryParams(row), row });
  });
}
