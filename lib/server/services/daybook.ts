import "server-only";
import { sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/lib/server/db";
import { config } from "@/lib/server/config";
import type { Day } from "@/lib/money";
import { PAYMENT_MODES } from "@/models/enums";

// The day book (docs/bills.md, rule B7): every movement of money on one hostel day, with who recorded
// it, and the day's totals in and out per mode and per administrator. Read in one snapshot.

export type DayBookKind = "payment" | "deposit" | "expense" | "refund" | "salary" | "maintenance";
/** The four payment modes, and "other" for a maintenance job paid some other way. */
export type DayBookMode = (typeof PAYMENT_MODES)[number] | "other";

export interface DayBookEntry {
  at: string;
  kind: DayBookKind;
  description: string;
  mode: DayBookMode;
  amountIn: number;
  amountOut: number;
  recordedBy: { _id: string; username: string } | null;
}

type InOut = { in: number; out: number };

export interface DayBook {
  date: Day;
  entries: DayBookEntry[];
  totals: {
    byMode: Record<DayBookMode, InOut>;
    byAdmin: { _id: string | null; username: string; in: number; out: number; byMode: Record<DayBookMode, InOut> }[];
    in: number;
    out: number;
  };
}

interface EntryRow {
  at: string;
  kind: DayBookKind;
  description: string;
  mode: DayBookMode | null;
  amount_in: number;
  amount_out: number;
  actor_id: string | null;
  actor: string | null;
}

const MODES: readonly DayBookMode[] = [...PAYMENT_MODES, "other"];
const emptyModes = () => Object.fromEntries(MODES.map((mode) => [mode, { in: 0, out: 0 }])) as Record<DayBookMode, InOut>;

/** The day's totals: in and out per mode, and per administrator with their own modes ("cash received by Ali: 45,000"). */
export function dayBookTotals(entries: DayBookEntry[]): DayBook["totals"] {
  const byMode = emptyModes();
  const admins = new Map<string, DayBook["totals"]["byAdmin"][number]>();
  for (const entry of entries) {
    byMode[entry.mode].in += entry.amountIn;
    byMode[entry.mode].out += entry.amountOut;
    const key = entry.recordedBy?._id ?? "";
    const admin = admins.get(key) ?? {
      _id: entry.recordedBy?._id ?? null,
      username: entry.recordedBy?.username ?? "",
      in: 0,
      out: 0,
      byMode: emptyModes(),
    };
    admin.in += entry.amountIn;
    admin.out += entry.amountOut;
    admin.byMode[entry.mode].in += entry.amountIn;
    admin.byMode[entry.mode].out += entry.amountOut;
    admins.set(key, admin);
  }
  const sum = (pick: (entry: DayBookEntry) => number) => entries.reduce((total, entry) => total + pick(entry), 0);
  return {
    byMode,
    byAdmin: [...admins.values()].sort((a, b) => a.username.localeCompare(b.username)),
    in: sum((entry) => entry.amountIn),
    out: sum((entry) => entry.amountOut),
  };
}

/**
 * GET /api/daybook?date=: payments by the day they were received, deposits on their stay's check-in day
 * (a reservation cancelled before it began: on the day it was cancelled, when that was earlier), expenses,
 * settlement refunds on the leave day, salaries on the hostel day of their payment date (cash: the spec
 * gives them no mode) and maintenance jobs on their payment date. Voided payments and expenses are left
 * out. Bookings, salaries and jobs keep no "recorded by": it is the administrator who created them (the audit log).
 */
export async function dayBook(date: Day): Promise<DayBook> {
  const db = await getDb();
  const zone = config.timeZone;
  const creator = (entity: string, id: ReturnType<typeof sql>) =>
    sql`(select a.actor_id from audit_entries a where a.entity = ${entity} and a.entity_id = ${id} and a.action = ${`${entity}.create`} order by a.at limit 1)`;
  const rows = await db.transaction(
    async (tx) =>
      rowsOf<EntryRow>(
        await tx.execute(sql`
      with moved as (
        select p.paid_at as at, 'payment' as kind, concat_ws(' · ', p.receipt_no, s.student_name, r.room_number) as description,
          p.mode, p.amount as amount_in, 0 as amount_out, p.recorded_by as actor_id, p.recorded_by_name as actor_name
        from booking_payments p join bookings b on b.id = p.booking_id left join students s on s.id = b.student_id
          left join lateral (select room_number from stay_rooms where booking_id = b.id order by from_date desc limit 1) r on true
        where p.paid_on = ${date}::date and not p.voided
        union all
        select (b.booking_date::timestamp at time zone ${zone}), 'deposit', s.student_name, coalesce(b.security_payment_mode, 'cash'),
          b.security_charges, 0, ${creator("booking", sql`b.id`)}, null
        from bookings b left join students s on s.id = b.student_id left join settlements st on st.booking_id = b.id
        where b.deleted_at is null and b.security_charges > 0
          and (case when b.status = 'cancelled' then least(b.booking_date, st.leave_date) else b.booking_date end) = ${date}::date
        union all
        select e.created_at, 'expense', concat_ws(' · ', e.category, e.paid_to, e.reference), e.mode, 0, e.amount, e.recorded_by, null
        from expenses e where e.spent_on = ${date}::date and e.voided_at is null
        union all
        select st.created_at, 'refund', s.student_name, coalesce(st.refund_mode, 'cash'), 0, st.refund, st.created_by, null
        from settlements st join bookings b on b.id = st.booking_id left join students s on s.id = b.student_id
        where st.leave_date = ${date}::date and st.refund > 0 and b.deleted_at is null
        union all
        select sa.payment_date, 'salary', concat_ws(' · ', sa.full_name, sa.salary_month), 'cash', 0, sa.net_salary, ${creator("salary", sql`sa.id`)}, null
        from salaries sa where (sa.payment_date at time zone ${zone})::date = ${date}::date and sa.net_salary > 0
        union all
        select (m.payment_date::timestamp at time zone ${zone}), 'maintenance', concat_ws(' · ', m.title, m.location),
          case m.payment_method when 'Cash' then 'cash' when 'Bank Transfer' then 'bank_transfer' when 'JazzCash' then 'jazzcash' when 'Easypaisa' then 'easypaisa' else 'other' end,
          0, m.total_cost, ${creator("maintenance", sql`m.id`)}, null
        from maintenance m where m.payment_date = ${date}::date and m.total_cost > 0
      )
      select to_char(moved.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, kind, description, mode, amount_in::float8 as amount_in, amount_out::float8 as amount_out,
        moved.actor_id, coalesce(u.username, moved.actor_name) as actor
      from moved left join users u on u.id = moved.actor_id
      order by moved.at, kind, description`),
      ),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const entries = rows.map((row) => ({
    at: row.at,
    kind: row.kind,
    description: row.description,
    mode: (MODES as readonly string[]).includes(row.mode ?? "") ? (row.mode as DayBookMode) : "other",
    amountIn: row.amount_in,
    amountOut: row.amount_out,
    recordedBy: row.actor_id ? { _id: row.actor_id, username: row.actor ?? "" } : null,
  }));
  return { date, entries, totals: dayBookTotals(entries) };
}
