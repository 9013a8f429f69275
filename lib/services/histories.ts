import "server-only";
import { and, count, desc, eq, gte, isNull, lt, ne, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb, type Tx } from "@/lib/db";
import { histories, type History } from "@/models/histories";
import { bookingPayments, bookings } from "@/models/bookings";
import { staff, workers } from "@/models/employees";
import { maintenance } from "@/models/maintenance";
import { salaries, salaryHistory } from "@/models/salaries";
import { students } from "@/models/students";
import { PAGE_SIZE } from "@/models/enums";
import { conflict, notFound } from "@/lib/http/errors";
import { config } from "@/lib/config";
import { monthName } from "@/lib/format";
import type { ListQuery } from "@/lib/validations/list";
import { HISTORY_FIGURES, type FillFromRecordsQuery, type HistoryInput, type HistoryUpdate } from "@/lib/validations/histories";
import { countedPage, offsetOf, searchAny, totalOfMatches } from "./list";
import { nextUpdatedAt, withId } from "./records";
import type { User } from "@/models/users";
import { auditCreate, auditDelete, auditUpdate } from "./audit";

export const toHistoryApi = withId<History>;
export type HistoryApi = ReturnType<typeof toHistoryApi>;
const NOT_FOUND = "History not found";
const newestFirst = [desc(histories.createdAt), desc(histories.id)] as const;

type Figure = (typeof HISTORY_FIGURES)[number];

// An emptied figure is stored as 0.
function columnsOf<T extends HistoryUpdate>(input: T) {
  const columns: Record<string, unknown> = { ...input };
  for (const figure of HISTORY_FIGURES) if (input[figure] === null) columns[figure] = 0;
  return columns as Omit<T, Figure> & Partial<Record<Figure, number>>;
}

/** One page of monthly records, newest first, optionally filtered by month. */
export async function listHistories({ page, searchTerm }: ListQuery) {
  const db = await getDb();
  const where = searchAny(searchTerm, [histories.month]);
  const rows = await db.select({ row: histories, total: totalOfMatches }).from(histories).where(where).orderBy(...newestFirst).limit(PAGE_SIZE).offset(offsetOf(page, PAGE_SIZE));
  return countedPage(rows, ({ row }) => toHistoryApi(row), {
    page,
    pageSize: PAGE_SIZE,
    countAll: async () => (await db.select({ value: count() }).from(histories).where(where))[0]?.value ?? 0,
  });
}

export async function allHistories() {
  const db = await getDb();
  const rows = await db.select().from(histories).orderBy(...newestFirst);
  return rows.map(toHistoryApi);
}

export async function getHistory(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(histories).where(eq(histories.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return toHistoryApi(row);
}

// Months are free text: "April 2025", "april  2025" and " April 2025" are one month.
const sameMonth = (month: string | AnyPgColumn) => sql`lower(regexp_replace(btrim(${month}), '\\s+', ' ', 'g'))`;

/**
 * One history per month: 409 when another record is for `month`. Writers of one month take its
 * advisory lock first, so two saves of the same month at once cannot both pass the check.
 */
async function assertMonthFree(tx: Tx, month: string, exceptId?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('history-month:' || ${sameMonth(month)}))`);
  const [taken] = await tx
    .select({ id: histories.id })
    .from(histories)
    .where(and(sql`${sameMonth(histories.month)} = ${sameMonth(month)}`, exceptId ? ne(histories.id, exceptId) : undefined))
    .limit(1);
  if (taken) {
    const message = `There is already a history for ${month.trim()}. Edit that one instead.`;
    throw conflict(message, { month: message });
  }
}

export async function createHistory(input: HistoryInput, actor: User) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertMonthFree(tx, input.month);
    const [row] = await tx.insert(histories).values(columnsOf(input)).returning();
    const month = row!.month.trim();
    await auditCreate(tx, actor, { entity: "history", id: row!.id, label: month, summary: `History of ${month} added`, row: row! });
    return toHistoryApi(row!);
  });
}

export async function updateHistory(id: string, input: HistoryUpdate, seenUpdatedAt: Date | undefined, actor: User) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(histories).where(eq(histories.id, id)).for("update");
    if (!current) throw notFound(NOT_FOUND);
    if (input.month !== undefined) await assertMonthFree(tx, input.month, id);
    const [row] = await tx
      .update(histories)
      .set({ ...columnsOf(input), updatedAt: nextUpdatedAt(current.updatedAt, seenUpdatedAt) })
      .where(eq(histories.id, id))
      .returning();
    const month = row!.month.trim();
    await auditUpdate(tx, actor, { entity: "history", id, label: month, summary: `History of ${month} changed`, was: current, now: row! });
    return toHistoryApi(row!);
  });
}

export async function deleteHistory(id: string, actor: User) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(histories).where(eq(histories.id, id)).returning();
    if (!row) throw notFound(NOT_FOUND);
    const month = row.month.trim();
    await auditDelete(tx, actor, { entity: "history", id, label: month, summary: `History of ${month} deleted`, row });
  });
}

/**
 * The figures of one month (YYYY-MM) from the records, for the Add History form to start from.
 * - students, staff, workers: those on the books at the month's end, i.e. whose joining date (or,
 *   without one, the day they were added, on the hostel's clock) is in or before that month.
 * - bookings, securityCharges: bookings whose booking date is in the month; their count and security charges.
 *   A cancelled booking (a reservation that never began, its deposit handed back) and a deleted one
 *   are not bookings of the month: neither counts.
 * - staffSalary, workerSalary: net salaries paid for that salary month, by employee type. Each save
 *   of a salary appends a history entry, so a salary corrected twice for April has three April entries:
 *   only the latest entry of each salary for the month counts. totalSalary is their sum.
 * - maintenanceCost: total cost of the jobs paid in the month (payment date; else the work start date; else the
 *   day the job was recorded).
 * - receivedAmount: booking payments received in the month: by `paidOn`, the day the money came in (not
 *   `paidAt`, when it was typed in), voided payments left out. A deleted booking's payments still count:
 *   that money was received.
 * - paidAmount: money paid out, totalSalary + maintenanceCost. Bills are left for the administrator.
 */
export async function figuresOfMonth({ month }: FillFromRecordsQuery) {
  const db = await getDb();
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const start = `${month}-01`;
  const next = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}-01`;
  const zone = config.timeZone;
  const onBooksBy = (joinDate: AnyPgColumn, createdAt: AnyPgColumn) =>
    sql`coalesce(${joinDate}, (${createdAt} at time zone ${zone})::date) < ${next}::date`;
  const maintenanceDay = sql`coalesce(${maintenance.paymentDate}, ${maintenance.workStartDate}, (${maintenance.createdAt} at time zone ${zone})::date)`;
  const sumOf = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;

  // Latest history entry of each salary for the month (DISTINCT ON keeps the first row per salary).
  const latestEntries = db
    .selectDistinctOn([salaryHistory.salaryId], { employeeType: salaries.employeeType, netSalary: salaryHistory.netSalary })
    .from(salaryHistory)
    .innerJoin(salaries, eq(salaries.id, salaryHistory.salaryId))
    .where(eq(salaryHistory.salaryMonth, month))
    .orderBy(salaryHistory.salaryId, desc(salaryHistory.createdAt), desc(salaryHistory.id))
    .as("latest_entries");

  const [[customers], [booked], [staffMembers], [workerCount], [salary], [upkeep], [received]] = await Promise.all([
    db.select({ value: count() }).from(students).where(onBooksBy(students.joinDate, students.createdAt)),
    db
      .select({ value: count(), securityCharges: sumOf(bookings.securityCharges) })
      .from(bookings)
      .where(
        and(gte(bookings.bookingDate, start), lt(bookings.bookingDate, next), isNull(bookings.deletedAt), ne(bookings.status, "cancelled")),
      ),
    db.select({ value: count() }).from(staff).where(onBooksBy(staff.joinDate, staff.createdAt)),
    db.select({ value: count() }).from(workers).where(onBooksBy(workers.joinDate, workers.createdAt)),
    db
      .select({
        staff: sql<number>`coalesce(sum(${latestEntries.netSalary}) filter (where ${latestEntries.employeeType} = 'Staff'), 0)::float8`,
        workers: sql<number>`coalesce(sum(${latestEntries.netSalary}) filter (where ${latestEntries.employeeType} = 'Worker'), 0)::float8`,
      })
      .from(latestEntries),
    db
      .select({ value: sumOf(maintenance.totalCost) })
      .from(maintenance)
      .where(sql`${maintenanceDay} >= ${start}::date and ${maintenanceDay} < ${next}::date`),
    db
      .select({ value: sumOf(bookingPayments.amount) })
      .from(bookingPayments)
      .where(and(eq(bookingPayments.voided, false), gte(bookingPayments.paidOn, start), lt(bookingPayments.paidOn, next))),
  ]);

  const staffSalary = salary?.staff ?? 0;
  const workerSalary = salary?.workers ?? 0;
  const totalSalary = staffSalary + workerSalary;
  const maintenanceCost = upkeep?.value ?? 0;
  return {
    month: `${monthName(monthNumber)} ${year}`,
    students: customers?.value ?? 0,
    bookings: booked?.value ?? 0,
    staff: staffMembers?.value ?? 0,
    workers: workerCount?.value ?? 0,
    staffSalary,
    workerSalary,
    totalSalary,
    securityCharges: booked?.securityCharges ?? 0,
    maintenanceCost,
    receivedAmount: received?.value ?? 0,
    paidAmount: totalSalary + maintenanceCost,
  };
}
