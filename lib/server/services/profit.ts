import "server-only";
import { and, eq, gte, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db";
import { config } from "@/lib/server/config";
import {
  firstDay,
  lastDay,
  monthProfit,
  paidForKey,
  periodsFromTo,
  splitPayment,
  type HostelMoney,
  type MonthProfit,
  type Period,
  type ReceivedPayment,
} from "@/lib/money";
import { bookingPayments, bookings } from "@/models/bookings";
import { settlements } from "@/models/ledger";
import { salaries } from "@/models/salaries";
import { maintenance } from "@/models/maintenance";
import { expenses } from "@/models/expenses";
import { hostelToday, issueDueRent, ledgerView, readLines } from "./stays";

// The owner's monthly profit (docs/bills.md, "Profit"): the report's figures from the records, read in
// one snapshot. The arithmetic is lib/money/profit.ts; this file only gathers what moved money.

/**
 * The payments received from `from` to `to`, each split by what its allocations pay today: a typed line
 * by its type's name (a late fee as "late_fee"), an untyped one by its kind (paidForKey).
 */
async function paymentsReceived(tx: Tx, from: string, to: string, today: string): Promise<ReceivedPayment[]> {
  const paid = await tx
    .selectDistinct({ bookingId: bookingPayments.bookingId })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.voided, false), gte(bookingPayments.paidOn, from), lte(bookingPayments.paidOn, to)));
  const received: ReceivedPayment[] = [];
  for (const { bookingId } of paid) {
    const lines = await readLines(tx, bookingId);
    const lineOf = new Map(
      lines.chargeRows.map((row) => [
        row.id,
        { kind: row.kind, period: row.period, typeKey: row.typeSystem === "late_fee" ? "late_fee" : row.typeName },
      ]),
    );
    for (const payment of ledgerView(lines, today).payments) {
      if (!payment.counted || payment.paidOn < from || payment.paidOn > to) continue;
      const paidFor = splitPayment(payment.amount, payment.allocations, (allocation) =>
        paidForKey(allocation, allocation.chargeId ? lineOf.get(allocation.chargeId) : undefined),
      );
      received.push({ paidOn: payment.paidOn, amount: payment.amount, paidFor });
    }
  }
  return received;
}

/** Everything that moved money from `from` to `to` (days, both included), voided records left out. */
async function hostelMoney(tx: Tx, from: string, to: string, today: string): Promise<HostelMoney> {
  const zone = config.timeZone;
  const salaryDay = sql<string>`(${salaries.paymentDate} at time zone ${zone})::date`;
  // A reservation cancelled before its check-in handed its deposit back on the day it was cancelled.
  const depositDay = sql<string>`case when ${bookings.status} = 'cancelled' then least(${bookings.bookingDate}, ${settlements.leaveDate}) else ${bookings.bookingDate} end`;
  const [payments, deposits, settled, spent, paidSalaries, jobs] = await Promise.all([
    paymentsReceived(tx, from, to, today),
    tx
      .select({ on: sql<string>`${depositDay}::text`, amount: bookings.securityCharges })
      .from(bookings)
      .leftJoin(settlements, eq(settlements.bookingId, bookings.id))
      .where(
        and(isNull(bookings.deletedAt), sql`${bookings.securityCharges} > 0`, sql`${depositDay} between ${from}::date and ${to}::date`),
      ),
    tx
      .select({
        on: settlements.leaveDate,
        deposit: settlements.deposit,
        depositApplied: settlements.depositApplied,
        creditRefunded: settlements.creditRefunded,
      })
      .from(settlements)
      .innerJoin(bookings, eq(bookings.id, settlements.bookingId))
      .where(and(isNull(bookings.deletedAt), gte(settlements.leaveDate, from), lte(settlements.leaveDate, to))),
    tx
      .select({ on: expenses.spentOn, category: expenses.category, amount: expenses.amount })
      .from(expenses)
      .where(and(isNull(expenses.voidedAt), gte(expenses.spentOn, from), lte(expenses.spentOn, to))),
    tx
      .select({ on: sql<string>`${salaryDay}::text`, amount: salaries.netSalary, employeeType: salaries.employeeType })
      .from(salaries)
      .where(sql`${salaryDay} between ${from}::date and ${to}::date`),
    tx
      .select({ on: sql<string>`${maintenance.paymentDate}::text`, amount: maintenance.totalCost })
      .from(maintenance)
      .where(
        and(
          isNotNull(maintenance.paymentDate),
          gte(maintenance.paymentDate, from),
          lte(maintenance.paymentDate, to),
          sql`${maintenance.totalCost} > 0`,
        ),
      ),
  ]);
  return { payments, depositsReceived: deposits, settlements: settled, expenses: spent, salaries: paidSalaries, maintenance: jobs };
}

/** What moved money in the months from `from` to `to`, read in one snapshot after the ledgers are brought up to today. */
async function moneyOfMonths(from: Period, to: Period): Promise<HostelMoney> {
  const today = hostelToday();
  // Payments are split by what they pay on the ledgers as the screens show them: brought up to today first.
  await issueDueRent(today);
  const db = await getDb();
  return db.transaction(async (tx) => hostelMoney(tx, firstDay(from), lastDay(to), today), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
}

/** GET /api/reports/profit: each month from `from` to `to` (both included). */
export async function profitReport({ from, to }: { from: Period; to: Period }): Promise<{ months: MonthProfit[] }> {
  const money = await moneyOfMonths(from, to);
  return { months: periodsFromTo(from, to).map((month) => monthProfit(money, month)) };
}

/** One month's profit, with its salaries split between staff and workers (the monthly history's two figures). */
export async function profitOfMonth(month: Period): Promise<MonthProfit & { salariesOf: Record<"staff" | "workers", number> }> {
  const money = await moneyOfMonths(month, month);
  const paidTo = (type: string) =>
    money.salaries.filter((salary) => salary.employeeType === type).reduce((total, salary) => total + salary.amount, 0);
  return { ...monthProfit(money, month), salariesOf: { staff: paidTo("Staff"), workers: paidTo("Worker") } };
}
