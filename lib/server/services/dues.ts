import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, rowsOf, type Tx } from "@/lib/server/db";
import { config } from "@/lib/server/config";
import { LATE_FEE_RANK, type Day, type Period } from "@/lib/money";
import { chargeTypes } from "@/models/bills";
import type { DuesQuery } from "@/lib/validations/dues";
import { bookingPayments, bookings, type Booking } from "@/models/bookings";
import { charges, reminders, settlements } from "@/models/ledger";
import { rooms } from "@/models/rooms";
import { students } from "@/models/students";
import { storedFormOf } from "@/lib/phone";
import { offsetOf } from "./list";
import { hostelToday, issueDueRent, statusOn } from "./stays";
import { currentSnapshot, keptPerSnapshot, type Read } from "./snapshot-cache";

// Who owes what as of a day, computed by the database with the allocation rule of lib/money (README:
// "Allocation") instead of running `allocate` for every stay:
//  1. the balance of each stay as of the day, one sum per stay; only stays with a positive balance go on;
//  2. for those, the charges' groups (a month's rent with its adjustments, any other line alone) in
//     payment order. Payments, credits of groups netting below zero and the deposit fill the groups
//     oldest first whatever their own order, so with `paidIn` their total, the groups still (partly)
//     unpaid are exactly those whose running total passes `paidIn`; and since
//     balance = Σ positive groups − paidIn + credit refunded, paidIn needs no second pass over payments.
// Step 1 reads every charge and payment ever made, so the owing stays of a day are kept with the
// database snapshot they were read in: while no transaction has written anything since, they are
// still exactly right, and the search, filters and pages are served from them. The same sums give the
// stays in credit (balance below 0: paid ahead), kept with them for the "in_credit" filter.

export interface DuesRow {
  bookingId: string;
  studentName: string;
  phone: string;
  roomNumber: string;
  status: Booking["status"];
  outstanding: number;
  unpaidPeriods: Period[];
  oldestDueOn: Day;
  daysOverdue: number;
  lastPaymentOn: Day | null;
  lastReminderOn: Day | null;
}

/**
 * A stay in credit (filter "in_credit"), with the keys of a dues row: `outstanding` is its balance,
 * below 0, and `credit` the amount held for the resident; nothing is unpaid or overdue.
 */
export interface CreditRow extends Omit<DuesRow, "oldestDueOn"> {
  oldestDueOn: null;
  credit: number;
}

/** A stay's balance as of the day, when above 0, and the credit refunded at its check-out counted by then. */
interface Owing {
  booking_id: string;
  balance: number;
  refunded: number;
  refund_due_on: Day | null;
}

/** An owing stay's row (or a stay in credit), with the customer's CNIC, which the search also looks at. */
interface OwingStay<Row extends DuesRow | CreditRow = DuesRow> {
  row: Row;
  cnic: string | null;
}

/**
 * PostgreSQL compiles a plan this large with JIT (jit_above_cost), which takes longer than running
 * it: several hundred milliseconds on every call. For the rest of the caller's transaction.
 */
export async function withoutJit(tx: Tx): Promise<void> {
  await tx.execute(sql`set local jit = off`);
}

/**
 * The money of stays as of `asOf`, one signed amount a row: charges (+), payments (−), the deposit
 * applied (−) and the credit refunded (+), the latter also in `refunded`, due on the leave day.
 * `stay` limits the rows to one booking id (a column of the outer query).
 */
function moneyRows(asOf: Day, stay?: SQL): SQL {
  const only = (column: SQL) => (stay ? sql`and ${column} = ${stay}` : sql``);
  return sql`
    select c.booking_id, c.amount, 0 as refunded, null::date as refund_due_on
      from ${charges} c where c.charged_on <= ${asOf}::date ${only(sql`c.booking_id`)}
    union all
    select p.booking_id, -p.amount, 0, null::date
      from ${bookingPayments} p where not p.voided and p.paid_on <= ${asOf}::date ${only(sql`p.booking_id`)}
    union all
    select s.booking_id, s.credit_refunded - s.deposit_applied, s.credit_refunded, case when s.credit_refunded > 0 then s.leave_date end
      from ${settlements} s where s.leave_date <= ${asOf}::date ${only(sql`s.booking_id`)}`;
}

/** The balance of the stay whose id is `stay` (a column of the outer query) as of `asOf`, as a subquery. */
export function balanceAsOf(stay: SQL, asOf: Day): SQL<number> {
  return sql<number>`(select coalesce(sum(m.amount), 0)::float8 from (${moneyRows(asOf, stay)}) m)`;
}

/** Stays not deleted nor cancelled whose balance as of `asOf` is not 0: owing (above 0) or in credit (below). */
async function balancedStays(tx: Tx, asOf: Day): Promise<Owing[]> {
  const found = await tx.execute(sql`
    select o.* from (
      select m.booking_id, sum(m.amount)::bigint as balance, sum(m.refunded)::bigint as refunded, max(m.refund_due_on)::text as refund_due_on
      from (${moneyRows(asOf)}) m group by m.booking_id having sum(m.amount) <> 0
    ) o join ${bookings} b on b.id = o.booking_id and b.deleted_at is null and b.status <> 'cancelled'`);
  return rowsOf<Owing>(found).map((row) => ({ ...row, balance: Number(row.balance), refunded: Number(row.refunded) }));
}

/** What a row of a stay shows besides its figures: the resident, phone, CNIC, room, status, last payment and reminder. */
function stayColumns(asOf: Day): SQL {
  const zone = config.timeZone;
  return sql`coalesce(s.student_name, b.student_name) as student_name, s.contact_number as phone, s.cnic, r.room_number, b.status, b.booking_date::text as booking_date,
      (select max(pay.paid_on)::text from ${bookingPayments} pay where pay.booking_id = b.id and not pay.voided and pay.paid_on <= ${asOf}::date) as last_payment_on,
      (select max((rm.sent_at at time zone ${zone})::date)::text from ${reminders} rm
        where rm.booking_id = b.id and (rm.sent_at at time zone ${zone})::date <= ${asOf}::date) as last_reminder_on`;
}

const stayJoins = sql`left join ${students} s on s.id = b.student_id left join ${rooms} r on r.id = b.room_id`;

/**
 * The group of a charge `c` (lib/money: `chargeGroup`), with `reversed` the line it reverses: a month's
 * rent with its adjustments, a month of one extra type or late fee with its corrections, a reversal with
 * the line it cancels, any other line alone.
 */
const keyOf = (line: string) =>
  sql.raw(`case when ${line}.type_id is not null and ${line}.period is not null and (${line}.source is null or ${line}.source = 'monthly') then 'typed ' || ${line}.type_id::text || ' ' || ${line}.period
    when ${line}.type_id is not null then 'line ' || ${line}.id::text
    when ${line}.kind in ('rent', 'adjustment') and ${line}.period is not null then 'period ' || ${line}.period
    else 'line ' || ${line}.id::text end`);
const groupKey = sql`case when reversed.id is not null then ${keyOf("reversed")} else ${keyOf("c")} end`;
/** Charges due the same day: rent and untyped lines, then extras by type, late fees last (lib/money: LATE_FEE_RANK). */
const sameDayRank = sql`case when t.system = 'late_fee' then ${LATE_FEE_RANK}::bigint when t.id is not null then 1 + t.seq else 0 end`;

interface DuesSqlRow {
  booking_id: string;
  outstanding: number;
  unpaid_periods: Period[];
  oldest_due_on: Day;
  days_overdue: number;
  student_name: string;
  phone: string;
  cnic: string | null;
  room_number: string;
  status: Booking["status"];
  booking_date: Day;
  last_payment_on: Day | null;
  last_reminder_on: Day | null;
}

/** For the owing stays: unpaid periods, oldest due day, days overdue and what the row shows. */
async function duesOf(tx: Tx, asOf: Day, owing: Owing[]): Promise<DuesSqlRow[]> {
  const result = await tx.execute(sql`
    with owing as (
      select * from json_to_recordset(${JSON.stringify(owing)}::json) as o(booking_id uuid, balance bigint, refunded bigint, refund_due_on date)
    ),
    lines as (
      select c.booking_id, c.id, c.period, c.amount, c.due_on, c.seq, ${groupKey} as group_key, ${sameDayRank} as rank
      from ${charges} c join owing o on o.booking_id = c.booking_id
        left join ${charges} reversed on reversed.id = c.reverses_id
        left join ${chargeTypes} t on t.id = c.type_id
      where c.charged_on <= ${asOf}::date
    ),
    groups as (
      select booking_id, group_key, sum(amount) as net,
        (array_agg(due_on order by seq, id))[1] as due_on, (array_agg(rank order by seq, id))[1] as rank,
        (array_agg(seq order by seq, id))[1] as seq, (array_agg(id order by seq, id))[1] as first_id
      from lines group by booking_id, group_key
    ),
    queue as (
      select booking_id, group_key, net,
        sum(net) over (partition by booking_id order by due_on, rank, seq, first_id rows between unbounded preceding and current row) as through,
        sum(net) over (partition by booking_id) as positive
      from groups where net > 0
    ),
    unpaid_groups as (
      select q.booking_id, q.group_key, q.net, greatest(q.positive - o.balance + o.refunded - (q.through - q.net), 0) as allocated
      from queue q join owing o on o.booking_id = q.booking_id
      where q.through > q.positive - o.balance + o.refunded
    ),
    unpaid_lines as (
      select booking_id, period, due_on from (
        select l.booking_id, l.period, l.due_on, l.amount, g.net, g.allocated,
          sum(greatest(l.amount, 0)) over (partition by l.booking_id, l.group_key order by l.seq, l.id rows between unbounded preceding and current row) as upto
        from lines l join unpaid_groups g on g.booking_id = l.booking_id and g.group_key = l.group_key
      ) share
      where amount > 0 and least(upto, net) > greatest(least(upto - amount, net), allocated)
    ),
    dues as (
      select o.booking_id, o.balance as outstanding, coalesce(u.periods, '[]'::json) as unpaid_periods, least(u.oldest, o.refund_due_on) as oldest_due_on
      from owing o left join (
        select booking_id, min(due_on) as oldest, json_agg(distinct period order by period) filter (where period is not null) as periods
        from unpaid_lines group by booking_id
      ) u on u.booking_id = o.booking_id
    )
    select d.booking_id, d.outstanding::float8 as outstanding, d.unpaid_periods, d.oldest_due_on::text as oldest_due_on,
      (case when d.oldest_due_on < ${asOf}::date then ${asOf}::date - d.oldest_due_on else 0 end)::int as days_overdue,
      ${stayColumns(asOf)}
    from dues d
      join ${bookings} b on b.id = d.booking_id
      ${stayJoins}`);
  return rowsOf<DuesSqlRow>(result);
}

type CreditSqlRow = Omit<DuesSqlRow, "outstanding" | "unpaid_periods" | "oldest_due_on" | "days_overdue"> & { balance: number };

/** For the stays in credit: what their rows show. */
async function creditsOf(tx: Tx, asOf: Day, inCredit: Owing[]): Promise<CreditSqlRow[]> {
  const result = await tx.execute(sql`
    with credit as (select * from json_to_recordset(${JSON.stringify(inCredit)}::json) as o(booking_id uuid, balance bigint))
    select c.booking_id, c.balance::float8 as balance, ${stayColumns(asOf)}
    from credit c join ${bookings} b on b.id = c.booking_id ${stayJoins}`);
  return rowsOf<CreditSqlRow>(result);
}

interface Kept {
  stays: OwingStay[];
  credits: OwingStay<CreditRow>[];
}

const keptBalances = keptPerSnapshot<Kept>(8);

/** The columns a dues row and a credit row share, with today's status. */
const stayRow = (row: Omit<DuesSqlRow, "outstanding" | "unpaid_periods" | "oldest_due_on" | "days_overdue">, today: Day) => ({
  bookingId: row.booking_id,
  studentName: row.student_name,
  phone: row.phone,
  roomNumber: row.room_number,
  status: statusOn({ status: row.status, bookingDate: row.booking_date }, today),
  lastPaymentOn: row.last_payment_on,
  lastReminderOn: row.last_reminder_on,
});

/** Every stay owing money (and every stay in credit) as of `asOf`, with today's status; read again only when the database has changed. */
const balancesAsOf = (asOf: Day, today: Day): Promise<Kept> =>
  // Kept while nothing is written: the rent of `today` was issued before those stays were read, and they still stand.
  keptBalances(`${today} ${asOf}`, () => readBalances(asOf, today));

async function readBalances(asOf: Day, today: Day): Promise<Read<Kept>> {
  const db = await getDb();
  await issueDueRent(today);
  // One snapshot for every step, and the one the result is kept with.
  const { snapshot, rows, creditRows } = await db.transaction(
    async (tx) => {
      await withoutJit(tx);
      const balanced = await balancedStays(tx, asOf);
      const owing = balanced.filter((stay) => stay.balance > 0);
      const inCredit = balanced.filter((stay) => stay.balance < 0);
      return {
        snapshot: await currentSnapshot(tx),
        rows: owing.length === 0 ? [] : await duesOf(tx, asOf, owing),
        creditRows: inCredit.length === 0 ? [] : await creditsOf(tx, asOf, inCredit),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const stays = rows.map((row) => ({
    cnic: row.cnic,
    row: {
      ...stayRow(row, today),
      outstanding: row.outstanding,
      unpaidPeriods: row.unpaid_periods,
      oldestDueOn: row.oldest_due_on,
      daysOverdue: row.days_overdue,
    },
  }));
  stays.sort(
    ({ row: a }, { row: b }) => b.daysOverdue - a.daysOverdue || b.outstanding - a.outstanding || (a.bookingId < b.bookingId ? -1 : 1),
  );
  const credits = creditRows.map((row) => ({
    cnic: row.cnic,
    row: { ...stayRow(row, today), outstanding: row.balance, credit: -row.balance, unpaidPeriods: [], oldestDueOn: null, daysOverdue: 0 },
  }));
  // The largest credit first.
  credits.sort(({ row: a }, { row: b }) => b.credit - a.credit || (a.bookingId < b.bookingId ? -1 : 1));
  return { snapshot, value: { stays, credits } };
}

function matches({ row, cnic }: OwingStay<DuesRow | CreditRow>, { filter, searchTerm }: Pick<DuesQuery, "filter" | "searchTerm">): boolean {
  if (filter === "overdue" && row.daysOverdue === 0) return false;
  if (filter === "due" && row.daysOverdue > 0) return false;
  if ((filter === "notice" || filter === "checked_out") && row.status !== filter) return false;
  if (!searchTerm) return true;
  const terms = [searchTerm.toLowerCase(), storedFormOf(searchTerm)?.toLowerCase()].filter((term) => term !== undefined);
  return [row.studentName, row.phone, cnic, row.roomNumber].some((text) => terms.some((term) => text?.toLowerCase().includes(term)));
}

/** One page of `found`, with the totals of them all. */
function pageOf<Row extends DuesRow | CreditRow>(found: OwingStay<Row>[], query: DuesQuery) {
  const start = offsetOf(query.page, query.limit);
  return {
    // Copies: the kept rows serve the next calls too.
    dues: found.slice(start, start + query.limit).map(({ row }) => ({ ...row, unpaidPeriods: [...row.unpaidPeriods] })),
    totalPages: Math.ceil(found.length / query.limit),
    totalDues: found.length,
    currentPage: query.page,
    totals: { outstanding: found.reduce((sum, stay) => sum + stay.row.outstanding, 0), count: found.length },
  };
}

/**
 * GET /api/dues: every stay owing money as of `asOf` (default today), most overdue first, then the
 * largest amount. Figures are as of `asOf`; a row's status (and the notice/checked-out filters) are today's.
 */
export async function listDues(
  query: DuesQuery & { filter?: Exclude<DuesQuery["filter"], "in_credit"> },
): Promise<ReturnType<typeof pageOf<DuesRow>>>;
/** With the filter "in_credit": the stays whose balance as of `asOf` is below 0, the largest credit first; `totals.credit` is what they hold. */
export async function listDues(query: DuesQuery): Promise<ReturnType<typeof pageOf<DuesRow>> | CreditPage>;
export async function listDues(query: DuesQuery) {
  const today = hostelToday();
  const kept = await balancesAsOf(query.asOf ?? today, today);
  if (query.filter === "in_credit") return listCredits(kept, query);
  return pageOf(
    kept.stays.filter((stay) => matches(stay, query)),
    query,
  );
}

type CreditPage = Omit<ReturnType<typeof pageOf<CreditRow>>, "totals"> & { totals: { outstanding: number; count: number; credit: number } };

function listCredits(kept: Kept, query: DuesQuery): CreditPage {
  const found = kept.credits.filter((stay) => matches(stay, { ...query, filter: undefined }));
  const page = pageOf(found, query);
  return { ...page, totals: { ...page.totals, credit: -page.totals.outstanding } };
}
