import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db";
import { badRequest, conflict, notFound } from "@/lib/server/http/errors";
import { formatPKR } from "@/lib/format";
import { hostelTime } from "@/lib/time";
import { addDays, type Day } from "@/lib/money";
import { bookingPayments, type BookingPayment, type IssuedAllocation } from "@/models/bookings";
import { receiptCounters } from "@/models/ledger";
import type { User } from "@/models/users";
import type { PaymentInput } from "@/lib/validations/payments";
import { audit } from "./audit";
import {
  hostelToday,
  ledgerView,
  loadStay,
  readLines,
  reconcileStay,
  reconcileStayLateFees,
  toPaymentApi,
  type PaymentRow,
  type Stay,
} from "./stays";
import { say } from "@/lib/i18n/server-message";

// Money received for a stay (lib/money/README.md): recorded with a receipt number, who took it and what it
// paid at that moment (the receipt as issued), never changed afterwards but by its one void.

/** How long before the check-in an advance may be dated. */
export const ADVANCE_DAYS_BEFORE_CHECK_IN = 31;

/** The next receipt number of `year`: counted under the counter row's lock, so no gap and no repeat. */
async function nextReceiptNo(tx: Tx, year: number): Promise<string> {
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: receiptCounters.year, set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` } })
    .returning({ lastNumber: receiptCounters.lastNumber });
  return `RCT-${year}-${String(counter!.lastNumber).padStart(4, "0")}`;
}

export interface NewPayment {
  amount: number;
  paidOn: Day;
  mode: BookingPayment["mode"];
  reference?: string | null;
  note?: string | null;
  allowDuplicateReference?: boolean;
}

/**
 * The payment date's rules: never in the future; a backdated payment at most 31 days before the
 * check-in (an advance). Money taken today for a stay booked further ahead is dated today: that is
 * when it was received.
 */
function assertPaymentDate(paidOn: Day, stay: Stay, today: Day) {
  if (paidOn > today) throw badRequest(say("fieldFuture", { label: { label: "paymentDate" } }), "paidOn");
  if (paidOn < today && paidOn < addDays(stay.booking.bookingDate, -ADVANCE_DAYS_BEFORE_CHECK_IN)) {
    throw badRequest("paymentTooEarly", "paidOn");
  }
}

/** A bank or wallet transaction is recorded once per stay, unless the admin says the repeat is meant. */
async function assertReferenceOnce(tx: Tx, bookingId: string, payment: NewPayment) {
  const reference = payment.reference?.trim();
  if (!reference || payment.allowDuplicateReference) return;
  const [earlier] = await tx
    .select({ receiptNo: bookingPayments.receiptNo })
    .from(bookingPayments)
    .where(
      sql`${bookingPayments.bookingId} = ${bookingId} and not ${bookingPayments.voided} and lower(trim(${bookingPayments.reference})) = lower(${reference})`,
    )
    .limit(1);
  if (earlier) throw conflict(say("referenceRepeated", { reference, receiptNo: earlier.receiptNo }), "reference");
}

/**
 * What a new payment pays the moment it is recorded: the ledger as of today with it added last
 * (recording order breaks ties of a day), its allocations and the advance left over, and the balance
 * on its day right after it. Its receipt prints these forever.
 */
async function allocationAtIssue(tx: Tx, bookingId: string, payment: NewPayment, today: Day): Promise<IssuedAllocation> {
  const lines = await readLines(tx, bookingId);
  const PENDING = "pending";
  const pending = {
    id: PENDING,
    amount: payment.amount,
    paidOn: payment.paidOn,
    seq: Number.MAX_SAFE_INTEGER,
    voided: false,
  } as unknown as PaymentRow;
  const withIt = { ...lines, paymentRows: [...lines.paymentRows, pending] };
  const view = ledgerView(withIt, today);
  const mine = view.payments.find((line) => line.id === PENDING)!;
  const description = new Map(lines.chargeRows.map((row) => [row.id, row.description]));
  const allocations = mine.allocations
    .filter((allocation) => allocation.chargeId !== null)
    .map((allocation) => ({
      chargeId: allocation.chargeId!,
      period: allocation.period,
      kind: allocation.kind,
      description: description.get(allocation.chargeId!) ?? "",
      amount: allocation.amount,
    }));
  return { allocations, advance: mine.unallocated, balanceAfter: ledgerView(withIt, payment.paidOn).totals.balance };
}

/**
 * Stores a payment of a locked stay with its receipt number, who took it and what it paid, and its audit
 * entry, inside the caller's transaction. The stay's charges are brought up to date first.
 */
export async function insertPayment(
  tx: Tx,
  stay: Stay,
  payment: NewPayment,
  actor: User | null,
  today = hostelToday(),
): Promise<PaymentRow> {
  const bookingId = stay.booking.id;
  assertPaymentDate(payment.paidOn, stay, today);
  await assertReferenceOnce(tx, bookingId, payment);
  await reconcileStay(tx, stay, today, actor);
  const pending = { id: "pending", amount: payment.amount, paidOn: payment.paidOn, seq: Number.MAX_SAFE_INTEGER, voided: false };
  await reconcileStayLateFees(tx, stay, today, actor, undefined, [pending]);
  const issued = await allocationAtIssue(tx, bookingId, payment, today);
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
      reference: payment.reference?.trim() || null,
      note: payment.note ?? null,
      receiptNo,
      recordedBy: actor?.id ?? null,
      recordedByName: actor?.username ?? null,
      issued,
    })
    .returning();
  await audit(tx, actor, {
    action: "payment.record",
    entity: "payment",
    entityId: row!.id,
    label: receiptNo,
    summary: `${receiptNo}: ${formatPKR(payment.amount)} received (${payment.mode}) on ${payment.paidOn}`,
    params: { amount: payment.amount, mode: payment.mode, date: payment.paidOn },
    after: { bookingId, receiptNo, amount: payment.amount, paidOn: payment.paidOn, mode: payment.mode },
  });
  return row!;
}

/**
 * Records a payment for a stay: 201 `{ payment, balance }`. A checked-out stay still takes what it
 * owes; a cancelled one takes nothing.
 */
export async function recordPayment(bookingId: string, input: PaymentInput, actor: User) {
  const db = await getDb();
  const today = hostelToday();
  return db.transaction(async (tx) => {
    const stay = await loadStay(tx, bookingId, true);
    if (stay.booking.status === "cancelled") throw conflict("bookingCancelledNoPayments");
    const row = await insertPayment(tx, stay, { ...input, paidOn: input.paidOn ?? today }, actor, today);
    const view = ledgerView(await readLines(tx, bookingId), today);
    return { payment: toPaymentApi(row, view), balance: view.totals.balance };
  });
}

/** Voids a payment: it keeps its row and receipt number and counts nowhere. A second void is 409. */
export async function voidPayment(id: string, reason: string, actor: User) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ bookingId: bookingPayments.bookingId }).from(bookingPayments).where(eq(bookingPayments.id, id));
    if (!found) throw notFound("paymentNotFound");
    // The stay first, as every write of its money does; then the payment, read again under the lock.
    const stay = await loadStay(tx, found.bookingId, true, true);
    const [current] = await tx.select().from(bookingPayments).where(eq(bookingPayments.id, id)).for("update");
    if (!current) throw notFound("paymentNotFound");
    if (current.voided) throw conflict(say("receiptAlreadyVoid", { receipt: current.receiptNo }));
    const [row] = await tx
      .update(bookingPayments)
      .set({ voided: true, voidReason: reason, voidedAt: new Date(), voidedBy: actor.id })
      .where(eq(bookingPayments.id, id))
      .returning();
    await audit(tx, actor, {
      action: "payment.void",
      entity: "payment",
      entityId: id,
      label: current.receiptNo,
      summary: `${current.receiptNo} voided (${formatPKR(current.amount)}): ${reason}`,
      params: { amount: current.amount, reason },
      before: { voided: false, amount: current.amount },
      after: { voided: true, amount: current.amount, reason },
    });
    await reconcileStayLateFees(tx, stay, hostelToday(), actor);
    return toPaymentApi(row!, ledgerView(await readLines(tx, row!.bookingId), hostelToday()));
  });
}
