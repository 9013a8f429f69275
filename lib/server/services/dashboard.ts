import "server-only";
import { and, eq, gte, isNull, lte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/server/db";
import { hostelTime } from "@/lib/time";
import { bookings, paymentMonthTotals } from "@/models/bookings";
import { settlements } from "@/models/ledger";
import { rooms } from "@/models/rooms";
import { students } from "@/models/students";
import { staff, workers } from "@/models/employees";
import { salaryHistory } from "@/models/salaries";
import { maintenance } from "@/models/maintenance";
import type { DashboardQuery, ModeFilter } from "@/lib/validations/dashboard";
import { bedsTakenOn } from "./beds";
import { overdueReportsColumn } from "./register";
import { keptPerSnapshot, snapshotColumn, type Read } from "./snapshot-cache";

const MONTHS_SHOWN = 12;

const countAll = sql<number>`count(*)::int`;
const sumOf = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;
const modeIs = (column: AnyPgColumn, mode: ModeFilter): SQL | undefined => (mode === "all" ? undefined : eq(column, mode));
/** A one-value query used as a column of the summary row. */
const scalar = (query: SQLWrapper) => sql<number>`(${query})`;

/** YYYY-MM of the months `from` to `to` months away from the one `now` falls in on the hostel's clock. */
function monthKeys(now: Date, from: number, to: number): string[] {
  const [year, month] = hostelTime(now).yearMonth.split("-").map(Number) as [number, number];
  return Array.from({ length: to - from + 1 }, (_, index) =>
    new Date(Date.UTC(year, month - 1 + from + index, 1)).toISOString().slice(0, 7),
  );
}

type Summary = Awaited<ReturnType<typeof readSummary>>["value"];

/**
 * Every figure of the dashboard cards in one statement, so that they and the snapshot they are kept
 * with are read together: one row of totals, with the income of the last twelve months by month,
 * both from the payments' month totals.
 */
async function readSummary({ incomeMode, securityMode }: DashboardQuery, now: Date) {
  const db = await getDb();
  const months = monthKeys(now, 1 - MONTHS_SHOWN, 0);
  // Income counts each payment by its own mode; voided payments count nowhere (nor in the month totals).
  const counted = modeIs(paymentMonthTotals.mode, incomeMode);
  const liveBookings = isNull(bookings.deletedAt);
  const today = hostelTime(now).date;
  const byMonth = db
    .select({ month: paymentMonthTotals.month, amount: sumOf(paymentMonthTotals.amount).as("amount") })
    .from(paymentMonthTotals)
    .where(and(counted, gte(paymentMonthTotals.month, months[0]!), lte(paymentMonthTotals.month, months.at(-1)!)))
    .groupBy(paymentMonthTotals.month);

  const [figures] = await db
    .select({
      snapshot: snapshotColumn,
      totalIncome: scalar(
        db
          .select({ value: sumOf(paymentMonthTotals.amount) })
          .from(paymentMonthTotals)
          .where(counted),
      ),
      totalCustomers: scalar(db.select({ value: countAll }).from(students)),
      totalRooms: scalar(db.select({ value: countAll }).from(rooms)),
      bedsTotal: scalar(db.select({ value: sumOf(rooms.capacity) }).from(rooms)),
      totalBookings: scalar(db.select({ value: countAll }).from(bookings).where(liveBookings)),
      bedsTaken: bedsTakenOn(today),
      securityCharges: scalar(
        db
          .select({ value: sumOf(bookings.securityCharges) })
          .from(bookings)
          .where(and(liveBookings, modeIs(bookings.securityPaymentMode, securityMode))),
      ),
      // Deposits held: taken on the check-in day, then held until the stay is settled (kept or returned at check-out or cancellation).
      depositsHeld: scalar(
        db
          .select({ value: sumOf(bookings.securityCharges) })
          .from(bookings)
          .where(
            and(
              liveBookings,
              lte(bookings.bookingDate, today),
              sql`${bookings.status} not in ('checked_out', 'cancelled')`,
              sql`not exists (select 1 from ${settlements} where ${settlements.bookingId} = ${bookings.id})`,
            ),
          ),
      ),
      totalStaff: scalar(db.select({ value: countAll }).from(staff)),
      totalWorkers: scalar(db.select({ value: countAll }).from(workers)),
      paidSalaries: scalar(db.select({ value: sumOf(salaryHistory.netSalary) }).from(salaryHistory)),
      maintenanceCost: scalar(db.select({ value: sumOf(maintenance.totalCost) }).from(maintenance)),
      // The police reports overdue at this hour (docs/register.md, "The dashboard").
      policeReportsOverdue: overdueReportsColumn(now),
      amounts: sql<Record<string, number>>`(select coalesce(json_object_agg(m.month, m.amount), '{}'::json) from (${byMonth}) m)`,
    })
    .from(sql`(values (1)) as summary(one)`);

  const { snapshot, amounts, ...totals } = figures!;
  return {
    snapshot,
    value: {
      totalIncome: totals.totalIncome,
      totalCustomers: totals.totalCustomers,
      totalRooms: totals.totalRooms,
      totalBookings: totals.totalBookings,
      securityCharges: totals.securityCharges,
      depositsHeld: totals.depositsHeld,
      totalStaff: totals.totalStaff,
      totalWorkers: totals.totalWorkers,
      paidSalaries: totals.paidSalaries,
      maintenanceCost: totals.maintenanceCost,
      occupancy: { bedsTaken: totals.bedsTaken, bedsTotal: totals.bedsTotal },
      incomeByMonth: months.map((key) => ({ month: key, amount: amounts[key] ?? 0 })),
      policeReportsOverdue: Number(totals.policeReportsOverdue),
    },
  } satisfies Read<unknown>;
}

// Every filter pair of one hour (5 × 5 modes), and a few of the hour before.
const kept = keptPerSnapshot<Summary>(32);

/**
 * The dashboard figures as of `now`, read again only when the database has changed since they were
 * read for the same filters in the same hour (the day decides the beds taken and the months shown, the
 * hour the police reports overdue: docs/register.md, "The dashboard").
 */
export async function dashboardSummary(query: DashboardQuery, now = new Date()): Promise<Summary> {
  const { date, time } = hostelTime(now);
  const key = `${date} ${time.slice(0, 2)} ${query.incomeMode} ${query.securityMode}`;
  // A copy: the kept figures serve the next calls too.
  return structuredClone(await kept(key, () => readSummary(query, now)));
}
