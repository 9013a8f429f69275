import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, rowsOf } from "@/lib/server/db";
import { firstDay, lastDay, periodOf, type Day } from "@/lib/money";
import { hostelTime } from "@/lib/time";
import { PAYMENT_MODES } from "@/models/enums";
import { bookingPayments, bookings, type BookingPayment } from "@/models/bookings";
import { rooms } from "@/models/rooms";
import { students } from "@/models/students";
import { users } from "@/models/users";
import { PAYMENT_LIST_PAGE_SIZE, type PaymentListQuery } from "@/lib/validations/payment-list";
import { offsetOf } from "./list";

// The payments list (GET /api/payments, the /payments screen and its export): every receipt of a range
// of days, voided ones too (struck through, counted nowhere), newest first. One statement gives the page,
// the count of every match and the totals of the matches not voided, from the payments the days select
// (booking_payments_paid_on_idx), so a list costs one query however many pages it has.

export type PaymentMode = BookingPayment["mode"];

export interface PaymentListRow {
  _id: string;
  bookingId: string;
  receiptNo: string;
  paidOn: Day;
  amount: number;
  mode: PaymentMode;
  reference: string | null;
  studentName: string;
  roomNumber: string | null;
  /** Who took the money: the account, by its name today (or as it was then, once the account is gone). */
  recordedBy: { _id: string | null; username: string } | null;
  voided: boolean;
  voidReason: string | null;
  createdAt: string;
}

export interface PaymentTotals {
  amount: number;
  byMode: Record<PaymentMode, number>;
}

export interface PaymentListPage {
  payments: PaymentListRow[];
  totalPages: number;
  currentPage: number;
  count: number;
  totals: PaymentTotals;
  /** The days the list covers, as resolved (the defaults filled in). */
  from: Day;
  to: Day;
}

/**
 * The days a query covers: as given; a missing `from` is the first day of the month of `to` (or of this
 * month), a missing `to` the last day of this month (or of `from`'s month when `from` is later).
 */
export function paymentListDays(
  { from, to }: Pick<PaymentListQuery, "from" | "to">,
  today: Day = hostelTime(new Date()).date,
): { from: Day; to: Day } {
  const thisMonth = periodOf(today);
  const start = from ?? firstDay(to ? periodOf(to) : thisMonth);
  const end = to ?? lastDay(periodOf(start) > thisMonth ? periodOf(start) : thisMonth);
  return { from: start, to: end };
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The conditions of the query's filters, on `p` (the payment), and with a search `b` (its stay) and `s` (its customer). */
function conditions(query: PaymentListQuery, days: { from: Day; to: Day }): SQL {
  const parts: SQL[] = [sql`p.paid_on between ${days.from}::date and ${days.to}::date`];
  if (query.mode) parts.push(sql`p.mode = ${query.mode}`);
  if (query.recordedBy) parts.push(sql`p.recorded_by = ${query.recordedBy}::uuid`);
  if (query.searchTerm) {
    const like = `%${escapeLike(query.searchTerm)}%`;
    parts.push(sql`(p.receipt_no ilike ${like} or coalesce(s.student_name, b.student_name) ilike ${like} or p.reference ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

/** What a search looks at besides the payment: its stay's customer name. */
const searchJoins = sql`join ${bookings} b on b.id = p.booking_id left join ${students} s on s.id = b.student_id`;
/** What a row shows besides the payment: its stay, customer, room and recorder. */
const joins = sql`${searchJoins} left join ${rooms} r on r.id = b.room_id left join ${users} u on u.id = p.recorded_by`;

/** The number of matches and Σ amount of those not voided, all and by mode. */
function totalColumns(): SQL {
  const byMode = PAYMENT_MODES.map(
    (mode) =>
      sql`coalesce(sum(p.amount) filter (where not p.voided and p.mode = ${mode}), 0)::float8 as ${sql.identifier(`total_${mode}`)}`,
  );
  return sql.join(
    [sql`count(*)::int as matches`, sql`coalesce(sum(p.amount) filter (where not p.voided), 0)::float8 as total_amount`, ...byMode],
    sql`, `,
  );
}

interface TotalsRow {
  matches: number;
  total_amount: number;
  total_cash: number;
  total_bank_transfer: number;
  total_jazzcash: number;
  total_easypaisa: number;
}

interface ListSqlRow extends TotalsRow {
  id: string;
  booking_id: string;
  receipt_no: string;
  paid_on: Day;
  amount: number;
  mode: PaymentMode;
  reference: string | null;
  student_name: string;
  room_number: string | null;
  recorded_by: string | null;
  recorded_by_username: string | null;
  voided: boolean;
  void_reason: string | null;
  created_at: string;
}

const totalsOf = (row: TotalsRow | undefined): { count: number; totals: PaymentTotals } => ({
  count: Number(row?.matches ?? 0),
  totals: {
    amount: Number(row?.total_amount ?? 0),
    byMode: {
      cash: Number(row?.total_cash ?? 0),
      bank_transfer: Number(row?.total_bank_transfer ?? 0),
      jazzcash: Number(row?.total_jazzcash ?? 0),
      easypaisa: Number(row?.total_easypaisa ?? 0),
    },
  },
});

const toRow = (row: ListSqlRow): PaymentListRow => ({
  _id: row.id,
  bookingId: row.booking_id,
  receiptNo: row.receipt_no,
  paidOn: row.paid_on,
  amount: Number(row.amount),
  mode: row.mode,
  reference: row.reference,
  studentName: row.student_name,
  roomNumber: row.room_number,
  recordedBy: row.recorded_by || row.recorded_by_username ? { _id: row.recorded_by, username: row.recorded_by_username ?? "" } : null,
  voided: row.voided,
  voidReason: row.void_reason,
  createdAt: new Date(row.created_at).toISOString(),
});

/** GET /api/payments: one page of the receipts matching the query, newest first, with the count and totals of every page. */
export async function listPayments(query: PaymentListQuery, pageSize = PAYMENT_LIST_PAGE_SIZE): Promise<PaymentListPage> {
  const db = await getDb();
  const days = paymentListDays(query);
  const where = conditions(query, days);
  // One statement: the count and totals of every match as plain sums (a window over every match kept them
  // all in memory: four times slower over ten years of payments), and the page, both from the payments
  // alone (their customer's name only when searched); then the page's stay, customer, room and recorder.
  const matched = sql`from ${bookingPayments} p ${query.searchTerm ? searchJoins : sql``} where ${where}`;
  const found = await db.execute(sql`
    with totals as (select ${totalColumns()} ${matched}),
    page as (select p.* ${matched} order by p.paid_on desc, p.seq desc limit ${pageSize} offset ${offsetOf(query.page, pageSize)}),
    shown as (
      select p.id, p.seq, p.booking_id, p.receipt_no, p.paid_on::text as paid_on, p.amount, p.mode, p.reference,
        coalesce(s.student_name, b.student_name) as student_name, r.room_number,
        p.recorded_by, coalesce(u.username, p.recorded_by_name) as recorded_by_username,
        p.voided, p.void_reason, p.created_at
      from page p ${joins}
    )
    select shown.*, totals.* from totals left join shown on true
    order by shown.paid_on desc, shown.seq desc`);
  const answer = rowsOf<ListSqlRow>(found);
  // Past the last page the totals come alone, in a row without a payment.
  const rows = answer.filter((row) => row.id !== null);
  const figures = answer[0];
  const { count, totals } = totalsOf(figures);
  return { payments: rows.map(toRow), totalPages: Math.ceil(count / pageSize), currentPage: query.page, count, totals, ...days };
}

/** The administrators the list can be filtered by: every account, by name. */
export async function paymentRecorders(): Promise<{ _id: string; username: string }[]> {
  const db = await getDb();
  const rows = rowsOf<{ id: string; username: string }>(await db.execute(sql`select id, username from ${users} order by username, id`));
  return rows.map(({ id, username }) => ({ _id: id, username }));
}
