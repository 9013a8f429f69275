import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db";
import { badRequest, conflict, notFound } from "@/lib/server/http/errors";
import { formatPKR } from "@/lib/format";
import { addDays, periodOf, type Day } from "@/lib/money";
import type { OneOffChargeInput, SubscriptionInput, SubscriptionUpdate } from "@/lib/validations/extras";
import { subscriptions, type ChargeType, type Subscription } from "@/models/bills";
import { charges } from "@/models/ledger";
import type { User } from "@/models/users";
import { audit } from "./audit";
import { nextUpdatedAt } from "./records";
import { listChargeTypes, systemTypes } from "./settings";
import {
  balanceToday,
  hostelToday,
  isLive,
  loadStay,
  readLines,
  reconcileStay,
  reconcileStayLateFees,
  typedDescription,
  type Stay,
} from "./stays";
import { say } from "@/lib/i18n/server-message";

// A stay's bills beyond rent (docs/bills.md, B1 and B2): its subscriptions to monthly types, one-off
// charges, and an owner's reversal of a wrong charge or waiver of a late fee. Every write locks the stay
// first, like every other write of its money, and brings its lines up to date in the same transaction.

const SUBSCRIPTION_NOT_FOUND = "subscriptionNotFound";
const CHARGE_NOT_FOUND = "chargeNotFound";
const TYPE_NOT_FOUND = "chooseChargeType";

function typeFor(types: ChargeType[], typeId: string, kind: ChargeType["kind"]): ChargeType {
  const type = types.find((candidate) => candidate.id === typeId);
  if (!type || !type.active) throw badRequest(TYPE_NOT_FOUND, "typeId");
  if (type.kind !== kind || type.system === "late_fee" || type.system === "room") {
    throw badRequest(kind === "monthly" ? "chooseMonthlyChargeType" : "chooseOneOffChargeType", "typeId");
  }
  return type;
}

function assertOpen(stay: Stay) {
  if (!isLive(stay.booking)) throw conflict("stayClosed");
}

export function toSubscriptionApi(row: Subscription, type: ChargeType) {
  return {
    _id: row.id,
    bookingId: row.bookingId,
    typeId: row.typeId,
    typeName: type.name,
    from: row.fromDate,
    to: row.toDate,
    amount: row.amount ?? type.amountPaisa / 100,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A stay's subscriptions, oldest first. */
export async function listSubscriptions(bookingId: string) {
  const db = await getDb();
  await loadStay(db, bookingId, false);
  const [rows, types] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.bookingId, bookingId)).orderBy(asc(subscriptions.createdAt)),
    listChargeTypes(db),
  ]);
  const typeById = new Map(types.map((type) => [type.id, type]));
  return rows.map((row) => toSubscriptionApi(row, typeById.get(row.typeId)!));
}

function assertDates(stay: Stay, from: Day, to: Day | null | undefined, today: Day) {
  if (from < stay.booking.bookingDate) throw badRequest("startBeforeCheckIn", "from");
  if (from > addDays(today, 366)) throw badRequest(say("beyondReach", { label: { label: "startDate" } }), "from");
  if (to && to < from) throw badRequest("endBeforeStart", "to");
}

/** Subscribes a stay to a monthly type: the months since `from` are issued at once (B1). */
export async function subscribe(bookingId: string, input: SubscriptionInput, actor: User) {
  const db = await getDb();
  const today = hostelToday();
  return db.transaction(async (tx) => {
    const stay = await loadStay(tx, bookingId, true);
    assertOpen(stay);
    const type = typeFor(await listChargeTypes(tx), input.typeId, "monthly");
    assertDates(stay, input.from, input.to, today);
    const existing = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.bookingId, bookingId), eq(subscriptions.typeId, type.id)));
    const overlapping = existing.find(
      (row) => (row.toDate === null || row.toDate >= input.from) && (input.to == null || input.to >= row.fromDate),
    );
    if (overlapping) {
      throw conflict(say("subscriptionOverlaps", { name: type.name, date: { day: overlapping.fromDate } }), "typeId");
    }
    const [row] = await tx
      .insert(subscriptions)
      // The price is kept on the subscription: a later change of the type's price never recomputes its months.
      .values({
        bookingId,
        typeId: type.id,
        fromDate: input.from,
        toDate: input.to ?? null,
        amount: input.amount ?? type.amountPaisa / 100,
        createdBy: actor.id,
      })
      .returning();
    const posted = await reconcileStay(tx, stay, today, actor);
    const subscription = toSubscriptionApi(row!, type);
    await audit(tx, actor, {
      action: "subscription.create",
      entity: "booking",
      entityId: bookingId,
      label: stay.booking.studentName,
      summary: `Subscribed to ${type.name} from ${input.from} at ${formatPKR(subscription.amount)} a month`,
      params: { type: type.name, date: input.from, amount: subscription.amount },
      after: {
        subscription: row!.id,
        type: type.name,
        from: input.from,
        to: input.to ?? null,
        amount: subscription.amount,
        lines: posted.map(({ period, amount }) => ({ period, amount })),
      },
    });
    return subscription;
  });
}

/** Changes a subscription's end or amount: the months it changes get adjustments (B1). */
export async function updateSubscription(id: string, input: SubscriptionUpdate, actor: User, seenUpdatedAt?: Date) {
  const db = await getDb();
  const today = hostelToday();
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
    if (!found) throw notFound(SUBSCRIPTION_NOT_FOUND);
    const stay = await loadStay(tx, found.bookingId, true);
    const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
    assertOpen(stay);
    const updatedAt = nextUpdatedAt(current!.updatedAt, seenUpdatedAt);
    const to = input.to === undefined ? current!.toDate : input.to;
    const amount = input.amount === undefined ? current!.amount : input.amount;
    assertDates(stay, current!.fromDate, to, today);
    const types = await listChargeTypes(tx);
    const type = types.find((candidate) => candidate.id === current!.typeId)!;
    const [row] = await tx.update(subscriptions).set({ toDate: to, amount, updatedAt }).where(eq(subscriptions.id, id)).returning();
    const posted = await reconcileStay(tx, stay, today, actor);
    const before = toSubscriptionApi(current!, type);
    const after = toSubscriptionApi(row!, type);
    await audit(tx, actor, {
      action: "subscription.update",
      entity: "booking",
      entityId: stay.booking.id,
      label: stay.booking.studentName,
      summary: `${type.name}: ${before.to ?? "open"} → ${after.to ?? "open"}, ${formatPKR(before.amount)} → ${formatPKR(after.amount)} a month`,
      params: { type: type.name, from: before.to, to: after.to, was: before.amount, now: after.amount },
      before: { to: before.to, amount: before.amount },
      after: { to: after.to, amount: after.amount, lines: posted.map(({ period, amount }) => ({ period, amount })) },
    });
    return after;
  });
}

/** The charge as the ledger API shows it. */
async function chargeAnswer(tx: Tx, bookingId: string, chargeId: string) {
  const { chargeRows } = await readLines(tx, bookingId);
  const row = chargeRows.find((candidate) => candidate.id === chargeId)!;
  return {
    _id: row.id,
    kind: row.kind,
    typeId: row.typeId,
    typeName: row.typeName,
    period: row.period,
    description: row.description,
    amount: row.amount,
    chargedOn: row.chargedOn,
    dueOn: row.dueOn,
    reason: row.reason,
  };
}

/** Adds a one-off extra (B2): `chargedOn` ≤ today (default today), due the same day, in its month. */
export async function addOneOffCharge(bookingId: string, input: OneOffChargeInput, actor: User) {
  const db = await getDb();
  const today = hostelToday();
  return db.transaction(async (tx) => {
    const stay = await loadStay(tx, bookingId, true);
    if (stay.booking.status === "cancelled") throw conflict("cancelledTakesNoCharges");
    const type = typeFor(await listChargeTypes(tx), input.typeId, "one_off");
    const chargedOn = input.chargedOn ?? today;
    if (chargedOn > today) throw badRequest(say("fieldFuture", { label: { label: "chargeDate" } }), "chargedOn");
    if (chargedOn < stay.booking.bookingDate) throw badRequest("chargeBeforeCheckIn", "chargedOn");
    const amount = input.amount ?? type.amountPaisa / 100;
    if (amount <= 0) throw badRequest("amountAboveZero", "amount");
    const description = input.description?.trim() || type.name;
    const [inserted] = await tx
      .insert(charges)
      .values({
        bookingId,
        kind: "extra",
        typeId: type.id,
        source: "one_off",
        period: periodOf(chargedOn),
        amount,
        chargedOn,
        dueOn: chargedOn,
        description,
        createdBy: actor.id,
      })
      .returning({ id: charges.id });
    await reconcileStayLateFees(tx, stay, today, actor);
    await audit(tx, actor, {
      action: "charge.add",
      entity: "booking",
      entityId: bookingId,
      label: stay.booking.studentName,
      summary: `${description}: ${formatPKR(amount)} charged on ${chargedOn}`,
      params: { description, amount, date: chargedOn },
      after: { charge: inserted!.id, type: type.name, amount, chargedOn, description },
    });
    return { charge: await chargeAnswer(tx, bookingId, inserted!.id), balance: await balanceToday(tx, bookingId, today) };
  });
}

/**
 * An owner's correction of one line with a reason: `reverse` a one-off or an electricity share,
 * `waive` a late fee (that month's fee is never issued again). Posts the negative adjustment; a second
 * correction of the same line is 409.
 */
export async function correctCharge(chargeId: string, how: "reverse" | "waive", reason: string, actor: User) {
  const db = await getDb();
  const today = hostelToday();
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ bookingId: charges.bookingId }).from(charges).where(eq(charges.id, chargeId));
    if (!found) throw notFound(CHARGE_NOT_FOUND);
    const stay = await loadStay(tx, found.bookingId, true, true);
    const { chargeRows } = await readLines(tx, found.bookingId);
    const line = chargeRows.find((row) => row.id === chargeId)!;
    if (how === "waive" && line.kind !== "late_fee") throw conflict("onlyLateFeeWaived");
    if (how === "reverse" && !(line.kind === "extra" && (line.source === "one_off" || line.source === "meter"))) {
      throw conflict("onlyOneOffReversed");
    }
    if (chargeRows.some((row) => row.reversesId === chargeId))
      throw conflict(how === "waive" ? "lateFeeAlreadyWaived" : "chargeAlreadyReversed");
    const name = line.typeName ?? systemTypes(await listChargeTypes(tx)).lateFee.name;
    // What the line still counts for: a late fee already reversed by its reconciliation waives nothing more.
    const net = chargeRows
      .filter(
        (row) =>
          row.id === chargeId || (how === "waive" && row.kind === "adjustment" && row.typeId === line.typeId && row.period === line.period),
      )
      .reduce((sum, row) => sum + row.amount, 0);
    const amount = -Math.max(net, 0);
    if (amount === 0) throw conflict(how === "waive" ? "lateFeeNothingToWaive" : "chargeAlreadyReversed");
    const [posted] = await tx
      .insert(charges)
      .values({
        bookingId: found.bookingId,
        kind: "adjustment",
        typeId: line.typeId,
        source: how === "waive" ? "waiver" : "reversal",
        reversesId: chargeId,
        period: line.period,
        amount,
        chargedOn: line.chargedOn,
        dueOn: line.dueOn,
        description: `${how === "waive" ? "Waived" : "Reversed"}: ${typedDescription(line, name)}`,
        reason,
        createdBy: actor.id,
      })
      .returning({ id: charges.id });
    await reconcileStayLateFees(tx, stay, today, actor);
    await audit(tx, actor, {
      action: how === "waive" ? "charge.waive" : "charge.reverse",
      entity: "booking",
      entityId: found.bookingId,
      label: stay.booking.studentName,
      summary: `${how === "waive" ? "Waived" : "Reversed"} ${line.description} (${formatPKR(line.amount)}): ${reason}`,
      params: { description: line.description, amount: line.amount, reason },
      before: { charge: chargeId, amount: line.amount },
      after: { adjustment: posted!.id, amount, reason },
    });
    return { charge: await chargeAnswer(tx, found.bookingId, posted!.id) };
  });
}
