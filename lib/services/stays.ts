import "server-only";
import { and, asc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { formatYearMonth } from "@/lib/format";
import { hostelTime } from "@/lib/time";
import {
  addDays,
  allocate,
  periodOf,
  reconcileCharges,
  type ChargeLine,
  type Day,
  type IssuedRentLine,
  type LedgerView,
  type PaymentLine,
  type StayChargeLine,
  type StayCharging,
  type StayForCheckOut,
} from "@/lib/money";
import { bookingPayments, bookings, type Booking } from "@/models/bookings";
import { charges, settlements, stayRooms, type Charge, type Settlement, type StayRoom } from "@/models/ledger";
import { LIVE_STAY_STATUSES, RENT_CHARGE_KINDS } from "@/models/enums";
import type { User } from "@/models/users";
import { adjustmentCauses } from "./adjustment-causes";

// The stay ledger's reads (lib/money/README.md): a stay with its rooms, its lines, its ledger as of a
// day, and the charges a read must issue first ("Always current"). Every change of a stay is written by
// ./stay-changes.ts, every payment by ./payments.ts; both lock the booking's row first, so the writes of
// one stay happen one after another.

const NOT_FOUND = "Booking not found";
const PAYMENT_NOT_FOUND = "Payment not found";

/** Today on the hostel's calendar. */
export const hostelToday = (): Day => hostelTime(new Date()).date;

export interface Stay {
  booking: Booking;
  roomsHeld: StayRoom[];
}

/** The status today: a reserved stay becomes active on its check-in day without anyone writing it. */
export function statusOn(booking: Pick<Booking, "status" | "bookingDate">, today: Day): Booking["status"] {
  return booking.status === "reserved" && booking.bookingDate <= today ? "active" : booking.status;
}

/** The statuses of a stay that still runs (holds or will hold a bed); the others are closed, final. */
export const isLive = (booking: Pick<Booking, "status">) => (LIVE_STAY_STATUSES as readonly string[]).includes(booking.status);

/** A stay with its rooms in order; 404 once deleted, unless `withDeleted` (the delete itself reads it back). */
export async function loadStay(tx: Tx | Db, id: string, lock: boolean, withDeleted = false): Promise<Stay> {
  const query = tx.select().from(bookings).where(and(eq(bookings.id, id), withDeleted ? undefined : isNull(bookings.deletedAt)));
  const [booking] = lock ? await query.for("update") : await query;
  if (!booking) throw notFound(NOT_FOUND);
  const roomsHeld = await tx.select().from(stayRooms).where(eq(stayRooms.bookingId, id)).orderBy(asc(stayRooms.fromDate), asc(stayRooms.createdAt));
  return { booking, roomsHeld };
}

/** What the stay's charges follow: its dates, rent schedule, how it is charged and whether it still counts. */
export function chargingOf({ booking, roomsHeld }: Stay): StayCharging {
  return {
    checkIn: booking.bookingDate,
    leaveDate: booking.status === "checked_out" ? booking.leaveDate : null,
    parts: roomsHeld.map((held) => ({ from: held.fromDate, monthlyRent: held.monthlyRent })),
    fixedTotal: booking.durationType === "months" ? null : booking.totalPayment,
    cancelled: booking.status === "cancelled",
  };
}

/** A line to write: a month's rent, a stay's charge, a check-out item or an adjustment. */
export interface LineToPost {
  kind: Charge["kind"];
  period: string | null;
  amount: number;
  chargedOn: Day;
  dueOn: Day;
  description?: string;
  /** Extra lines, late fees and their corrections (docs/bills.md). */
  typeId?: string | null;
  source?: Charge["source"];
  readingId?: string | null;
  reversesId?: string | null;
  reason?: string | null;
}

function describe(line: LineToPost): string {
  if (line.description) return line.description;
  if (line.kind === "rent") return `Rent for ${formatYearMonth(line.period!)}`;
  if (line.kind === "stay") return "Stay";
  return line.period ? `Adjustment for ${formatYearMonth(line.period)}` : "Adjustment of the stay";
}

/** Adds lines to a stay's ledger (never edits one: the database refuses that too). */
export async function postLines(tx: Tx, bookingId: string, lines: LineToPost[], actor: User | null) {
  if (lines.length === 0) return;
  await tx
    .insert(charges)
    .values(
      lines.map((line) => ({
        bookingId,
        kind: line.kind,
        period: line.period,
        amount: line.amount,
        chargedOn: line.chargedOn,
        dueOn: line.dueOn,
        description: describe(line),
        typeId: line.typeId ?? null,
        source: line.source ?? null,
        readingId: line.readingId ?? null,
        reversesId: line.reversesId ?? null,
        reason: line.reason ?? null,
        createdBy: actor?.id ?? null,
      })),
    )
    // Two requests issuing the same month at once: the unique indexes keep one rent line, one month of
    // an extra, one late fee.
    .onConflictDoNothing();
}

/**
 * Brings a stay's rent and stay lines up to `today`'s month and in line with its terms (dates, rooms,
 * rents, leave date, duration type, cancellation): missing months are issued, changed ones get an
 * adjustment. Returns the lines it posted. The caller holds the row lock.
 */
export async function reconcileStay(tx: Tx, stay: Stay, today: Day, actor: User | null): Promise<LineToPost[]> {
  const { booking } = stay;
  const issued = await tx
    .select({ kind: charges.kind, period: charges.period, amount: charges.amount, chargedOn: charges.chargedOn, dueOn: charges.dueOn })
    .from(charges)
    .where(and(eq(charges.bookingId, booking.id), inArray(charges.kind, [...RENT_CHARGE_KINDS])))
    .orderBy(asc(charges.seq));
  const through = periodOf(today);
  const lines = reconcileCharges(chargingOf(stay), issued as (IssuedRentLine | StayChargeLine)[], through, today);
  await postLines(tx, booking.id, lines, actor);
  if (booking.durationType === "months") await tx.update(bookings).set({ chargedThrough: through }).where(eq(bookings.id, booking.id));
  return lines;
}

/** A stay for a read, its rent issued up to `today`'s month first when it is behind ("Always current"). */
export async function freshStay(tx: Tx, id: string, today: Day): Promise<Stay> {
  const stay = await loadStay(tx, id, false);
  if (stay.booking.durationType !== "months" || stay.booking.chargedThrough === periodOf(today) || !isLive(stay.booking)) return stay;
  const locked = await loadStay(tx, id, true);
  await reconcileStay(tx, locked, today, null);
  return locked;
}

/** Issues the rent due so far for every live monthly stay not yet charged for this month (reads call this first). */
export async function issueDueRent(today = hostelToday()): Promise<void> {
  const db = await getDb();
  const period = periodOf(today);
  const stale = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        isNull(bookings.deletedAt),
        eq(bookings.durationType, "months"),
        inArray(bookings.status, [...LIVE_STAY_STATUSES]),
        or(isNull(bookings.chargedThrough), lt(bookings.chargedThrough, period)),
      ),
    );
  for (const { id } of stale) {
    await db.transaction(async (tx) => {
      const stay = await loadStay(tx, id, true).catch(() => null);
      if (stay && stay.booking.chargedThrough !== period && isLive(stay.booking)) await reconcileStay(tx, stay, today, null);
    });
  }
}

export async function readLines(tx: Tx | Db, bookingId: string) {
  const [chargeRows, paymentRows, [settlement]] = await Promise.all([
    tx.select().from(charges).where(eq(charges.bookingId, bookingId)).orderBy(asc(charges.seq)),
    tx.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId)).orderBy(asc(bookingPayments.seq)),
    tx.select().from(settlements).where(eq(settlements.bookingId, bookingId)),
  ]);
  return { chargeRows, paymentRows, settlement: settlement ?? null };
}

export type PaymentRow = typeof bookingPayments.$inferSelect;

export function ledgerView(lines: Awaited<ReturnType<typeof readLines>>, asOf: Day): LedgerView {
  const chargeLines: ChargeLine[] = lines.chargeRows.map((row) => ({ id: row.id, kind: row.kind as ChargeLine["kind"], period: row.period, amount: row.amount, chargedOn: row.chargedOn, dueOn: row.dueOn, seq: row.seq }));
  const paymentLines: PaymentLine[] = lines.paymentRows.map((row) => ({ id: row.id, amount: row.amount, paidOn: row.paidOn, seq: row.seq, voided: row.voided }));
  const { settlement } = lines;
  return allocate(chargeLines, paymentLines, asOf, settlement && { on: settlement.leaveDate, depositApplied: settlement.depositApplied, creditRefunded: settlement.creditRefunded });
}

/** A payment as the API shows it: what it pays as of `view`'s day, what it paid when recorded, and who took it. */
export function toPaymentApi(row: PaymentRow, view?: LedgerView) {
  const allocations = view?.payments.find((payment) => payment.id === row.id)?.allocations ?? [];
  return {
    _id: row.id,
    bookingId: row.bookingId,
    receiptNo: row.receiptNo,
    amount: row.amount,
    paidOn: row.paidOn,
    mode: row.mode,
    reference: row.reference,
    note: row.note,
    voided: row.voided,
    voidReason: row.voidReason,
    allocations: allocations.filter((allocation) => allocation.chargeId !== null),
    // Payments recorded before receipts kept what they paid (migration 0009) have none.
    asIssued: row.issued,
    recordedBy: row.recordedBy || row.recordedByName ? { _id: row.recordedBy, username: row.recordedByName ?? "" } : null,
    createdAt: row.createdAt,
  };
}

export function toSettlementApi(settlement: Settlement) {
  const { bookingId: _booking, kind: _kind, createdBy: _by, createdAt: _at, reason: _reason, ...figures } = settlement;
  return figures;
}

/** The ledger of a stay as of a day: charges, payments, totals and the settlement (issues due rent first). */
export async function stayLedger(id: string, asOf?: Day) {
  const db = await getDb();
  const today = hostelToday();
  return db.transaction(async (tx) => {
    const stay = await freshStay(tx, id, today);
    const day = asOf ?? today;
    const lines = await readLines(tx, id);
    const causes = await adjustmentCauses(tx, id);
    const view = ledgerView(lines, day);
    const countedCharges = view.charges.filter((charge) => charge.counted);
    const chargeRows = new Map(lines.chargeRows.map((row) => [row.id, row]));
    return {
      bookingId: id,
      status: statusOn(stay.booking, today),
      monthlyRent: stay.booking.monthlyRent,
      deposit: stay.booking.securityCharges,
      asOf: day,
      charges: countedCharges.map((charge) => ({
        _id: charge.id,
        kind: charge.kind,
        period: charge.period,
        description: chargeRows.get(charge.id)!.description,
        cause: causes.get(charge.id) ?? null,
        amount: charge.amount,
        chargedOn: charge.chargedOn,
        dueOn: charge.dueOn,
        paid: charge.paid,
        outstanding: charge.outstanding,
      })),
      payments: lines.paymentRows.filter((row) => row.paidOn <= day).map((row) => toPaymentApi(row, view)),
      totals: view.totals,
      settlement: lines.settlement ? toSettlementApi(lines.settlement) : null,
    };
  });
}

/** The balance today (what is owed now; negative: credit), inside a transaction. */
export async function balanceToday(tx: Tx, bookingId: string, today: Day): Promise<number> {
  return ledgerView(await readLines(tx, bookingId), today).totals.balance;
}

/** A payment with what it pays today, and what it paid when it was recorded. */
export async function getPayment(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, id));
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  const view = ledgerView(await readLines(db, row.bookingId), hostelToday());
  return toPaymentApi(row, view);
}

/** A day/weeks stay ends on check-in + duration − 1; a monthly one is open-ended. */
export function plannedLeave(booking: Pick<Booking, "durationType" | "durationValue" | "bookingDate">): Day | null {
  if (booking.durationType === "months") return null;
  const days = booking.durationType === "weeks" ? booking.durationValue * 7 : booking.durationValue;
  return addDays(booking.bookingDate, days - 1);
}

export { NOT_FOUND, PAYMENT_NOT_FOUND };

/** What a check-out works from (settleCheckOut): the stay's terms, its lines and the payments so far. */
export function checkOutInputOf({ booking, roomsHeld }: Stay, lines: Awaited<ReturnType<typeof readLines>>, today: Day): StayForCheckOut {
  return {
    today,
    checkIn: booking.bookingDate,
    fixedTotal: booking.durationType === "months" ? null : booking.totalPayment,
    parts: roomsHeld.map((held) => ({ from: held.fromDate, monthlyRent: held.monthlyRent })),
    currentRent: roomsHeld.at(-1)?.monthlyRent ?? booking.monthlyRent,
    noticeDate: booking.status === "notice" ? booking.noticeDate : null,
    deposit: booking.securityCharges,
    charges: lines.chargeRows.map(({ kind, period, amount, chargedOn, dueOn }) => ({ kind, period, amount, chargedOn, dueOn })),
    paid: lines.paymentRows.filter((row) => !row.voided && row.paidOn <= today).reduce((sum, row) => sum + row.amount, 0),
  };
}

/**
 * What the Check out screen previews from: the stay as the server's check-out reads it (its lines, its
 * rooms, the payments so far), and the leave date it proposes (the notice's, once reached, else today).
 */
export async function checkOutBasis(id: string): Promise<{ stay: StayForCheckOut; defaultLeaveDate: Day }> {
  const db = await getDb();
  const today = hostelToday();
  return db.transaction(async (tx) => {
    const stayNow = await freshStay(tx, id, today);
    const { booking } = stayNow;
    const stay = checkOutInputOf(stayNow, await readLines(tx, id), today);
    const noticeLeave = booking.status === "notice" && booking.leaveDate && booking.leaveDate <= today ? booking.leaveDate : null;
    return { stay, defaultLeaveDate: noticeLeave ?? today };
  });
}
