import "server-only";
import { termProblems, totalPaymentFor, type DurationType } from "@/lib/rent";
import { formatDate, formatPKR } from "@/lib/format";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/db";
import { bookingPayments, bookings } from "@/models/bookings";
import { charges, settlements, stayRooms } from "@/models/ledger";
import { rooms, type Room } from "@/models/rooms";
import { students } from "@/models/students";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { MAX_MONEY } from "@/lib/validations/fields";
import type { BookingListQuery } from "@/lib/validations/list";
import type { BookingInput, BookingUpdate } from "@/lib/validations/bookings";
import { hostelTime } from "@/lib/time";
import { config } from "@/lib/config";
import { minDay } from "@/lib/money";
import type { User } from "@/models/users";
import { offsetOf, pageOf, searchAny } from "./list";
import { isVipRoom } from "./rooms";
import { nextUpdatedAt } from "./records";
import { assertBedFree } from "./beds";
import { audit } from "./audit";
import { hostelToday, insertPayment, issueDueRent, loadStay, plannedLeave, reconcileStay, statusOn } from "./stays";

const NOT_FOUND = "Booking not found";

interface PaymentRow {
  id: string;
  amount: number;
  paidAt: string;
  month: number;
  paidOn: string;
  mode: string;
  receiptNo: string;
}

interface RoomHeld {
  roomId: string | null;
  roomNumber: string;
  from: string;
  to: string | null;
}

const hostelDay = sql`(now() at time zone ${config.timeZone})::date`;

// The payments, charges and rooms of each booking, summed and listed by the database in the same
// query (lateral subqueries per row, so a page of bookings never costs one query per booking).
// Voided payments count nowhere; the balance is what is owed today (lib/money/README.md).
const payments = sql`lateral (
  select coalesce(sum(p.amount) filter (where not p.voided), 0)::float8 as total_paid,
    coalesce(sum(p.amount) filter (where not p.voided and p.paid_on <= ${hostelDay}), 0)::float8 as paid_to_date,
    coalesce(json_agg(json_build_object('id', p.id, 'amount', p.amount, 'paidAt', p.paid_at, 'month', p.month,
        'paidOn', p.paid_on, 'mode', p.mode, 'receiptNo', p.receipt_no)
      order by p.paid_on, p.seq) filter (where not p.voided), '[]'::json) as history
  from ${bookingPayments} p where p.booking_id = "bookings"."id"
) paid`;
const charged = sql`lateral (
  select coalesce(sum(c.amount) filter (where c.charged_on <= ${hostelDay}), 0)::float8 as to_date
  from ${charges} c where c.booking_id = "bookings"."id"
) charged`;
const settled = sql`lateral (
  select coalesce(sum(s.deposit_applied - s.credit_refunded) filter (where s.leave_date <= ${hostelDay}), 0)::float8 as net
  from ${settlements} s where s.booking_id = "bookings"."id"
) settled`;
const held = sql`lateral (
  select coalesce(json_agg(json_build_object('roomId', r.room_id, 'roomNumber', r.room_number, 'from', r.from_date, 'to', r.to_date)
    order by r.from_date, r.created_at), '[]'::json) as rooms
  from ${stayRooms} r where r.booking_id = "bookings"."id"
) held`;
const totalPaid = sql<number>`paid.total_paid`;
const remaining = sql<number>`(${bookings.totalPayment} - paid.total_paid)::float8`;

const bookingColumns = {
  booking: bookings,
  currentName: students.studentName,
  room: {
    id: rooms.id,
    roomNumber: rooms.roomNumber,
    roomType: rooms.roomType,
    floorNumber: rooms.floorNumber,
    capacity: rooms.capacity,
    monthlyRent: rooms.monthlyRent,
  },
  totalPaid,
  remainingAmount: remaining,
  paymentStatus: sql<"paid" | "pending">`case when ${remaining} <= 0 then 'paid' else 'pending' end`,
  history: sql<PaymentRow[]>`paid.history`,
  balance: sql<number>`(charged.to_date - paid.paid_to_date - settled.net)::float8`,
  roomsHeld: sql<RoomHeld[]>`held.rooms`,
};

function selectBookings(db: Db | Tx) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .leftJoin(students, eq(students.id, bookings.studentId))
    .leftJoin(rooms, eq(rooms.id, bookings.roomId))
    .crossJoin(payments)
    .crossJoin(charged)
    .crossJoin(settled)
    .crossJoin(held);
}

/** Bookings that are not deleted (a deleted booking with payments keeps its row: its money stays). */
const live = isNull(bookings.deletedAt);

type BookingRow = Awaited<ReturnType<typeof selectBookings>>[number];

/** A booking as the API shows it: its room, the payments in order, and the figures they give. */
function toBookingApi({ booking, currentName, room, totalPaid, remainingAmount, paymentStatus, history, balance, roomsHeld }: BookingRow) {
  const { id, studentId, roomId, studentName, chargedThrough: _charged, deletedAt: _deleted, status, ...fields } = booking;
  return {
    _id: id,
    studentId,
    studentName: currentName ?? studentName,
    selectedRoom: roomId,
    room: room
      ? { _id: room.id, roomNumber: room.roomNumber, roomType: room.roomType, floorNumber: room.floorNumber, capacity: room.capacity, monthlyRent: room.monthlyRent, isVip: isVipRoom(room.roomNumber) }
      : // The room was deleted after the stay ended: its number as the stay recorded it.
        { _id: null, roomNumber: roomsHeld.at(-1)?.roomNumber ?? "", roomType: null, floorNumber: null, capacity: 0, monthlyRent: booking.monthlyRent, isVip: false },
    roomType: room?.roomType ?? null,
    roomPrice: room?.monthlyRent ?? booking.monthlyRent,
    ...fields,
    status: statusOn({ status, bookingDate: booking.bookingDate }, hostelToday()),
    balance,
    rooms: roomsHeld,
    totalPaid,
    remainingAmount,
    paymentStatus,
    paymentHistory: history.map((payment) => {
      const { date, time } = hostelTime(new Date(payment.paidAt));
      return { _id: payment.id, amount: payment.amount, date, time, month: payment.month, paidOn: payment.paidOn, mode: payment.mode, receiptNo: payment.receiptNo };
    }),
  };
}

export type BookingApi = ReturnType<typeof toBookingApi>;

const searchColumns = [students.studentName, rooms.roomNumber];
const newestFirst = [desc(bookings.createdAt), desc(bookings.id)];

/** One page of bookings, newest first, optionally filtered by the customer's name or the room number. */
export async function listBookings({ page, searchTerm, limit }: BookingListQuery) {
  await issueDueRent();
  const db = await getDb();
  const where = and(live, searchAny(searchTerm, searchColumns));
  // The page's ids first, then the figures of those rows only: summing every matching booking's
  // payments before the page is cut took ~60 ms on a ten-year history.
  const pageIds = db
    .select({ id: bookings.id })
    .from(bookings)
    .leftJoin(students, eq(students.id, bookings.studentId))
    .leftJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offsetOf(page, limit));
  const [rows, [total]] = await Promise.all([
    selectBookings(db).where(inArray(bookings.id, pageIds)).orderBy(...newestFirst),
    db
      .select({ value: count() })
      .from(bookings)
      .leftJoin(students, eq(students.id, bookings.studentId))
      .leftJoin(rooms, eq(rooms.id, bookings.roomId))
      .where(where),
  ]);
  return { ...pageOf(rows.map(toBookingApi), total?.value ?? 0, page, limit), limit };
}

/** Every booking, newest first. */
export async function allBookings() {
  await issueDueRent();
  const db = await getDb();
  const rows = await selectBookings(db).where(live).orderBy(...newestFirst);
  return rows.map(toBookingApi);
}

async function readBooking(db: Db | Tx, id: string) {
  const [row] = await selectBookings(db).where(and(eq(bookings.id, id), live)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return toBookingApi(row);
}

export async function getBooking(id: string) {
  await issueDueRent();
  return readBooking(await getDb(), id);
}

/**
 * Locks the room and makes sure it has a bed from `firstDay` on (the bed rule, lib/services/beds.ts).
 * Every booking write into a room goes through here inside its transaction, so two requests cannot
 * both take the last bed.
 */
async function lockRoomWithBed(tx: Tx, roomId: string, firstDay: string, exceptBookingId?: string): Promise<Room> {
  const [room] = await tx.select().from(rooms).where(eq(rooms.id, roomId)).for("update");
  if (!room) throw badRequest("The selected room does not exist", { selectedRoom: "The selected room does not exist" });
  await assertBedFree(tx, room, firstDay, exceptBookingId);
  return room;
}

function checkedTotal(room: Pick<Room, "monthlyRent">, durationType: DurationType, durationValue: number): number {
  const total = totalPaymentFor(room.monthlyRent, durationType, durationValue);
  if (total > MAX_MONEY) {
    const message = `The total payment cannot be more than ${formatPKR(MAX_MONEY)}`;
    throw badRequest(message, { durationValue: message });
  }
  return total;
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
    .where(and(eq(bookings.studentId, studentId), isNull(bookings.deletedAt), inArray(bookings.status, ["reserved", "active", "notice"])));
  const overlapping = open.find((stay) => !(stay.status === "notice" && stay.leaveDate !== null && stay.leaveDate < firstDay));
  if (overlapping) {
    throw conflict(
      `${name} already has an open stay in ${overlapping.roomNumber ?? "another room"} from ${formatDate(overlapping.bookingDate)}. ` +
        "Check him out, or give notice ending before this booking begins, first.",
    );
  }
}

/** The one charge of a days/weeks stay: its total, due at check-in. */
const stayCharge = (bookingDate: string, amount: number) => ({ kind: "stay" as const, period: null, amount, chargedOn: bookingDate, dueOn: bookingDate, description: "Stay" });

/**
 * Books a bed for a customer from the booking date: the stay starts in its room at the room's rent;
 * a days/weeks stay gets its one charge; the advance, if any, is the first payment (dated the booking
 * date, or today for a stay that begins later).
 */
export async function createBooking({ studentId, selectedRoom, advancedPayment, ...input }: BookingInput, actor: User | null = null) {
  const db = await getDb();
  const today = hostelToday();
  const durationType = input.durationType ?? "months";
  const durationValue = input.durationValue ?? 1;
  const advance = advancedPayment ?? 0;
  return db.transaction(async (tx) => {
    // Key-share lock: a concurrent delete of the customer waits, then sees this booking and is refused.
    const [student] = await tx.select({ name: students.studentName }).from(students).where(eq(students.id, studentId)).for("key share");
    if (!student) throw badRequest("The selected customer does not exist", { studentId: "The selected customer does not exist" });
    await assertNoOtherOpenStay(tx, studentId, student.name, input.bookingDate);
    const room = await lockRoomWithBed(tx, selectedRoom, input.bookingDate);
    const totalPayment = checkedTotal(room, durationType, durationValue);
    const { advancedPayment: tooMuch } = termProblems({ total: totalPayment, advance });
    if (tooMuch) throw badRequest(tooMuch, { advancedPayment: tooMuch });
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
    await tx.insert(stayRooms).values({ bookingId: id, roomId: room.id, roomNumber: room.roomNumber, fromDate: input.bookingDate, monthlyRent: room.monthlyRent });
    if (durationType !== "months") await tx.insert(charges).values({ bookingId: id, ...stayCharge(input.bookingDate, totalPayment), createdBy: actor?.id ?? null });
    else await reconcileStay(tx, await loadStay(tx, id, true), today, actor);
    if (advance > 0) await insertPayment(tx, id, { amount: advance, paidOn: minDay(input.bookingDate, today), mode: input.paymentMode ?? "cash" }, actor);
    return readBooking(tx, id);
  });
}

/**
 * Changes the fields sent. A new room must have a bed left; a new room or duration recomputes the
 * total (the agreed term). A stay that has moved rooms changes room only through a transfer. The
 * booking row is locked, so concurrent payments are recorded one after another and none can take the
 * amount paid past the total.
 */
export async function updateBooking(id: string, { selectedRoom, paymentAmount, ...input }: BookingUpdate, seenUpdatedAt?: Date, actor: User | null = null) {
  const db = await getDb();
  const today = hostelToday();
  return db.transaction(async (tx) => {
    const stay = await loadStay(tx, id, true);
    const current = stay.booking;
    const updatedAt = nextUpdatedAt(current.updatedAt, seenUpdatedAt);
    const closed = current.status === "checked_out" || current.status === "cancelled";
    const roomChanges = selectedRoom !== undefined && selectedRoom !== current.roomId;
    const dateChanges = input.bookingDate !== undefined && input.bookingDate !== current.bookingDate;
    if ((roomChanges || dateChanges) && (closed || stay.roomsHeld.length > 1)) {
      throw conflict(closed ? "This stay has ended: its room and dates can no longer change." : "This stay has moved rooms: use Move room to change its room.");
    }
    const bookingDate = input.bookingDate ?? current.bookingDate;
    const durationType = input.durationType ?? current.durationType;
    const durationValue = input.durationValue ?? current.durationValue;
    // A live stay's room cannot be deleted; an ended one's may be, and then its own rent stands in for the room's.
    let room: Pick<Room, "id" | "roomNumber" | "monthlyRent"> = { id: current.roomId ?? "", roomNumber: stay.roomsHeld[0]?.roomNumber ?? "", monthlyRent: current.monthlyRent };
    let totalPayment = current.totalPayment;
    if (roomChanges || dateChanges || durationType !== current.durationType || durationValue !== current.durationValue) {
      room = roomChanges || dateChanges
        ? await lockRoomWithBed(tx, selectedRoom ?? room.id, bookingDate, id)
        : ((await tx.select().from(rooms).where(eq(rooms.id, room.id)))[0] ?? room);
      totalPayment = checkedTotal(room, durationType, durationValue);
    }

    const [paid] = await tx
      .select({ value: sql<number>`coalesce(sum(${bookingPayments.amount}) filter (where not ${bookingPayments.voided}), 0)::float8` })
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, id));
    const payment = paymentAmount ?? 0;
    const problems = termProblems({ total: totalPayment, paid: paid?.value ?? 0, payment });
    if (problems.durationValue) throw conflict(problems.durationValue);
    if (problems.paymentAmount) throw badRequest(problems.paymentAmount, { paymentAmount: problems.paymentAmount });

    const terms = { durationType, durationValue, bookingDate };
    await tx
      .update(bookings)
      .set({
        ...input,
        durationType,
        durationValue,
        totalPayment,
        ...(roomChanges && { roomId: room.id, monthlyRent: room.monthlyRent }),
        ...(!closed && current.status !== "notice" && { leaveDate: plannedLeave(terms), status: bookingDate > today ? "reserved" : "active" }),
        updatedAt,
      })
      .where(eq(bookings.id, id));
    if (roomChanges || dateChanges) {
      await tx
        .update(stayRooms)
        .set({ roomId: room.id, roomNumber: room.roomNumber, fromDate: bookingDate, monthlyRent: roomChanges ? room.monthlyRent : stay.roomsHeld[0]!.monthlyRent })
        .where(eq(stayRooms.bookingId, id));
    }
    await reconcileTerms(tx, id, current, totalPayment, today, actor);
    if (payment > 0) await insertPayment(tx, id, { amount: payment, paidOn: today, mode: current.paymentMode ?? input.paymentMode ?? "cash" }, actor);
    return readBooking(tx, id);
  });
}

/** After an edit of the booking's terms: the rent lines follow the new dates and room; a days/weeks stay's charge follows its new total. */
async function reconcileTerms(tx: Tx, id: string, before: typeof bookings.$inferSelect, totalPayment: number, today: string, actor: User | null) {
  const stay = await loadStay(tx, id, false);
  if (stay.booking.durationType === "months") {
    await reconcileStay(tx, stay, today, actor);
    return;
  }
  const stayLines = await tx.select({ amount: charges.amount }).from(charges).where(and(eq(charges.bookingId, id), sql`${charges.period} is null`, sql`${charges.kind} in ('stay', 'adjustment')`));
  const charged = stayLines.reduce((sum, line) => sum + line.amount, 0);
  if (stayLines.length === 0) {
    await tx.insert(charges).values({ bookingId: id, ...stayCharge(stay.booking.bookingDate, totalPayment), createdBy: actor?.id ?? null });
  } else if (charged !== totalPayment) {
    await tx.insert(charges).values({ bookingId: id, kind: "adjustment", period: null, amount: totalPayment - charged, chargedOn: before.bookingDate, dueOn: before.bookingDate, description: "Adjustment of the stay", createdBy: actor?.id ?? null });
  }
}

/**
 * Deletes a booking. One without payments goes with its charges and rooms; one with payments never
 * takes money with it: it leaves the lists (404 afterwards) and frees its bed, while its payments stay
 * in the income, on their receipts and in the audit log.
 */
export async function deleteBooking(id: string, actor: User | null = null) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const stay = await loadStay(tx, id, true);
    const [paid] = await tx.select({ value: count() }).from(bookingPayments).where(eq(bookingPayments.bookingId, id));
    if ((paid?.value ?? 0) === 0) {
      for (const table of [charges, stayRooms, settlements]) await tx.delete(table).where(eq(table.bookingId, id));
      await tx.delete(bookings).where(eq(bookings.id, id));
    } else {
      await tx.update(bookings).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(bookings.id, id));
    }
    await audit(tx, actor, {
      action: "booking.delete",
      entity: "booking",
      entityId: id,
      summary: `Booking of ${stay.booking.studentName} deleted${(paid?.value ?? 0) > 0 ? `; its ${paid!.value} payment(s) are kept` : ""}`,
      before: { status: stay.booking.status, studentName: stay.booking.studentName },
    });
  });
}
