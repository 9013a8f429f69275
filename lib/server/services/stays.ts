import "server-only";
import { and, asc, eq, getTableColumns, inArray, isNull, lt, ne, or } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db";
import { notFound } from "@/lib/server/http/errors";
import { formatYearMonth } from "@/lib/format";
import { hostelTime } from "@/lib/time";
import {
  addDays,
  allocate,
  chargeGroup,
  LATE_FEE_RANK,
  periodOf,
  reconcileCharges,
  reconcileLateFees,
  reconcileMonthlyExtras,
  type ExtrasTerms,
  type TypedLine,
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
import { chargeTypes, subscriptions, type ChargeType } from "@/models/bills";
import { formatYearMonth as monthName } from "@/lib/format";
import { listChargeTypes, readSettings, systemTypes } from "./settings";
import type { User } from "@/models/users";
import { adjustmentCauses } from "./adjustment-causes";

// The stay ledger's reads (lib/money/README.md): a stay with its rooms, its lines, its ledger as of a
// day, and the charges a read must issue first ("Always current"). Every change of a stay is written by
// ./stay-changes.ts, every payment by ./payments.ts; both lock the booking's row first, so the writes of
// one stay happen one after another.

const NOT_FOUND = "bookingNotFound";
const PAYMENT_NOT_FOUND = "paymentNotFound";

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
  const query = tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), withDeleted ? undefined : isNull(bookings.deletedAt)));
  const [booking] = lock ? await query.for("update") : await query;
  if (!booking) throw notFound(NOT_FOUND);
  const roomsHeld = await tx
    .select()
    .from(stayRooms)
    .where(eq(stayRooms.bookingId, id))
    .orderBy(asc(stayRooms.fromDate), asc(stayRooms.createdAt));
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

/** What a stay's monthly extras follow (docs/bills.md, B1): its subscriptions and its rooms' charges. */
export async function extrasTermsOf(
  tx: Tx | Db,
  { booking, roomsHeld }: Stay,
  types: ChargeType[],
  leaveDate: Day | null,
): Promise<ExtrasTerms> {
  const subscribed = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.bookingId, booking.id))
    .orderBy(asc(subscriptions.createdAt));
  const typeById = new Map(types.map((type) => [type.id, type]));
  return {
    checkIn: booking.bookingDate,
    leaveDate,
    cancelled: booking.status === "cancelled",
    subscriptions: subscribed.map((row) => {
      const type = typeById.get(row.typeId)!;
      return { typeId: row.typeId, from: row.fromDate, to: row.toDate, amount: row.amount ?? type.amountPaisa / 100, months: type.months };
    }),
    roomCharges: roomsHeld.map((held) => ({ from: held.fromDate, monthlyRent: held.roomCharges })),
    roomTypeId: systemTypes(types).room.id,
  };
}

/** The description of a typed line: "Mess — October 2026", its adjustment, a late fee. */
export function typedDescription(line: { kind: string; period: string | null }, typeName: string): string {
  const named = line.period ? `${typeName} — ${monthName(line.period)}` : typeName;
  return line.kind === "adjustment" ? `Adjustment for ${named}` : named;
}

/**
 * Brings a stay's lines up to `today` and in line with its terms (dates, rooms, rents, leave date,
 * duration type, cancellation, subscriptions): missing months of rent and monthly extras are issued,
 * changed ones get an adjustment, then the late fees are brought to what the payments say (docs/bills.md,
 * B1 and B4). Returns the lines it posted. The caller holds the row lock.
 */
export async function reconcileStay(tx: Tx, stay: Stay, today: Day, actor: User | null): Promise<LineToPost[]> {
  const { booking } = stay;
  const issued = await tx
    .select({ kind: charges.kind, period: charges.period, amount: charges.amount, chargedOn: charges.chargedOn, dueOn: charges.dueOn })
    .from(charges)
    .where(and(eq(charges.bookingId, booking.id), inArray(charges.kind, [...RENT_CHARGE_KINDS]), isNull(charges.typeId)))
    .orderBy(asc(charges.seq));
  const through = periodOf(today);
  // New months fall due on the house rules' day as it is now; lines already issued keep theirs.
  const { rentDueDay } = (await readSettings(tx)).houseRules;
  const charging = { ...chargingOf(stay), rentDueDay };
  const rentLines: LineToPost[] = reconcileCharges(charging, issued as (IssuedRentLine | StayChargeLine)[], through, today);
  const types = await listChargeTypes(tx);
  const before = await readLines(tx, booking.id);
  const extrasTerms = { ...(await extrasTermsOf(tx, stay, types, charging.leaveDate)), rentDueDay };
  const extraLines = reconcileMonthlyExtras(extrasTerms, before.chargeRows.map(typedLineOf), through, today);
  const names = new Map(types.map((type) => [type.id, type.name]));
  const posted: LineToPost[] = [
    ...rentLines,
    ...extraLines.map((line) => ({ ...line, description: typedDescription(line, names.get(line.typeId)!) })),
  ];
  await postLines(tx, booking.id, posted, actor);
  posted.push(...(await reconcileStayLateFees(tx, stay, today, actor, types)));
  await tx
    .update(bookings)
    .set({ reconciledOn: today, ...(booking.durationType === "months" ? { chargedThrough: through } : {}) })
    .where(eq(bookings.id, booking.id));
  return posted;
}

/**
 * Brings a locked stay's late fees to what its payments say today (B4); run after every change of its
 * money. `pending`: a payment about to be recorded, so that its receipt shows what it pays after them.
 */
export async function reconcileStayLateFees(
  tx: Tx,
  stay: Stay,
  today: Day,
  actor: User | null,
  types?: ChargeType[],
  pending: PaymentLine[] = [],
): Promise<LineToPost[]> {
  const { lateFee } = await readSettings(tx);
  if (lateFee.amount <= 0 || lateFee.from === null) return [];
  const lateType = systemTypes(types ?? (await listChargeTypes(tx))).lateFee;
  const lines = await readLines(tx, stay.booking.id);
  const feeLines = reconcileLateFees({
    charges: chargeLinesOf(lines.chargeRows),
    payments: [...paymentLinesOf(lines.paymentRows), ...pending],
    // The deposit is not a payment made by the due day: a fee is decided by payments alone.
    settlement: null,
    leaveDate: stay.booking.status === "checked_out" ? stay.booking.leaveDate : null,
    today,
    rule: { typeId: lateType.id, graceDays: lateFee.graceDays, amount: lateFee.amount, from: lateFee.from },
  });
  const posted = feeLines.map((line) => ({ ...line, description: typedDescription(line, lateType.name) }));
  await postLines(tx, stay.booking.id, posted, actor);
  return posted;
}

/** A stay for a read, its lines brought up to today first when they are behind ("Always current"). */
export async function freshStay(tx: Tx, id: string, today: Day): Promise<Stay> {
  const stay = await loadStay(tx, id, false);
  if (!needsReconcile(stay.booking, today)) return stay;
  const locked = await loadStay(tx, id, true);
  await reconcileStay(tx, locked, today, null);
  return locked;
}

/**
 * A live stay is brought up to date once a day, and when a new month's rent is due. issueDueRent asks
 * the same of every stay in SQL to find the candidates, then this re-checks each under its row lock.
 */
function needsReconcile(booking: Booking, today: Day): boolean {
  if (!isLive(booking)) return false;
  return booking.reconciledOn !== today || (booking.durationType === "months" && booking.chargedThrough !== periodOf(today));
}

/** Brings every live stay not yet brought up to date today up to date (reads of many stays call this first). */
export async function issueDueRent(today = hostelToday()): Promise<void> {
  const db = await getDb();
  const period = periodOf(today);
  // needsReconcile, as a query.
  const stale = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        isNull(bookings.deletedAt),
        inArray(bookings.status, [...LIVE_STAY_STATUSES]),
        or(
          isNull(bookings.reconciledOn),
          ne(bookings.reconciledOn, today),
          and(eq(bookings.durationType, "months"), or(isNull(bookings.chargedThrough), lt(bookings.chargedThrough, period))),
        ),
      ),
    );
  for (const { id } of stale) {
    await db.transaction(async (tx) => {
      const stay = await loadStay(tx, id, true).catch(() => null);
      if (stay && needsReconcile(stay.booking, today)) await reconcileStay(tx, stay, today, null);
    });
  }
}

/** A charge row with its type's order and names (null for untyped lines). */
const chargeWithType = {
  ...getTableColumns(charges),
  typeSeq: chargeTypes.seq,
  typeName: chargeTypes.name,
  typeNameUr: chargeTypes.nameUr,
  typeSystem: chargeTypes.system,
};

export async function readLines(tx: Tx | Db, bookingId: string) {
  const [chargeRows, paymentRows, [settlement]] = await Promise.all([
    tx
      .select(chargeWithType)
      .from(charges)
      .leftJoin(chargeTypes, eq(chargeTypes.id, charges.typeId))
      .where(eq(charges.bookingId, bookingId))
      .orderBy(asc(charges.seq)),
    tx.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId)).orderBy(asc(bookingPayments.seq)),
    tx.select().from(settlements).where(eq(settlements.bookingId, bookingId)),
  ]);
  return { chargeRows, paymentRows, settlement: settlement ?? null };
}

export type PaymentRow = typeof bookingPayments.$inferSelect;

export type ChargeRow = Awaited<ReturnType<typeof readLines>>["chargeRows"][number];

const typedLineOf = (row: ChargeRow): TypedLine => ({
  id: row.id,
  kind: row.kind,
  period: row.period,
  amount: row.amount,
  chargedOn: row.chargedOn,
  dueOn: row.dueOn,
  typeId: row.typeId,
  source: row.source,
  reversesId: row.reversesId,
});

/** A stay's charges as allocation reads them: extras and late fees in their groups and same-day order (docs/bills.md). */
export function chargeLinesOf(rows: ChargeRow[]): (ChargeLine & TypedLine)[] {
  const typed = rows.map(typedLineOf);
  const byId = new Map(typed.map((line) => [line.id, line]));
  return rows.map((row, i) => ({
    ...typed[i]!,
    seq: row.seq,
    group: chargeGroup(typed[i]!, byId),
    rank: rankOf(row.typeSystem, row.typeSeq),
  }));
}

/** The same-day order of a line by its type: rent and untyped lines first, extras in type order, late fees last. */
const rankOf = (system: ChargeType["system"] | null, typeSeq: number | null) =>
  system === "late_fee" ? LATE_FEE_RANK : typeSeq === null ? 0 : 1 + typeSeq;

const paymentLinesOf = (rows: PaymentRow[]): PaymentLine[] =>
  rows.map((row) => ({ id: row.id, amount: row.amount, paidOn: row.paidOn, seq: row.seq, voided: row.voided }));

export function ledgerView(lines: Awaited<ReturnType<typeof readLines>>, asOf: Day): LedgerView {
  const { settlement } = lines;
  return allocate(
    chargeLinesOf(lines.chargeRows),
    paymentLinesOf(lines.paymentRows),
    asOf,
    settlement && { on: settlement.leaveDate, depositApplied: settlement.depositApplied, creditRefunded: settlement.creditRefunded },
  );
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
        typeId: chargeRows.get(charge.id)!.typeId,
        typeName: chargeRows.get(charge.id)!.typeName,
        typeNameUr: chargeRows.get(charge.id)!.typeNameUr,
        // Where a line came from, and the line a correction reverses with its reason (docs/bills.md, B2 and B4).
        source: chargeRows.get(charge.id)!.source,
        reversesId: chargeRows.get(charge.id)!.reversesId,
        reason: chargeRows.get(charge.id)!.reason,
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

/** What a check-out works from (settleCheckOut): the stay's terms, its lines, the payments so far and its bills. */
export async function checkOutInput(tx: Tx | Db, stay: Stay, today: Day): Promise<StayForCheckOut> {
  const { booking, roomsHeld } = stay;
  const [lines, types, { lateFee, houseRules }] = await Promise.all([readLines(tx, booking.id), listChargeTypes(tx), readSettings(tx)]);
  return {
    today,
    rules: houseRules,
    checkIn: booking.bookingDate,
    fixedTotal: booking.durationType === "months" ? null : booking.totalPayment,
    parts: roomsHeld.map((held) => ({ from: held.fromDate, monthlyRent: held.monthlyRent })),
    currentRent: roomsHeld.at(-1)?.monthlyRent ?? booking.monthlyRent,
    noticeDate: booking.status === "notice" ? booking.noticeDate : null,
    deposit: booking.securityCharges,
    charges: lines.chargeRows.map(({ kind, period, amount, chargedOn, dueOn, typeId }) => ({
      kind,
      period,
      amount,
      chargedOn,
      dueOn,
      typeId,
    })),
    paid: lines.paymentRows.filter((row) => !row.voided && row.paidOn <= today).reduce((sum, row) => sum + row.amount, 0),
    bills: {
      extras: { ...(await extrasTermsOf(tx, stay, types, null)), rentDueDay: houseRules.rentDueDay },
      lines: chargeLinesOf(lines.chargeRows),
      payments: paymentLinesOf(lines.paymentRows),
      lateFee: { typeId: systemTypes(types).lateFee.id, graceDays: lateFee.graceDays, amount: lateFee.amount, from: lateFee.from },
      typeRanks: Object.fromEntries(types.map((type) => [type.id, rankOf(type.system, type.seq)])),
    },
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
    const stay = await checkOutInput(tx, stayNow, today);
    const noticeLeave = booking.status === "notice" && booking.leaveDate && booking.leaveDate <= today ? booking.leaveDate : null;
    return { stay, defaultLeaveDate: noticeLeave ?? today };
  });
}
