import "server-only";
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/db";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { formatPKR, formatYearMonth } from "@/lib/format";
import { hostelTime } from "@/lib/time";
import {
  addDays,
  allocate,
  checkOutCharges,
  periodOf,
  reconcileRent,
  settle,
  type ChargeLine,
  type Day,
  type LedgerView,
  type NewCharge,
  type PaymentLine,
  type StayTerms,
} from "@/lib/money";
import { bookingPayments, bookings, type Booking, type BookingPayment } from "@/models/bookings";
import { charges, settlements, stayRooms, receiptCounters, type Charge, type Settlement, type StayRoom } from "@/models/ledger";
import { rooms } from "@/models/rooms";
import type { User } from "@/models/users";
import type { PaymentInput } from "@/lib/validations/payments";
import type { CheckOutInput, NoticeInput, TransferInput } from "@/lib/validations/stays";
import { audit } from "./audit";
import { assertBedFree } from "./beds";
import { nextUpdatedAt } from "./records";

// A booking seen over time (lib/money/README.md): its rooms and rent, its charges issued month by month,
// its payments with receipts, notice, check-out with the deposit settled, transfer and cancellation.
// Every write locks the booking's row first, so the writes of one stay happen one after another.

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

async function loadStay(tx: Tx | Db, id: string, lock: boolean): Promise<Stay> {
  const query = tx.select().from(bookings).where(and(eq(bookings.id, id), isNull(bookings.deletedAt)));
  const [booking] = lock ? await query.for("update") : await query;
  if (!booking) throw notFound(NOT_FOUND);
  const roomsHeld = await tx.select().from(stayRooms).where(eq(stayRooms.bookingId, id)).orderBy(asc(stayRooms.fromDate), asc(stayRooms.createdAt));
  return { booking, roomsHeld };
}

function termsOf({ booking, roomsHeld }: Stay): StayTerms {
  return {
    checkIn: booking.bookingDate,
    leaveDate: booking.status === "checked_out" ? booking.leaveDate : null,
    parts: roomsHeld.map((held) => ({ from: held.fromDate, monthlyRent: held.monthlyRent })),
  };
}

async function insertCharges(tx: Tx, bookingId: string, lines: (NewCharge | { kind: Charge["kind"]; period: string | null; amount: number; chargedOn: Day; dueOn: Day; description?: string })[], actor: User | null) {
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
        description: ("description" in line && line.description) || (line.kind === "rent" ? `Rent for ${formatYearMonth(line.period!)}` : `Adjustment for ${formatYearMonth(line.period!)}`),
        createdBy: actor?.id ?? null,
      })),
    )
    // Two requests issuing the same month at once: the unique index keeps one rent line.
    .onConflictDoNothing();
}

/**
 * Brings a monthly stay's rent lines up to `today`'s month and in line with its rooms, rents and leave
 * date: missing months are issued, changed months get an adjustment. The caller holds the row lock.
 */
async function reconcileStay(tx: Tx, stay: Stay, today: Day, actor: User | null): Promise<void> {
  const { booking } = stay;
  if (booking.durationType !== "months" || booking.status === "cancelled") return;
  const issued = await tx
    .select({ kind: charges.kind, period: charges.period, amount: charges.amount, chargedOn: charges.chargedOn, dueOn: charges.dueOn })
    .from(charges)
    .where(and(eq(charges.bookingId, booking.id), inArray(charges.kind, ["rent", "adjustment"])));
  const through = periodOf(today);
  const lines = reconcileRent(
    termsOf(stay),
    issued.map((line) => ({ ...line, kind: line.kind as "rent" | "adjustment", period: line.period! })),
    through,
  );
  await insertCharges(tx, booking.id, lines, actor);
  await tx.update(bookings).set({ chargedThrough: through }).where(eq(bookings.id, booking.id));
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
        inArray(bookings.status, ["reserved", "active", "notice"]),
        or(isNull(bookings.chargedThrough), lt(bookings.chargedThrough, period)),
      ),
    );
  for (const { id } of stale) {
    await db.transaction(async (tx) => {
      const stay = await loadStay(tx, id, true).catch(() => null);
      if (stay && stay.booking.chargedThrough !== period) await reconcileStay(tx, stay, today, null);
    });
  }
}

async function readLines(tx: Tx | Db, bookingId: string) {
  const [chargeRows, paymentRows, [settlement]] = await Promise.all([
    tx.select().from(charges).where(eq(charges.bookingId, bookingId)).orderBy(asc(charges.seq)),
    tx.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId)).orderBy(asc(bookingPayments.seq)),
    tx.select().from(settlements).where(eq(settlements.bookingId, bookingId)),
  ]);
  return { chargeRows, paymentRows, settlement: settlement ?? null };
}

type PaymentRow = typeof bookingPayments.$inferSelect;

function ledgerView(lines: Awaited<ReturnType<typeof readLines>>, asOf: Day): LedgerView {
  const chargeLines: ChargeLine[] = lines.chargeRows.map((row) => ({ id: row.id, kind: row.kind as ChargeLine["kind"], period: row.period, amount: row.amount, chargedOn: row.chargedOn, dueOn: row.dueOn, seq: row.seq }));
  const paymentLines: PaymentLine[] = lines.paymentRows.map((row) => ({ id: row.id, amount: row.amount, paidOn: row.paidOn, seq: row.seq, voided: row.voided }));
  const { settlement } = lines;
  return allocate(chargeLines, paymentLines, asOf, settlement && { on: settlement.leaveDate, depositApplied: settlement.depositApplied, creditRefunded: settlement.creditRefunded });
}

/** A payment as the API shows it, with what it pays as of `view`'s day. */
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
    let stay = await loadStay(tx, id, false);
    if (stay.booking.durationType === "months" && stay.booking.chargedThrough !== periodOf(today) && !["checked_out", "cancelled"].includes(stay.booking.status)) {
      stay = await loadStay(tx, id, true);
      await reconcileStay(tx, stay, today, null);
    }
    const day = asOf ?? today;
    const lines = await readLines(tx, id);
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
async function balanceToday(tx: Tx, bookingId: string, today: Day): Promise<number> {
  return ledgerView(await readLines(tx, bookingId), today).totals.balance;
}

/** The next receipt number of `year`: counted under the counter row's lock, so no gap and no repeat. */
async function nextReceiptNo(tx: Tx, year: number): Promise<string> {
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: receiptCounters.year, set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` } })
    .returning({ lastNumber: receiptCounters.lastNumber });
  return `RCT-${year}-${String(counter!.lastNumber).padStart(4, "0")}`;
}

/** Stores a payment with its receipt number and audit entry, inside the caller's transaction. */
export async function insertPayment(
  tx: Tx,
  bookingId: string,
  payment: { amount: number; paidOn: Day; mode: BookingPayment["mode"]; reference?: string | null; note?: string | null },
  actor: User | null,
): Promise<PaymentRow> {
  const now = new Date();
  const clock = hostelTime(now);
  const receiptNo = await nextReceiptNo(tx, Number(clock.date.slice(0, 4)));
  const [row] = await tx
    .insert(bookingPayments)
    .values({
      bookingId,
      amount: payment.amount,
      paidAt: now,
      month: clock.month,
      paidOn: payment.paidOn,
      mode: payment.mode,
      reference: payment.reference ?? null,
      note: payment.note ?? null,
      receiptNo,
      recordedBy: actor?.id ?? null,
    })
    .returning();
  await audit(tx, actor, {
    action: "payment.record",
    entity: "payment",
    entityId: row!.id,
    summary: `${receiptNo}: ${formatPKR(payment.amount)} received (${payment.mode}) on ${payment.paidOn}`,
    after: { bookingId, receiptNo, amount: payment.amount, paidOn: payment.paidOn, mode: payment.mode },
  });
  return row!;
}

function assertNotFuture(day: Day, today: Day, field: string, label: string) {
  if (day > today) throw badRequest(`${label} cannot be in the future`, { [field]: `${label} cannot be in the future` });
}

/** Records a payment for a stay: 201 `{ payment, balance }`. */
export async function recordPayment(bookingId: string, input: PaymentInput, actor: User) {
  const db = await getDb();
  const today = hostelToday();
  const paidOn = input.paidOn ?? today;
  assertNotFuture(paidOn, today, "paidOn", "Payment date");
  return db.transaction(async (tx) => {
    const stay = await loadStay(tx, bookingId, true);
    if (stay.booking.status === "cancelled") throw conflict("This booking was cancelled: it takes no payments.");
    await reconcileStay(tx, stay, today, actor);
    const row = await insertPayment(tx, bookingId, { ...input, paidOn }, actor);
    const view = ledgerView(await readLines(tx, bookingId), today);
    return { payment: toPaymentApi(row, view), balance: view.totals.balance };
  });
}

/** A payment with what it pays today. */
export async function getPayment(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, id));
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  const view = ledgerView(await readLines(db, row.bookingId), hostelToday());
  return toPaymentApi(row, view);
}

/** Voids a payment: it keeps its row and receipt number and counts nowhere. A second void is 409. */
export async function voidPayment(id: string, reason: string, actor: User) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(bookingPayments).where(eq(bookingPayments.id, id)).for("update");
    if (!current) throw notFound(PAYMENT_NOT_FOUND);
    if (current.voided) throw conflict(`Receipt ${current.receiptNo} is already void.`);
    const [row] = await tx
      .update(bookingPayments)
      .set({ voided: true, voidReason: reason, voidedAt: new Date(), voidedBy: actor.id })
      .where(eq(bookingPayments.id, id))
      .returning();
    await audit(tx, actor, {
      action: "payment.void",
      entity: "payment",
      entityId: id,
      summary: `${current.receiptNo} voided (${formatPKR(current.amount)}): ${reason}`,
      before: { voided: false, amount: current.amount },
      after: { voided: true, amount: current.amount, reason },
    });
    return toPaymentApi(row!, ledgerView(await readLines(tx, row!.bookingId), hostelToday()));
  });
}

function assertWritable(stay: Stay, today: Day, seenUpdatedAt: Date | undefined) {
  const status = statusOn(stay.booking, today);
  if (status === "checked_out") throw conflict("This booking is already checked out.");
  if (status === "cancelled") throw conflict("This booking was cancelled.");
  return { status, updatedAt: nextUpdatedAt(stay.booking.updatedAt, seenUpdatedAt) };
}

const lastMoveIn = (stay: Stay) => stay.roomsHeld.at(-1)?.fromDate ?? stay.booking.bookingDate;

/** Gives written notice: status `notice` with the planned leave date. Changes no charge. */
export async function giveNotice(bookingId: string, input: NoticeInput, actor: User, seenUpdatedAt?: Date) {
  const db = await getDb();
  const today = hostelToday();
  const noticeDate = input.noticeDate ?? today;
  assertNotFuture(noticeDate, today, "noticeDate", "Notice date");
  return db.transaction(async (tx) => {
    const stay = await loadStay(tx, bookingId, true);
    const { status, updatedAt } = assertWritable(stay, today, seenUpdatedAt);
    if (status === "reserved") throw conflict("This stay has not begun: cancel it instead of giving notice.");
    if (noticeDate < stay.booking.bookingDate) throw badRequest("Notice date cannot be before the check-in date", { noticeDate: "Notice date cannot be before the check-in date" });
    if (input.leaveDate < noticeDate) throw badRequest("Leave date cannot be before the notice date", { leaveDate: "Leave date cannot be before the notice date" });
    if (input.leaveDate < lastMoveIn(stay)) throw badRequest("Leave date cannot be before the last room move", { leaveDate: "Leave date cannot be before the last room move" });
    await tx.update(bookings).set({ status: "notice", noticeDate, leaveDate: input.leaveDate, updatedAt }).where(eq(bookings.id, bookingId));
    await audit(tx, actor, {
      action: "booking.notice",
      entity: "booking",
      entityId: bookingId,
      summary: `Notice given on ${noticeDate} to leave on ${input.leaveDate}`,
      before: { status, noticeDate: stay.booking.noticeDate, leaveDate: stay.booking.leaveDate },
      after: { status: "notice", noticeDate, leaveDate: input.leaveDate },
    });
  });
}

/** Withdraws the notice: back to active, no leave date. */
export async function withdrawNotice(bookingId: string, actor: User, seenUpdatedAt?: Date) {
  const db = await getDb();
  const today = hostelToday();
  return db.transaction(async (tx) => {
    const stay = await loadStay(tx, bookingId, true);
    const { status, updatedAt } = assertWritable(stay, today, seenUpdatedAt);
    if (status !== "notice") throw conflict("This booking has no notice to withdraw.");
    await tx.update(bookings).set({ status: "active", noticeDate: null, leaveDate: plannedLeave(stay.booking), updatedAt }).where(eq(bookings.id, bookingId));
    await audit(tx, actor, {
      action: "booking.notice_withdrawn",
      entity: "booking",
      entityId: bookingId,
      summary: "Notice withdrawn",
      before: { status, noticeDate: stay.booking.noticeDate, leaveDate: stay.booking.leaveDate },
      after: { status: "active", noticeDate: null },
    });
  });
}

/** A days/weeks stay ends on check-in + duration − 1; a monthly one is open-ended. */
export function plannedLeave(booking: Pick<Booking, "durationType" | "durationValue" | "bookingDate">): Day | null {
  if (booking.durationType === "months") return null;
  const days = booking.durationType === "weeks" ? booking.durationValue * 7 : booking.durationValue;
  return addDays(booking.bookingDate, days - 1);
}

/** Checks a resident out in one transaction: rent to the leave date, fees, damages, then the deposit settles. */
export async function checkOut(bookingId: string, input: CheckOutInput, actor: User, seenUpdatedAt?: Date) {
  const db = await getDb();
  const today = hostelToday();
  return db.transaction(async (tx) => {
    const stay = await loadStay(tx, bookingId, true);
    const { status, updatedAt } = assertWritable(stay, today, seenUpdatedAt);
    if (status === "reserved") throw conflict("This stay has not begun: cancel it instead of checking out.");
    const { booking } = stay;
    const leaveDate = input.leaveDate ?? (booking.status === "notice" && booking.leaveDate && booking.leaveDate <= today ? booking.leaveDate : today);
    assertNotFuture(leaveDate, today, "leaveDate", "Leave date");
    if (leaveDate < booking.bookingDate) throw badRequest("Leave date cannot be before the check-in date", { leaveDate: "Leave date cannot be before the check-in date" });
    if (booking.noticeDate && leaveDate < booking.noticeDate) throw badRequest("Leave date cannot be before the notice date", { leaveDate: "Leave date cannot be before the notice date" });
    if (leaveDate < lastMoveIn(stay)) throw badRequest("Leave date cannot be before the last room move", { leaveDate: "Leave date cannot be before the last room move" });

    const noticeDate = booking.status === "notice" ? booking.noticeDate : null;
    await tx
      .update(bookings)
      .set({ status: "checked_out", leaveDate, noticeDate, updatedAt })
      .where(eq(bookings.id, bookingId));
    const checkedOut: Stay = { ...stay, booking: { ...booking, status: "checked_out", leaveDate, noticeDate } };
    await reconcileStay(tx, checkedOut, today, actor);

    const currentRent = stay.roomsHeld.at(-1)?.monthlyRent ?? booking.monthlyRent;
    const items = checkOutCharges({ leaveDate, noticeDate, currentRent, damages: input.damages, keyLost: input.keyLost, waive: input.waiveSuddenDepartureFee });
    await insertCharges(tx, bookingId, items.items, actor);

    const lines = await readLines(tx, bookingId);
    const totals = ledgerView(lines, today).totals;
    const deposit = booking.securityCharges;
    const settled = settle({ deposit, balanceBeforeDeposit: totals.balance });
    const rentCharged = lines.chargeRows.filter((row) => ["rent", "stay", "adjustment"].includes(row.kind)).reduce((sum, row) => sum + row.amount, 0);
    const [settlement] = await tx
      .insert(settlements)
      .values({
        bookingId,
        kind: "check_out",
        leaveDate,
        noticeDate,
        sudden: items.sudden,
        waived: items.waived,
        deposit,
        rentCharged,
        suddenDepartureFee: items.suddenDepartureFee,
        damages: items.damages,
        damageItems: input.damages,
        lostKeyFine: items.lostKeyFine,
        paid: totals.paid,
        balanceBeforeDeposit: totals.balance,
        ...settled,
        refundMode: input.refundMode ?? null,
        createdBy: actor.id,
      })
      .returning();
    await tx.update(stayRooms).set({ toDate: leaveDate }).where(and(eq(stayRooms.bookingId, bookingId), isNull(stayRooms.toDate)));
    await audit(tx, actor, {
      action: "booking.check_out",
      entity: "booking",
      entityId: bookingId,
      summary: `Checked out on ${leaveDate}: charged ${formatPKR(totals.charged)}, paid ${formatPKR(totals.paid)}, deposit applied ${formatPKR(settled.depositApplied)}, refund ${formatPKR(settled.refund)}, still owed ${formatPKR(settled.stillOwed)}`,
      before: { status, balance: totals.balance },
      after: { status: "checked_out", leaveDate, ...settled },
    });
    return toSettlementApi(settlement!);
  });
}

/** Calls off a stay that never began: no rent, no fees; the deposit and any advance are refunded. */
export async function cancelStay(bookingId: string, reason: string, actor: User, seenUpdatedAt?: Date) {
  const db = await getDb();
  const today = hostelToday();
  return db.transaction(async (tx) => {
    const stay = await loadStay(tx, bookingId, true);
    const { status, updatedAt } = assertWritable(stay, today, seenUpdatedAt);
    if (status !== "reserved") throw conflict("Only a reserved stay (check-in still ahead) can be cancelled.");
    const { booking } = stay;
    // A days/weeks stay's charge is reversed, so the stay owes nothing.
    const lines = await readLines(tx, bookingId);
    const reversals = lines.chargeRows
      .filter((row) => row.amount !== 0)
      .map((row) => ({ kind: "adjustment" as const, period: row.period, amount: -row.amount, chargedOn: row.chargedOn, dueOn: row.dueOn, description: `Cancelled: ${row.description}` }));
    await insertCharges(tx, bookingId, reversals, actor);
    const paid = lines.paymentRows.filter((row) => !row.voided).reduce((sum, row) => sum + row.amount, 0);
    const deposit = booking.securityCharges;
    const settled = settle({ deposit, balanceBeforeDeposit: -paid });
    const [settlement] = await tx
      .insert(settlements)
      .values({
        bookingId,
        kind: "cancel",
        leaveDate: today,
        noticeDate: null,
        sudden: false,
        waived: false,
        deposit,
        rentCharged: 0,
        suddenDepartureFee: 0,
        damages: 0,
        damageItems: [],
        lostKeyFine: 0,
        paid,
        balanceBeforeDeposit: -paid,
        ...settled,
        reason,
        createdBy: actor.id,
      })
      .returning();
    await tx.update(bookings).set({ status: "cancelled", leaveDate: today, updatedAt }).where(eq(bookings.id, bookingId));
    await audit(tx, actor, {
      action: "booking.cancel",
      entity: "booking",
      entityId: bookingId,
      summary: `Cancelled before check-in: ${reason}. Refund ${formatPKR(settled.refund)}`,
      before: { status },
      after: { status: "cancelled", refund: settled.refund },
    });
    return toSettlementApi(settlement!);
  });
}

/** Moves a stay to another room (or changes its rent in the same room) from a day; 409 when no bed is free. */
export async function transferStay(bookingId: string, input: TransferInput, actor: User, seenUpdatedAt?: Date) {
  const db = await getDb();
  const today = hostelToday();
  return db.transaction(async (tx) => {
    const stay = await loadStay(tx, bookingId, true);
    const { updatedAt } = assertWritable(stay, today, seenUpdatedAt);
    const { booking } = stay;
    const current = stay.roomsHeld.at(-1);
    if (input.onDate <= lastMoveIn(stay)) {
      const message = `The move must be after ${lastMoveIn(stay)}, the day this stay moved into its room`;
      throw badRequest(message, { onDate: message });
    }
    if (booking.leaveDate && booking.status === "notice" && input.onDate > booking.leaveDate) {
      throw badRequest("The move cannot be after the leave date", { onDate: "The move cannot be after the leave date" });
    }
    const [room] = await tx.select().from(rooms).where(eq(rooms.id, input.roomId)).for("update");
    if (!room) throw badRequest("The selected room does not exist", { roomId: "The selected room does not exist" });
    const sameRoom = current?.roomId === room.id;
    const monthlyRent = input.monthlyRent ?? (sameRoom ? null : room.monthlyRent);
    if (monthlyRent === null) throw badRequest("Monthly rent is required for a rent change in the same room", { monthlyRent: "Monthly rent is required for a rent change in the same room" });
    if (sameRoom && monthlyRent === current.monthlyRent) throw badRequest("This is already the stay's room and rent", { roomId: "This is already the stay's room and rent" });
    if (!sameRoom) await assertBedFree(tx, room, input.onDate, bookingId);

    if (current) await tx.update(stayRooms).set({ toDate: addDays(input.onDate, -1) }).where(eq(stayRooms.id, current.id));
    await tx.insert(stayRooms).values({ bookingId, roomId: room.id, roomNumber: room.roomNumber, fromDate: input.onDate, monthlyRent });
    await tx.update(bookings).set({ roomId: room.id, monthlyRent, updatedAt }).where(eq(bookings.id, bookingId));
    await reconcileStay(tx, await loadStay(tx, bookingId, false), today, actor);
    await audit(tx, actor, {
      action: sameRoom ? "booking.rent_change" : "booking.transfer",
      entity: "booking",
      entityId: bookingId,
      summary: sameRoom
        ? `Rent changed from ${formatPKR(current?.monthlyRent ?? booking.monthlyRent)} to ${formatPKR(monthlyRent)} from ${input.onDate}`
        : `Moved from ${current?.roomNumber ?? "?"} to ${room.roomNumber} on ${input.onDate} at ${formatPKR(monthlyRent)} a month`,
      before: { room: current?.roomNumber, monthlyRent: current?.monthlyRent ?? booking.monthlyRent },
      after: { room: room.roomNumber, monthlyRent, onDate: input.onDate },
    });
  });
}

export { balanceToday, loadStay, reconcileStay, readLines, ledgerView };
