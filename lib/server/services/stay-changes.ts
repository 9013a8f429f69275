import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db";
import { badRequest, conflict, forbidden, type LabelKey } from "@/lib/server/http/errors";
import { can } from "@/lib/permissions";
import { formatPKR } from "@/lib/format";
import { termProblems } from "@/lib/validations/booking-rules";
import { addDays, blocksNewStay, minDay, settle, settleCheckOut, totalPaymentFor, type Day, type DurationType } from "@/lib/money";
import { MAX_MONEY } from "@/lib/validations/fields";
import type { BookingInput, BookingUpdate } from "@/lib/validations/bookings";
import type { CheckOutInput, NoticeInput, TransferInput } from "@/lib/validations/stays";
import { bookingPayments, bookings, type Booking } from "@/models/bookings";
import { LIVE_STAY_STATUSES } from "@/models/enums";
import { settlements, stayRooms } from "@/models/ledger";
import { rooms, type Room } from "@/models/rooms";
import { students } from "@/models/students";
import type { User } from "@/models/users";
import { audit, type AuditParams } from "./audit";
import { addedSpans, assertBedsForAddedDays, bedSpans } from "./beds";
import { insertPayment } from "./payments";
import { nextUpdatedAt } from "./records";
import { listChargeTypes } from "./settings";
import { takeReadingAtCheckOut } from "./readings";
import {
  checkOutInput,
  hostelToday,
  typedDescription,
  loadStay,
  plannedLeave,
  postLines,
  readLines,
  reconcileStay,
  statusOn,
  toSettlementApi,
  type LineToPost,
  type Stay,
} from "./stays";
import { say } from "@/lib/i18n/server-message";

// The one place that changes a stay (lib/money/README.md, "Changing a stay", rules 11–16): its dates,
// duration, room, rent, deposit and status. Every call, the spec's update and delete included, runs
// through `changeStay`: one transaction that locks the booking, applies the call's own rules, checks
// the bed rule on every day the change adds, posts what the ledger now lacks as new lines (never
// editing one), and writes one audit entry with each changed field before → after.

const CLOSED = "stayClosed";
const KEPT_AS_HISTORY = "closedStayKept";
const CHARGED_BY_FIXED = "chargedByFixed";
/** How far ahead a check-in, a leave date or a move may be dated. */
export const REACH_DAYS = 366;

interface Change {
  tx: Tx;
  stay: Stay;
  today: Day;
  /** The status today (a reservation whose day has come is active). */
  status: Booking["status"];
  actor: User | null;
}

interface ChangeOutcome<T> {
  action: string;
  summary: string;
  params?: AuditParams;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** The change gives the stay a bed in a room (a move): refused on its first day as the room being full. */
  newBed?: boolean;
  /** Nothing changed: no audit entry (a form saved as it was). */
  unchanged?: boolean;
  result?: T;
}

/** The rule-13 check, the ledger's new lines and the audit entry around one change of a stay. */
async function changeStay<T>(
  bookingId: string,
  actor: User | null,
  seenUpdatedAt: Date | undefined,
  change: (call: Change) => Promise<ChangeOutcome<T>>,
): Promise<T | undefined> {
  const db = await getDb();
  const today = hostelToday();
  return db.transaction(async (tx) => {
    const stay = await loadStay(tx, bookingId, true);
    const updatedAt = nextUpdatedAt(stay.booking.updatedAt, seenUpdatedAt);
    const heldBefore = bedSpans(stay.booking, stay.roomsHeld);
    const outcome = await change({ tx, stay, today, status: statusOn(stay.booking, today), actor });
    const changed = await loadStay(tx, bookingId, false, true);
    await assertBedsForAddedDays(tx, addedSpans(heldBefore, bedSpans(changed.booking, changed.roomsHeld)), outcome.newBed);
    const posted = changed.booking.deletedAt ? [] : await reconcileStay(tx, changed, today, actor);
    if (outcome.unchanged && posted.length === 0) return outcome.result;
    await tx.update(bookings).set({ updatedAt }).where(eq(bookings.id, bookingId));
    await audit(tx, actor, {
      action: outcome.action,
      entity: "booking",
      entityId: bookingId,
      label: changed.booking.studentName,
      summary: outcome.summary,
      params: outcome.params,
      before: outcome.before,
      after: posted.length ? { ...outcome.after, adjustments: posted.map(({ period, amount }) => ({ period, amount })) } : outcome.after,
    });
    return outcome.result;
  });
}

function assertWithinReach(day: Day, today: Day, field: string, label: LabelKey) {
  if (day > addDays(today, REACH_DAYS)) throw badRequest(say("beyondReach", { label: { label } }), field);
}

function assertNotFuture(day: Day, today: Day, field: string, label: LabelKey) {
  if (day > today) throw badRequest(say("fieldFuture", { label: { label } }), field);
}

/** Notice, check-out and moves refuse a closed stay with the words they always used. */
function assertLive({ stay, status }: Change) {
  if (status === "checked_out") throw conflict("alreadyCheckedOut");
  if (status === "cancelled") throw conflict("bookingCancelled");
  return stay;
}

const lastMoveIn = (stay: Stay) => stay.roomsHeld.at(-1)?.fromDate ?? stay.booking.bookingDate;

/** A move dated ahead blocks a leave date before it: it must be withdrawn first (never silently dropped). */
function assertNoMoveAfter(stay: Stay, leaveDate: Day, today: Day, field: string) {
  const last = stay.roomsHeld.at(-1);
  if (!last || leaveDate >= last.fromDate) return;
  if (stay.roomsHeld.length > 1 && last.fromDate > today)
    throw conflict(say("moveAheadFirst", { room: last.roomNumber, date: { day: last.fromDate } }));
  throw badRequest("leaveBeforeLastMove", field);
}

/** The spec's agreed total (rent × duration), refused past the money ceiling. */
function agreedTotal(monthlyRent: number, durationType: DurationType, durationValue: number): number {
  const total = totalPaymentFor(monthlyRent, durationType, durationValue);
  if (total > MAX_MONEY) {
    throw badRequest(say("totalTooLarge", { amount: { amount: MAX_MONEY } }), "durationValue");
  }
  return total;
}

function assertPaidMonths(paidMonths: number, durationType: DurationType, durationValue: number) {
  if (durationType === "months" && paidMonths > durationValue) {
    throw badRequest("paidMonthsAboveDuration", "paidMonths");
  }
}

async function lockRoom(tx: Tx, roomId: string, field: string): Promise<Room> {
  const [room] = await tx.select().from(rooms).where(eq(rooms.id, roomId)).for("update");
  if (!room) throw badRequest("selectedRoomMissing", field);
  return room;
}

/**
 * One resident, one bed: a new stay is refused while another of his stays is open, unless that one is
 * on notice and ends before the new one begins.
 */
async function assertNoOtherOpenStay(tx: Tx, studentId: string, name: string, firstDay: string) {
  const open = await tx
    .select({ status: bookings.status, leaveDate: bookings.leaveDate, bookingDate: bookings.bookingDate, roomNumber: rooms.roomNumber })
    .from(bookings)
    .leftJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(and(eq(bookings.studentId, studentId), isNull(bookings.deletedAt), inArray(bookings.status, [...LIVE_STAY_STATUSES])));
  const overlapping = open.find((stay) => blocksNewStay(stay, firstDay));
  if (overlapping) {
    const from = { day: overlapping.bookingDate };
    throw conflict(
      overlapping.roomNumber
        ? say("openStay", { name, room: overlapping.roomNumber, date: from })
        : say("openStayInAnotherRoom", { name, date: from }),
    );
  }
}

/**
 * Books a bed for a customer from the booking date: the stay starts in its room at the room's rent and
 * gets its charges (a days/weeks stay its one charge, a monthly stay its months so far); the advance,
 * if any, is the first payment (dated the booking date, or today for a stay that begins later).
 * Returns the new booking's id.
 */
export async function createBooking(
  { studentId, selectedRoom, advancedPayment, ...input }: BookingInput,
  actor: User | null = null,
): Promise<string> {
  const db = await getDb();
  const today = hostelToday();
  const durationType = input.durationType ?? "months";
  const durationValue = input.durationValue ?? 1;
  const advance = advancedPayment ?? 0;
  assertWithinReach(input.bookingDate, today, "bookingDate", "bookingDate");
  assertPaidMonths(input.paidMonths ?? 0, durationType, durationValue);
  return db.transaction(async (tx) => {
    // Key-share lock: a concurrent delete of the customer waits, then sees this booking and is refused.
    const [student] = await tx.select({ name: students.studentName }).from(students).where(eq(students.id, studentId)).for("key share");
    if (!student) throw badRequest("selectedCustomerMissing", "studentId");
    await assertNoOtherOpenStay(tx, studentId, student.name, input.bookingDate);
    const room = await lockRoom(tx, selectedRoom, "selectedRoom");
    const totalPayment = agreedTotal(room.monthlyRent, durationType, durationValue);
    const { advancedPayment: tooMuch } = termProblems({ total: totalPayment, advance });
    if (tooMuch) throw badRequest(tooMuch, "advancedPayment");
    const terms = { durationType, durationValue, bookingDate: input.bookingDate };
    const [booking] = await tx
      .insert(bookings)
      .values({
        ...input,
        studentId,
        studentName: student.name,
        roomId: room.id,
        durationType,
        durationValue,
        totalPayment,
        advancedPayment: advance,
        monthlyRent: room.monthlyRent,
        status: input.bookingDate > today ? "reserved" : "active",
        leaveDate: plannedLeave(terms),
      })
      .returning({ id: bookings.id });
    const id = booking!.id;
    await tx.insert(stayRooms).values({
      bookingId: id,
      roomId: room.id,
      roomNumber: room.roomNumber,
      fromDate: input.bookingDate,
      monthlyRent: room.monthlyRent,
      roomCharges: room.additionalCharges,
    });
    const stay = await loadStay(tx, id, true);
    await assertBedsForAddedDays(tx, bedSpans(stay.booking, stay.roomsHeld), true);
    await reconcileStay(tx, stay, today, actor);
    await audit(tx, actor, {
      action: "booking.create",
      entity: "booking",
      entityId: id,
      label: student.name,
      summary: `Booking of ${student.name} in ${room.roomNumber} from ${input.bookingDate}`,
      params: { room: room.roomNumber, date: input.bookingDate },
      after: {
        room: room.roomNumber,
        bookingDate: input.bookingDate,
        durationType,
        durationValue,
        monthlyRent: room.monthlyRent,
        securityCharges: input.securityCharges ?? 0,
      },
    });
    if (advance > 0)
      await insertPayment(
        tx,
        stay,
        { amount: advance, paidOn: minDay(input.bookingDate, today), mode: input.paymentMode ?? "cash" },
        actor,
        today,
      );
    return id;
  });
}

/** The spec's update fields that describe the stay, compared as stored (a date in any accepted format is parsed to YYYY-MM-DD first). */
const UPDATE_FIELDS = [
  "bookingDate",
  "durationType",
  "durationValue",
  "securityCharges",
  "securityPaymentMode",
  "paymentMode",
  "paidMonths",
  "notes",
] as const;
type UpdateField = (typeof UPDATE_FIELDS)[number];

/**
 * The spec's update (rules 11 and 12): only fields whose value changes count. A closed stay keeps all
 * but its notes; a begun stay keeps how it is charged, corrects its check-in to a day not after today
 * (nor past its notice's leave date or first move), and changes room by a move dated today; a
 * reservation may change in every term. `paymentAmount` records a payment like the payments call.
 */
export async function updateBooking(
  id: string,
  { selectedRoom, paymentAmount, ...input }: BookingUpdate,
  seenUpdatedAt?: Date,
  actor: User | null = null,
) {
  await changeStay(id, actor, seenUpdatedAt, async ({ tx, stay, today, status }) => {
    const current = stay.booking;
    const changes = UPDATE_FIELDS.filter((field) => input[field] !== undefined && input[field] !== current[field]);
    const roomChanges = selectedRoom !== undefined && selectedRoom !== current.roomId;
    const payment = paymentAmount ?? 0;
    const closed = status === "checked_out" || status === "cancelled";
    if (closed && (roomChanges || payment > 0 || changes.some((field) => field !== "notes"))) throw conflict(CLOSED);
    const begun = status === "active" || status === "notice";
    const next = <F extends UpdateField>(field: F): Booking[F] => (changes.includes(field) ? (input[field] as Booking[F]) : current[field]);

    if (begun && changes.includes("durationType")) throw conflict(CHARGED_BY_FIXED);
    const bookingDate = next("bookingDate");
    if (changes.includes("bookingDate")) {
      assertWithinReach(bookingDate, today, "bookingDate", "bookingDate");
      if (begun && bookingDate > today) throw conflict("checkInNotAfterToday");
      if (status === "notice" && current.leaveDate && bookingDate > current.leaveDate) throw conflict("checkInAfterNoticeLeave");
      const firstMove = stay.roomsHeld[1];
      if (firstMove && bookingDate >= firstMove.fromDate) throw conflict("checkInAfterFirstMove");
      await tx.update(stayRooms).set({ fromDate: bookingDate }).where(eq(stayRooms.id, stay.roomsHeld[0]!.id));
    }

    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of changes) {
      before[field] = current[field];
      after[field] = input[field];
    }

    let bookedRent = stay.roomsHeld[0]?.monthlyRent ?? current.monthlyRent;
    let newBed = false;
    let monthlyRent = current.monthlyRent;
    let roomId = current.roomId;
    if (roomChanges) {
      const room = await lockRoom(tx, selectedRoom, "selectedRoom");
      const first = stay.roomsHeld[0]!;
      // A reservation (or a stay that moved in today) was booked into the wrong room: corrected from its check-in.
      const correction = status === "reserved" || (stay.roomsHeld.length === 1 && bookingDate === today);
      if (correction) {
        if (stay.roomsHeld.length > 1) throw conflict("stayMovedRooms");
        await tx
          .update(stayRooms)
          .set({ roomId: room.id, roomNumber: room.roomNumber, monthlyRent: room.monthlyRent, roomCharges: room.additionalCharges })
          .where(eq(stayRooms.id, first.id));
        bookedRent = room.monthlyRent;
      } else {
        await moveRoom(tx, stay, room, today, room.monthlyRent, today, "selectedRoom");
      }
      before.room = stay.roomsHeld.at(-1)?.roomNumber;
      after.room = room.roomNumber;
      before.monthlyRent = current.monthlyRent;
      after.monthlyRent = room.monthlyRent;
      monthlyRent = room.monthlyRent;
      roomId = room.id;
      newBed = true;
    }

    const durationType = next("durationType");
    const durationValue = next("durationValue");
    const paidMonths = next("paidMonths");
    if (changes.includes("paidMonths") || changes.includes("durationValue") || changes.includes("durationType"))
      assertPaidMonths(paidMonths, durationType, durationValue);
    const totalPayment =
      roomChanges || changes.includes("durationType") || changes.includes("durationValue")
        ? agreedTotal(bookedRent, durationType, durationValue)
        : current.totalPayment;
    const [paid] = await tx
      .select({ value: sql<number>`coalesce(sum(${bookingPayments.amount}) filter (where not ${bookingPayments.voided}), 0)::float8` })
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, id));
    const problems = termProblems({ total: totalPayment, paid: paid?.value ?? 0, payment });
    if (problems.durationValue) throw conflict(problems.durationValue);
    if (problems.paymentAmount) throw badRequest(problems.paymentAmount, "paymentAmount");
    if (totalPayment !== current.totalPayment) {
      before.totalPayment = current.totalPayment;
      after.totalPayment = totalPayment;
    }

    const live = !closed;
    const terms = { durationType, durationValue, bookingDate };
    await tx
      .update(bookings)
      .set({
        ...Object.fromEntries(changes.map((field) => [field, input[field]])),
        totalPayment,
        roomId,
        monthlyRent,
        // Notice keeps its leave date; a live stay's planned end and status follow its new terms.
        ...(live &&
          status !== "notice" && {
            leaveDate: plannedLeave(terms),
            status: bookingDate > today ? ("reserved" as const) : ("active" as const),
          }),
      })
      .where(eq(bookings.id, id));
    if (payment > 0) {
      const changed = await loadStay(tx, id, false);
      await insertPayment(
        tx,
        changed,
        { amount: payment, paidOn: today, mode: current.paymentMode ?? input.paymentMode ?? "cash" },
        actor,
        today,
      );
    }
    const unchanged = Object.keys(after).length === 0;
    return {
      action: "booking.update",
      summary: `Booking of ${current.studentName} changed`,
      before,
      after,
      newBed,
      unchanged,
    };
  });
}

/**
 * Deletes a booking entered by mistake (rule 16): it leaves the lists (404 afterwards) and frees its bed,
 * while its charges and payments stay (receipts, income, audit). A closed stay is history: 409.
 */
export async function deleteBooking(id: string, actor: User | null = null) {
  await changeStay(id, actor, undefined, async ({ tx, stay, status }) => {
    if (status === "checked_out" || status === "cancelled") throw conflict(KEPT_AS_HISTORY);
    const lines = await readLines(tx, id);
    const payments = lines.paymentRows.filter((row) => !row.voided);
    await tx.update(bookings).set({ deletedAt: new Date() }).where(eq(bookings.id, id));
    return {
      action: "booking.delete",
      summary: payments.length
        ? `Booking of ${stay.booking.studentName} deleted; its ${payments.length} payment(s) are kept`
        : `Booking of ${stay.booking.studentName} deleted`,
      params: { count: payments.length },
      before: {
        status,
        studentName: stay.booking.studentName,
        charged: lines.chargeRows.reduce((sum, row) => sum + row.amount, 0),
        paid: payments.reduce((sum, row) => sum + row.amount, 0),
        receipts: lines.paymentRows.map((row) => row.receiptNo),
      },
      after: { deleted: true },
    };
  });
}

/** Gives written notice: status `notice` with the planned leave date. Changes no charge. */
export async function giveNotice(bookingId: string, input: NoticeInput, actor: User, seenUpdatedAt?: Date) {
  await changeStay(bookingId, actor, seenUpdatedAt, async (call) => {
    const { tx, today, status } = call;
    const stay = assertLive(call);
    const noticeDate = input.noticeDate ?? today;
    assertNotFuture(noticeDate, today, "noticeDate", "noticeDate");
    assertWithinReach(input.leaveDate, today, "leaveDate", "leaveDate");
    if (status === "reserved") throw conflict("noticeBeforeStart");
    if (noticeDate < stay.booking.bookingDate) throw badRequest("noticeBeforeCheckIn", "noticeDate");
    if (input.leaveDate < noticeDate) throw badRequest("leaveBeforeNotice", "leaveDate");
    assertNoMoveAfter(stay, input.leaveDate, today, "leaveDate");
    await tx.update(bookings).set({ status: "notice", noticeDate, leaveDate: input.leaveDate }).where(eq(bookings.id, bookingId));
    return {
      action: "booking.notice",
      summary: `Notice given on ${noticeDate} to leave on ${input.leaveDate}`,
      params: { noticeDate, leaveDate: input.leaveDate },
      before: { status, noticeDate: stay.booking.noticeDate, leaveDate: stay.booking.leaveDate },
      after: { status: "notice", noticeDate, leaveDate: input.leaveDate },
    };
  });
}

/** Withdraws the notice: back to active, to its planned end (none for a monthly stay); the bed must still be free. */
export async function withdrawNotice(bookingId: string, actor: User, seenUpdatedAt?: Date) {
  await changeStay(bookingId, actor, seenUpdatedAt, async (call) => {
    const stay = assertLive(call);
    if (call.status !== "notice") throw conflict("noNoticeToWithdraw");
    const leaveDate = plannedLeave(stay.booking);
    await call.tx.update(bookings).set({ status: "active", noticeDate: null, leaveDate }).where(eq(bookings.id, bookingId));
    return {
      action: "booking.notice_withdrawn",
      summary: "Notice withdrawn",
      before: { status: call.status, noticeDate: stay.booking.noticeDate, leaveDate: stay.booking.leaveDate },
      after: { status: "active", noticeDate: null, leaveDate },
    };
  });
}

/** Checks a resident out (rule 7): rent to the leave date, fees, damages, then the deposit settles. */
export async function checkOut(bookingId: string, input: CheckOutInput, actor: User, seenUpdatedAt?: Date) {
  return changeStay(bookingId, actor, seenUpdatedAt, async (call) => {
    const { tx, today, status } = call;
    const stay = assertLive(call);
    if (status === "reserved") throw conflict("checkOutBeforeStart");
    const { booking } = stay;
    const leaveDate =
      input.leaveDate ?? (booking.status === "notice" && booking.leaveDate && booking.leaveDate <= today ? booking.leaveDate : today);
    assertNotFuture(leaveDate, today, "leaveDate", "leaveDate");
    if (leaveDate < booking.bookingDate) throw badRequest("leaveBeforeCheckIn", "leaveDate");
    if (booking.noticeDate && leaveDate < booking.noticeDate) throw badRequest("leaveBeforeNotice", "leaveDate");
    assertNoMoveAfter(stay, leaveDate, today, "leaveDate");

    const noticeDate = booking.status === "notice" ? booking.noticeDate : null;
    const room = stay.roomsHeld.at(-1)?.roomId ?? booking.roomId;
    if (input.finalReading && room) await takeReadingAtCheckOut(tx, { roomId: room, leaveDate, ...input.finalReading }, actor);
    const { figures, rentLines, items, extraLines, lateFeeLines } = settleCheckOut(await checkOutInput(tx, stay, today), {
      leaveDate,
      damages: input.damages,
      keyLost: input.keyLost,
      waive: input.waiveSuddenDepartureFee,
    });
    // Waiving the fee forgives money: an owner's act (docs/accounts.md).
    if (figures.waived && !can(actor.access, "money.correct")) throw forbidden("noPermission");
    if (figures.balanceBeforeDeposit + figures.paid > MAX_MONEY) {
      throw badRequest(say("checkOutTooLarge", { amount: { amount: MAX_MONEY } }), "damages");
    }
    await tx.update(bookings).set({ status: "checked_out", leaveDate, noticeDate }).where(eq(bookings.id, bookingId));
    const typeNames = new Map((await listChargeTypes(tx)).map((type) => [type.id, type.name]));
    const typed = [...extraLines, ...lateFeeLines].map((line) => ({
      ...line,
      description: typedDescription(line, typeNames.get(line.typeId)!),
    }));
    await postLines(tx, bookingId, [...(rentLines as LineToPost[]), ...items, ...typed], actor);
    const [settlement] = await tx
      .insert(settlements)
      .values({ bookingId, kind: "check_out", ...figures, refundMode: input.refundMode ?? null, createdBy: actor.id })
      .returning();
    await tx
      .update(stayRooms)
      .set({ toDate: leaveDate })
      .where(and(eq(stayRooms.bookingId, bookingId), isNull(stayRooms.toDate)));
    const charged = figures.balanceBeforeDeposit + figures.paid;
    return {
      action: "booking.check_out",
      summary: `Checked out on ${leaveDate}: charged ${formatPKR(charged)}, paid ${formatPKR(figures.paid)}, deposit applied ${formatPKR(figures.depositApplied)}, refund ${formatPKR(figures.refund)}, still owed ${formatPKR(figures.stillOwed)}`,
      params: { leaveDate, charged, paid: figures.paid, deposit: figures.depositApplied, refund: figures.refund, owed: figures.stillOwed },
      before: { status, balance: figures.balanceBeforeDeposit },
      after: {
        status: "checked_out",
        leaveDate,
        depositApplied: figures.depositApplied,
        creditRefunded: figures.creditRefunded,
        refund: figures.refund,
        stillOwed: figures.stillOwed,
      },
      result: toSettlementApi(settlement!),
    };
  });
}

/** Calls off a stay that never began: every charge reversed, no fees; the deposit and any advance are refunded. */
export async function cancelStay(bookingId: string, reason: string, actor: User, seenUpdatedAt?: Date) {
  return changeStay(bookingId, actor, seenUpdatedAt, async (call) => {
    const { tx, today, status } = call;
    const stay = assertLive(call);
    if (status !== "reserved") throw conflict("onlyReservedCancel");
    const lines = await readLines(tx, bookingId);
    const paid = lines.paymentRows.filter((row) => !row.voided).reduce((sum, row) => sum + row.amount, 0);
    const deposit = stay.booking.securityCharges;
    // Nothing is charged (changeStay reverses every line afterwards): the deposit and all paid go back.
    const settled = settle({ deposit, balanceBeforeDeposit: -paid });
    const figures = {
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
    };
    const [settlement] = await tx
      .insert(settlements)
      .values({ bookingId, kind: "cancel", ...figures, reason, createdBy: actor.id })
      .returning();
    // The reversal of every charge is posted by changeStay: a cancelled stay's lines all net to 0.
    await tx.update(bookings).set({ status: "cancelled", leaveDate: today }).where(eq(bookings.id, bookingId));
    return {
      action: "booking.cancel",
      summary: `Cancelled before check-in: ${reason}. Refund ${formatPKR(figures.refund)}`,
      params: { reason, refund: figures.refund },
      before: { status },
      after: { status: "cancelled", refund: figures.refund },
      result: toSettlementApi(settlement!),
    };
  });
}

/**
 * Moves a locked stay to `room` from `onDate` at `monthlyRent` (or changes its rent in the same room):
 * the room it leaves is held until the day before. The bed rule is checked by changeStay afterwards.
 */
async function moveRoom(tx: Tx, stay: Stay, room: Room, onDate: Day, monthlyRent: number, today: Day, field: string) {
  const from = lastMoveIn(stay);
  if (from > today && onDate <= from)
    throw conflict(say("moveAheadFirst", { room: stay.roomsHeld.at(-1)!.roomNumber, date: { day: from } }));
  if (onDate <= from) {
    throw badRequest(say("moveBeforeLastMove", { date: { day: from, written: "iso" } }), field);
  }
  const current = stay.roomsHeld.at(-1);
  if (current)
    await tx
      .update(stayRooms)
      .set({ toDate: addDays(onDate, -1) })
      .where(eq(stayRooms.id, current.id));
  // A rent change in the same room keeps the charges the stay had there; a move takes the new room's.
  const roomCharges = room.id === current?.roomId ? current.roomCharges : room.additionalCharges;
  await tx
    .insert(stayRooms)
    .values({ bookingId: stay.booking.id, roomId: room.id, roomNumber: room.roomNumber, fromDate: onDate, monthlyRent, roomCharges });
  await tx.update(bookings).set({ roomId: room.id, monthlyRent }).where(eq(bookings.id, stay.booking.id));
}

/** Moves a stay to another room (or changes its rent in the same room) from a day, at most 366 days ahead. */
export async function transferStay(bookingId: string, input: TransferInput, actor: User, seenUpdatedAt?: Date) {
  await changeStay(bookingId, actor, seenUpdatedAt, async (call) => {
    const { tx, today } = call;
    const stay = assertLive(call);
    const { booking } = stay;
    assertWithinReach(input.onDate, today, "onDate", "transferDate");
    if (booking.leaveDate && booking.status === "notice" && input.onDate > booking.leaveDate) {
      throw badRequest("moveAfterLeave", "onDate");
    }
    const room = await lockRoom(tx, input.roomId, "roomId");
    const current = stay.roomsHeld.at(-1);
    const sameRoom = current?.roomId === room.id;
    const monthlyRent = input.monthlyRent ?? (sameRoom ? null : room.monthlyRent);
    if (monthlyRent === null) throw badRequest("rentChangeNeedsRent", "monthlyRent");
    if (sameRoom && monthlyRent === current.monthlyRent) throw badRequest("sameRoomAndRent", "roomId");
    await moveRoom(tx, stay, room, input.onDate, monthlyRent, today, "onDate");
    const was = current?.monthlyRent ?? booking.monthlyRent;
    const params: AuditParams = sameRoom
      ? { was, now: monthlyRent, date: input.onDate }
      : { fromRoom: current?.roomNumber ?? "?", room: room.roomNumber, date: input.onDate, rent: monthlyRent };
    return {
      action: sameRoom ? "booking.rent_change" : "booking.transfer",
      summary: sameRoom
        ? `Rent changed from ${formatPKR(was)} to ${formatPKR(monthlyRent)} from ${input.onDate}`
        : `Moved from ${current?.roomNumber ?? "?"} to ${room.roomNumber} on ${input.onDate} at ${formatPKR(monthlyRent)} a month`,
      params,
      before: { room: current?.roomNumber, monthlyRent: was },
      after: { room: room.roomNumber, monthlyRent, onDate: input.onDate },
      newBed: !sameRoom,
    };
  });
}

/** Withdraws a move dated ahead (rule 14): the stay keeps its room and rent as before; the old bed must still be free. */
export async function withdrawTransfer(bookingId: string, actor: User, seenUpdatedAt?: Date) {
  await changeStay(bookingId, actor, seenUpdatedAt, async (call) => {
    const { tx, today } = call;
    const stay = assertLive(call);
    const pending = stay.roomsHeld.at(-1);
    const previous = stay.roomsHeld.at(-2);
    if (!pending || !previous || pending.fromDate <= today) throw conflict("noMoveAhead");
    // A stay room is where the stay sleeps, not money: the move that never happened leaves no row.
    await tx.delete(stayRooms).where(eq(stayRooms.id, pending.id));
    await tx.update(stayRooms).set({ toDate: null }).where(eq(stayRooms.id, previous.id));
    await tx.update(bookings).set({ roomId: previous.roomId, monthlyRent: previous.monthlyRent }).where(eq(bookings.id, bookingId));
    return {
      action: "booking.transfer_withdrawn",
      summary: `Move to ${pending.roomNumber} on ${pending.fromDate} withdrawn`,
      params: { room: pending.roomNumber, date: pending.fromDate },
      before: { room: pending.roomNumber, monthlyRent: pending.monthlyRent, onDate: pending.fromDate },
      after: { room: previous.roomNumber, monthlyRent: previous.monthlyRent },
    };
  });
}
