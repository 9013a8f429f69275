import "server-only";
import { and, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/server/db";
import { firstDay, lastDay, periodOf } from "@/lib/money";
import { bookingPayments, bookings } from "@/models/bookings";
import { charges } from "@/models/ledger";
import { listDues } from "./dues";
import { LIVE_STAY_STATUSES } from "@/models/enums";
import { hostelToday, issueDueRent } from "./stays";

const sum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;

/**
 * The three figures above the dues list, for the whole hostel whatever the list shows: what is owed
 * today; this month's rent of the live stays (a month's rent with its adjustments); and what was paid
 * in this month (by payment date, voided payments left out).
 */
export async function duesSummary() {
  await issueDueRent();
  const db = await getDb();
  const period = periodOf(hostelToday());
  const [owing, [expected], [collected]] = await Promise.all([
    listDues({ searchTerm: "", page: 1, limit: 1 }),
    db
      .select({ amount: sum(charges.amount) })
      .from(charges)
      .innerJoin(bookings, eq(bookings.id, charges.bookingId))
      .where(
        and(
          eq(charges.period, period),
          inArray(charges.kind, ["rent", "adjustment"]),
          isNull(bookings.deletedAt),
          inArray(bookings.status, [...LIVE_STAY_STATUSES]),
        ),
      ),
    db
      .select({ amount: sum(bookingPayments.amount) })
      .from(bookingPayments)
      .where(
        and(eq(bookingPayments.voided, false), gte(bookingPayments.paidOn, firstDay(period)), lte(bookingPayments.paidOn, lastDay(period))),
      ),
  ]);
  return { owed: owing.totals.outstanding, expectedThisMonth: expected?.amount ?? 0, collectedThisMonth: collected?.amount ?? 0 };
}
