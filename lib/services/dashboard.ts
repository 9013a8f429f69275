import "server-only";
import { and, eq, gte, isNull, lte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import { hostelTime } from "@/lib/time";
import { bookings, paymentMonthTotals } from "@/models/bookings";
import { rooms } from "@/models/rooms";
import { students } from "@/models/students";
import { staff, workers } from "@/models/employees";
import { salaryHistory } from "@/models/salaries";
import { maintenance } from "@/models/maintenance";
import type { DashboardQuery, ModeFilter } from "@/lib/validations/dashboard";
import { bedsTakenOn } from "./beds";

const MONTHS_SHOWN = 12;

const countAll = sql<number>`count(*)::int`;
const sumOf = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;
const modeIs = (column: AnyPgColumn, mode: ModeFilter): SQL | undefined => (mode === "all" ? undefined : eq(column, mode));
/** A one-value query used as a column of the summary row. */
const scalar = (query: SQLWrapper) => sql<number>`(${query})`;

/** YYYY-MM of the months `from` to `to` months away from the one `now` falls in on the hostel's clock. */
function monthKeys(now: Date, from: number, to: number): string[] {
  const [year, month] = hostelTime(now).yearMonth.split("-").map(Number) as [number, number];
  return Array.from({ length: to - from + 1 }, (_, index) => new Date(Date.UTC(year, month - 1 + from + index, 1)).toISOString().slice(0, 7));
}

/**
 * Every figure of the dashboard cards, computed by the database in two queries: one row of totals,
 * and the income of the last twelve months grouped by month, both from the payments' month totals.
 */
export async function dashboardSummary({ incomeMode, securityMode }: DashboardQuery, now = new Date()) {
  const db = await getDb();
  const months = monthKeys(now, 1 - MONTHS_SHOWN, 0);
  // Income counts each payment by its own mode; voided payments count nowhere (nor in the month totals).
  const counted = modeIs(paymentMonthTotals.mode, incomeMode);
  const liveBookings = isNull(bookings.deletedAt);
  const today = hostelTime(now).date;

  const [[totals], byMonth] = await Promise.all([
    db
      .select({
        totalIncome: scalar(db.select({ value: sumOf(paymentMonthTotals.amount) }).from(paymentMonthTotals).where(counted)),
        totalCustomers: scalar(db.select({ value: countAll }).from(students)),
        totalRooms: scalar(db.select({ value: countAll }).from(rooms)),
        bedsTotal: scalar(db.select({ value: sumOf(rooms.capacity) }).from(rooms)),
        totalBookings: scalar(db.select({ value: countAll }).from(bookings).where(liveBookings)),
        bedsTaken: bedsTakenOn(today),
        securityCharges: scalar(db.select({ value: sumOf(bookings.securityCharges) }).from(bookings).where(and(liveBookings, modeIs(bookings.securityPaymentMode, securityMode)))),
        totalStaff: scalar(db.select({ value: countAll }).from(staff)),
        totalWorkers: scalar(db.select({ value: countAll }).from(workers)),
        paidSalaries: scalar(db.select({ value: sumOf(salaryHistory.netSalary) }).from(salaryHistory)),
        maintenanceCost: scalar(db.select({ value: sumOf(maintenance.totalCost) }).from(maintenance)),
      })
      .from(sql`(values (1)) as summary(one)`),
    db
      .select({ month: paymentMonthTotals.month, amount: sumOf(paymentMonthTotals.amount) })
      .from(paymentMonthTotals)
      .where(and(counted, gte(paymentMonthTotals.month, months[0]!), lte(paymentMonthTotals.month, months.at(-1)!)))
      .groupBy(paymentMonthTotals.month),
  ]);

  const figures = totals!;
  const amounts = new Map(byMonth.map((row) => [row.month, row.amount]));
  return {
    totalIncome: figures.totalIncome,
    totalCustomers: figures.totalCustomers,
    totalRooms: figures.totalRooms,
    totalBookings: figures.totalBookings,
    securityCharges: figures.securityCharges,
    totalStaff: figures.totalStaff,
    totalWorkers: figures.totalWorkers,
    paidSalaries: figures.paidSalaries,
    maintenanceCost: figures.maintenanceCost,
    occupancy: { bedsTaken: figures.bedsTaken, bedsTotal: figures.bedsTotal },
    incomeByMonth: months.map((key) => ({ month: key, amount: amounts.get(key) ?? 0 })),
  };
}
