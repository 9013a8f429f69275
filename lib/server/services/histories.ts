import "server-only";
import { and, count, eq, gte, isNull, lt, ne, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb, type Tx } from "@/lib/server/db";
import { histories, type History } from "@/models/histories";
import { bookings } from "@/models/bookings";
import { staff, workers } from "@/models/employees";
import { students } from "@/models/students";
import { conflict, notFound, say } from "@/lib/server/http/errors";
import { config } from "@/lib/server/config";
import { monthName } from "@/lib/format";
import type { ListQuery } from "@/lib/validations/list";
import { HISTORY_FIGURES, type FillFromRecordsQuery, type HistoryInput, type HistoryUpdate } from "@/lib/validations/histories";
import { allRecords, pageOfRecords, recordById, searchAny } from "./list";
import { nextUpdatedAt, withId } from "./records";
import type { User } from "@/models/users";
import { auditCreate, auditDelete, auditUpdate } from "./audit";
import { profitOfMonth } from "./profit";

export const toHistoryApi = withId<History>;
export type HistoryApi = ReturnType<typeof toHistoryApi>;
const NOT_FOUND = "historyNotFound";

type Figure = (typeof HISTORY_FIGURES)[number];

// An emptied figure is stored as 0.
function columnsOf<T extends HistoryUpdate>(input: T) {
  const columns: Record<string, unknown> = { ...input };
  for (const figure of HISTORY_FIGURES) if (input[figure] === null) columns[figure] = 0;
  return columns as Omit<T, Figure> & Partial<Record<Figure, number>>;
}

/** One page of monthly records, newest first, optionally filtered by month. */
export async function listHistories({ page, searchTerm }: ListQuery) {
  return pageOfRecords(histories, searchAny(searchTerm, [histories.month]), page, toHistoryApi);
}

export async function allHistories() {
  return allRecords(histories, toHistoryApi);
}

export async function getHistory(id: string) {
  const row = await recordById(histories, id);
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
    throw conflict(say("historyExists", { month: month.trim() }), "month");
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
 * The monthly history's bills by the expense categories they come from (docs/bills.md, "Fine points"):
 * a category named like the figure ("Electricity bill" or "Electricity", any case); every other category
 * is one of the other bills.
 */
const BILL_CATEGORIES: Record<"electricityBill" | "gasBill" | "waterBill" | "internetBill", RegExp> = {
  electricityBill: /^electricity( bills?)?$/i,
  gasBill: /^gas( bills?)?$/i,
  waterBill: /^water( bills?)?$/i,
  internetBill: /^internet( bills?)?$/i,
};

function billsOf(byCategory: Record<string, number>) {
  const bills = { electricityBill: 0, gasBill: 0, waterBill: 0, internetBill: 0, otherBills: 0 };
  for (const [category, amount] of Object.entries(byCategory)) {
    const bill = (Object.keys(BILL_CATEGORIES) as (keyof typeof BILL_CATEGORIES)[]).find((key) =>
      BILL_CATEGORIES[key].test(category.trim()),
    );
    bills[bill ?? "otherBills"] += amount;
  }
  return bills;
}

/**
 * "Fill from records": a month's figures. The money comes from the month's profit report (salaries,
 * maintenance, bills from the expenses, security charges as the deposits received, received and paid as
 * its money in and out), so that the history and the report never disagree; the counts from the records.
 */
export async function figuresOfMonth({ month }: FillFromRecordsQuery) {
  const db = await getDb();
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const start = `${month}-01`;
  const next = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}-01`;
  const zone = config.timeZone;
  const onBooksBy = (joinDate: AnyPgColumn, createdAt: AnyPgColumn) =>
    sql`coalesce(${joinDate}, (${createdAt} at time zone ${zone})::date) < ${next}::date`;

  const [[customers], [booked], [staffMembers], [workerCount], profit] = await Promise.all([
    db.select({ value: count() }).from(students).where(onBooksBy(students.joinDate, students.createdAt)),
    db
      .select({ value: count() })
      .from(bookings)
      .where(
        and(gte(bookings.bookingDate, start), lt(bookings.bookingDate, next), isNull(bookings.deletedAt), ne(bookings.status, "cancelled")),
      ),
    db.select({ value: count() }).from(staff).where(onBooksBy(staff.joinDate, staff.createdAt)),
    db.select({ value: count() }).from(workers).where(onBooksBy(workers.joinDate, workers.createdAt)),
    profitOfMonth(month),
  ]);

  return {
    month: `${monthName(monthNumber)} ${year}`,
    students: customers?.value ?? 0,
    bookings: booked?.value ?? 0,
    staff: staffMembers?.value ?? 0,
    workers: workerCount?.value ?? 0,
    staffSalary: profit.salariesOf.staff,
    workerSalary: profit.salariesOf.workers,
    totalSalary: profit.expenses.salaries,
    securityCharges: profit.deposits.received,
    maintenanceCost: profit.expenses.maintenance,
    receivedAmount: profit.moneyIn,
    paidAmount: profit.moneyOut,
    ...billsOf(profit.expenses.byCategory),
  };
}
