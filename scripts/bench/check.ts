// Checks a hostel made by generate.mjs against the rules the panel runs on (lib/money), so the benchmark
// data stays what the services would have written themselves:
//   beds      no room holds more stays than beds on any day a stay moves in, nor today;
//   statuses  reserved ahead, active/notice today, checked out and cancelled in the past, charged_through;
//   rent      every monthly stay's rent lines and adjustments are what reconcileRent asks for (nothing to issue);
//   check-out the items are checkOutCharges', the settlement is settle() of the stay's lines (rent and
//             extras: typed lines, docs/bills.md, are counted apart from the rent),
//             and the balance today is the amount still owed;
//   receipts  RCT-YYYY-NNNN from 0001 with no gap in each year, in order of payment, counters = last number.
// Prints the dues it finds (stays owing today, how many overdue) and exits 1 on any violation.
//
//   DATA_DIR=/tmp/x | DATABASE_URL=postgres://… npx tsx scripts/bench/check.ts [--today YYYY-MM-DD]
import path from "node:path";
import { parseArgs } from "node:util";
import {
  allocate,
  checkOutCharges,
  periodOf,
  reconcileRent,
  settle,
  type ChargeKind,
  type ChargeLine,
  type PaymentLine,
} from "@/lib/money";
import { hostelToday, openDatabase } from "./generate.mjs";

interface StayRow {
  id: string;
  status: string;
  check_in: string;
  leave_date: string | null;
  notice_date: string | null;
  rent: number;
  deposit: number;
  charged_through: string | null;
  duration_type: string;
}
interface ChargeRow {
  id: string;
  booking_id: string;
  kind: ChargeKind;
  period: string | null;
  amount: number;
  charged_on: string;
  due_on: string;
  seq: number;
}
interface PaymentRow {
  id: string;
  booking_id: string;
  amount: number;
  paid_on: string;
  seq: number;
  voided: boolean;
}
interface SettlementRow {
  booking_id: string;
  kind: "check_out" | "cancel";
  leave_on: string;
  sudden: boolean;
  waived: boolean;
  sudden_departure_fee: number;
  damage_items: { description: string; amount: number }[];
  lost_key_fine: number;
  rent_charged: number;
  paid: number;
  balance_before_deposit: number;
  deposit_applied: number;
  credit_refunded: number;
  refund: number;
  still_owed: number;
}
interface RoomRow {
  booking_id: string;
  from_date: string;
  monthly_rent: number;
}

const { values } = parseArgs({ options: { today: { type: "string", default: hostelToday() } } });
const today = values.today!;
const db = await openDatabase({
  pgliteDir: path.resolve(process.env.DATA_DIR || "data", "pglite"),
  databaseUrl: process.env.DATABASE_URL || "",
});
const problems: string[] = [];
const fail = (message: string) => {
  if (problems.length < 20) console.error(`✗ ${message}`);
  problems.push(message);
};

try {
  const overbooked = await db.query<{ room_number: string; day: string; held: number; capacity: number }>(
    `with held as (
       select sr.room_id, sr.from_date, coalesce(least(sr.to_date, b.leave_date), 'infinity'::date) as last_day
       from stay_rooms sr join bookings b on b.id = sr.booking_id where b.deleted_at is null and b.status <> 'cancelled'
     ),
     days as (select room_id, from_date as day from held union select id, $1::date from rooms)
     select r.room_number, d.day::text, count(*)::int as held, r.capacity
     from days d join held h on h.room_id = d.room_id and h.from_date <= d.day and h.last_day >= d.day join rooms r on r.id = d.room_id
     group by r.room_number, d.day, r.capacity having count(*) > r.capacity limit 5`,
    [today],
  );
  for (const row of overbooked) fail(`${row.room_number} holds ${row.held} stays on ${row.day} with ${row.capacity} beds`);

  const bookings = await db.query<StayRow>(
    `select b.id, b.status, b.booking_date::text as check_in, b.leave_date::text as leave_date, b.notice_date::text as notice_date, b.monthly_rent as rent,
       b.security_charges as deposit, b.charged_through, b.duration_type from bookings b where b.deleted_at is null`,
  );
  const group = <T extends { booking_id: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(row.booking_id, [...(map.get(row.booking_id) ?? []), row]);
    return map;
  };
  const charges = group(
    await db.query<ChargeRow>(
      `select id, booking_id, kind, period, amount, charged_on::text as charged_on, due_on::text as due_on, seq::int as seq, type_id from charges`,
    ),
  );
  const payments = group(
    await db.query<PaymentRow>(`select id, booking_id, amount, paid_on::text as paid_on, seq::int as seq, voided from booking_payments`),
  );
  const settlements = new Map(
    (await db.query<SettlementRow>(`select *, leave_date::text as leave_on from settlements`)).map((row) => [row.booking_id, row]),
  );
  const rooms = group(
    await db.query<RoomRow>(`select booking_id, from_date::text as from_date, monthly_rent from stay_rooms order by from_date`),
  );

  const dues = { owing: 0, overdue: 0, outstanding: 0, byStatus: {} as Record<string, number>, maxDaysOverdue: 0 };
  const statuses: Record<string, number> = {};
  for (const b of bookings) {
    statuses[b.status] = (statuses[b.status] ?? 0) + 1;
    const typed = new Set((charges.get(b.id) ?? []).filter((c) => (c as unknown as { type_id: string | null }).type_id).map((c) => c.id));
    const lines: ChargeLine[] = (charges.get(b.id) ?? []).map((c) => ({
      id: c.id,
      kind: c.kind,
      period: c.period,
      amount: c.amount,
      chargedOn: c.charged_on,
      dueOn: c.due_on,
      seq: c.seq,
    }));
    const paid: PaymentLine[] = (payments.get(b.id) ?? []).map((p) => ({
      id: p.id,
      amount: p.amount,
      paidOn: p.paid_on,
      seq: p.seq,
      voided: p.voided,
    }));
    const s = settlements.get(b.id);
    const where = `stay ${b.id} (${b.status})`;

    const leave = b.leave_date ?? "";
    const fitsStatus = {
      reserved: b.check_in > today && !leave,
      active: b.check_in <= today && !leave,
      notice: b.check_in <= today && leave >= today && b.notice_date !== null && b.notice_date <= today,
      checked_out: leave !== "" && leave < today,
      cancelled: leave !== "" && leave < today,
    }[b.status];
    if (!fitsStatus)
      fail(`${where}: check-in ${b.check_in}, leave ${b.leave_date}, notice ${b.notice_date} do not fit its status on ${today}`);
    if (["checked_out", "cancelled"].includes(b.status) !== Boolean(s))
      fail(`${where}: a settlement ${s ? "it should not have" : "is missing"}`);
    if (paid.some((p) => p.paidOn > today)) fail(`${where}: a payment dated after today`);

    if (b.duration_type === "months" && b.status !== "cancelled") {
      const checkedOut = b.status === "checked_out";
      const through = periodOf(checkedOut ? leave : today);
      if (b.charged_through !== through) fail(`${where}: charged_through ${b.charged_through}, expected ${through}`);
      const terms = {
        checkIn: b.check_in,
        leaveDate: checkedOut ? leave : null,
        parts: (rooms.get(b.id) ?? []).map((r) => ({ from: r.from_date, monthlyRent: r.monthly_rent })),
      };
      const issued = lines
        .filter((l) => (l.kind === "rent" || l.kind === "adjustment") && !typed.has(l.id))
        .map((l) => ({
          kind: l.kind as "rent" | "adjustment",
          period: l.period!,
          amount: l.amount,
          chargedOn: l.chargedOn,
          dueOn: l.dueOn,
        }));
      const missing = reconcileRent(terms, issued, through);
      if (missing.length > 0) fail(`${where}: rent lines to issue still: ${JSON.stringify(missing)}`);
    }

    if (b.status === "checked_out" && s) {
      const items = checkOutCharges({
        leaveDate: leave,
        noticeDate: b.notice_date,
        currentRent: b.rent,
        damages: s.damage_items,
        keyLost: s.lost_key_fine > 0,
        waive: s.waived,
      });
      const got = lines
        .filter((l) => !["rent", "adjustment", "stay"].includes(l.kind) && !typed.has(l.id))
        .map((l) => `${l.kind}:${l.amount}:${l.chargedOn}:${l.dueOn}`)
        .sort();
      const want = items.items.map((l) => `${l.kind}:${l.amount}:${l.chargedOn}:${l.dueOn}`).sort();
      if (got.join() !== want.join()) fail(`${where}: check-out items ${got} instead of ${want}`);
      if (s.sudden !== items.sudden || s.waived !== items.waived || s.sudden_departure_fee !== items.suddenDepartureFee)
        fail(`${where}: settlement sudden/waived/fee differ from the rules`);
    }
    if (s) {
      // Every line, not the leave day's: a check-out's final meter reading is dated the day after it.
      const before = allocate(lines, paid, "9999-12-31").totals;
      const balance = s.kind === "cancel" ? -before.paid : before.balance;
      const want = { paid: before.paid, balanceBeforeDeposit: balance, ...settle({ deposit: b.deposit, balanceBeforeDeposit: balance }) };
      const stored = {
        paid: s.paid,
        balanceBeforeDeposit: s.balance_before_deposit,
        depositApplied: s.deposit_applied,
        creditRefunded: s.credit_refunded,
        refund: s.refund,
        stillOwed: s.still_owed,
      };
      if (JSON.stringify(stored) !== JSON.stringify(want))
        fail(`${where}: settlement ${JSON.stringify(stored)} instead of ${JSON.stringify(want)}`);
      const rentCharged = lines
        .filter((l) => ["rent", "stay", "adjustment"].includes(l.kind) && !typed.has(l.id))
        .reduce((sum, l) => sum + l.amount, 0);
      if (s.rent_charged !== rentCharged) fail(`${where}: settlement rent_charged ${s.rent_charged} instead of ${rentCharged}`);
    }

    const view = allocate(
      lines,
      paid,
      today,
      s ? { on: s.leave_on, depositApplied: s.deposit_applied, creditRefunded: s.credit_refunded } : null,
    );
    if (s && view.totals.balance !== s.still_owed) fail(`${where}: balance today ${view.totals.balance}, still owed ${s.still_owed}`);
    if (view.totals.balance > 0) {
      dues.owing++;
      dues.outstanding += view.outstanding;
      dues.byStatus[b.status] = (dues.byStatus[b.status] ?? 0) + 1;
      if (view.overdue) dues.overdue++;
      dues.maxDaysOverdue = Math.max(dues.maxDaysOverdue, view.daysOverdue);
    }
  }

  const receipts = await db.query<{
    year: number;
    count: number;
    last: number;
    distinct_numbers: number;
    counter: number | null;
    year_of_payment: boolean;
  }>(
    `select p.year, p.count, p.last, p.distinct_numbers, c.last_number as counter, p.year_of_payment
     from (select substr(receipt_no, 5, 4)::int as year, count(*)::int as count, max(substr(receipt_no, 10)::int) as last,
             count(distinct receipt_no)::int as distinct_numbers, bool_and(substr(receipt_no, 5, 4)::int = extract(year from paid_on)) as year_of_payment
           from booking_payments group by 1) p
     left join receipt_counters c on c.year = p.year order by p.year`,
  );
  for (const r of receipts) {
    if (r.count !== r.last || r.distinct_numbers !== r.count || r.counter !== r.count || !r.year_of_payment)
      fail(`receipts of ${r.year}: ${JSON.stringify(r)}`);
  }
  const [order] = await db.query<{ out_of_order: number }>(
    `select count(*)::int as out_of_order from (
       select paid_on, lag(paid_on) over (partition by substr(receipt_no, 5, 4) order by substr(receipt_no, 10)::int) as previous_day from booking_payments) x
     where previous_day > paid_on`,
  );
  if (order && order.out_of_order > 0) fail(`${order.out_of_order} receipts numbered before an earlier payment of their year`);

  console.log(JSON.stringify({ today, stays: bookings.length, statuses, dues, receiptYears: receipts.length, problems: problems.length }));
} finally {
  await db.close();
}
process.exit(problems.length > 0 ? 1 : 0);
