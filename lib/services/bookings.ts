import "server-only";
import { totalPaymentFor, type DurationType } from "@/lib/rent";
import { formatPKR } from "@/lib/format";
import { count, desc, eq, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/db";
import { bookingPayments, bookings } from "@/models/bookings";
import { rooms, type Room } from "@/models/rooms";
import { students } from "@/models/students";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { MAX_MONEY } from "@/lib/validations/fields";
import type { BookingListQuery } from "@/lib/validations/list";
import type { BookingInput, BookingUpdate } from "@/lib/validations/bookings";
import { hostelTime } from "@/lib/time";
import { offsetOf, pageOf, searchAny } from "./list";
import { isVipRoom } from "./rooms";

const NOT_FOUND = "Booking not found";

interface PaymentRow {
  id: string;
  amount: number;
  paidAt: string;
  month: number;
}

// The payments of each booking, summed and listed by the database in the same query (a lateral
// subquery per row, so a page of bookings never costs one query per booking).
const payments = sql`lateral (
  select coalesce(sum(p.amount), 0)::float8 as total_paid,
    coalesce(json_agg(json_build_object('id', p.id, 'amount', p.amount, 'paidAt', p.paid_at, 'month', p.month)
      order by p.paid_at, p.created_at, p.id), '[]'::json) as history
  from ${bookingPayments} p where p.booking_id = "bookings"."id"
) paid`;
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
};

function selectBookings(db: Db | Tx) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(students, eq(students.id, bookings.studentId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .crossJoin(payments);
}

type BookingRow = Awaited<ReturnType<typeof selectBookings>>[number];

/** A booking as the API shows it: its room, the payments in order, and the figures they give. */
function toBookingApi({ booking, currentName, room, totalPaid, remainingAmount, paymentStatus, history }: BookingRow) {
  const { id, studentId, roomId, studentName, ...fields } = booking;
  return {
    _id: id,
    studentId,
    studentName: currentName ?? studentName,
    selectedRoom: roomId,
    room: { _id: room.id, roomNumber: room.roomNumber, roomType: room.roomType, floorNumber: room.floorNumber, capacity: room.capacity, monthlyRent: room.monthlyRent, isVip: isVipRoom(room.roomNumber) },
    roomType: room.roomType,
    roomPrice: room.monthlyRent,
    ...fields,
    totalPaid,
    remainingAmount,
    paymentStatus,
    paymentHistory: history.map((payment) => {
      const { date, time } = hostelTime(new Date(payment.paidAt));
      return { _id: payment.id, amount: payment.amount, date, time, month: payment.month };
    }),
  };
}

export type BookingApi = ReturnType<typeof toBookingApi>;

const searchColumns = [students.studentName, rooms.roomNumber];
const newestFirst = [desc(bookings.createdAt), desc(bookings.id)];

/** One page of bookings, newest first, optionally filtered by the customer's name or the room number. */
export async function listBookings({ page, searchTerm, limit }: BookingListQuery) {
  const db = await getDb();
  const where = searchAny(searchTerm, searchColumns);
  const [rows, [total]] = await Promise.all([
    selectBookings(db).where(where).orderBy(...newestFirst).limit(limit).offset(offsetOf(page, limit)),
    db
      .select({ value: count() })
      .from(bookings)
      .innerJoin(students, eq(students.id, bookings.studentId))
      .innerJoin(rooms, eq(rooms.id, bookings.roomId))
      .where(where),
  ]);
  return { ...pageOf(rows.map(toBookingApi), total?.value ?? 0, page, limit), limit };
}

/** Every booking, newest first. */
export async function allBookings() {
  const db = await getDb();
  const rows = await selectBookings(db).orderBy(...newestFirst);
  return rows.map(toBookingApi);
}

async function readBooking(db: Db | Tx, id: string) {
  const [row] = await selectBookings(db).where(eq(bookings.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return toBookingApi(row);
}

export async function getBooking(id: string) {
  return readBooking(await getDb(), id);
}

/**
 * Locks the room and makes sure it has a bed left. Every booking write into a room goes through
 * here inside its transaction, so two requests cannot both take the last bed.
 */
async function lockRoomWithBed(tx: Tx, roomId: string): Promise<Room> {
  const [room] = await tx.select().from(rooms).where(eq(rooms.id, roomId)).for("update");
  if (!room) throw badRequest("The selected room does not exist", { selectedRoom: "The selected room does not exist" });
  const [booked] = await tx.select({ value: count() }).from(bookings).where(eq(bookings.roomId, roomId));
  if ((booked?.value ?? 0) >= room.capacity) throw conflict(`${room.roomNumber} is full: no bed left`);
  return room;
}

function checkedTotal(room: Room, durationType: DurationType, durationValue: number): number {
  const total = totalPaymentFor(room.monthlyRent, durationType, durationValue);
  if (total > MAX_MONEY) {
    const message = `The total payment cannot be more than ${formatPKR(MAX_MONEY)}`;
    throw badRequest(message, { durationValue: message });
  }
  return total;
}

/** A payment entry stamped now, with its month on the hostel's clock. */
function paymentNow(bookingId: string, amount: number) {
  const paidAt = new Date();
  return { bookingId, amount, paidAt, month: hostelTime(paidAt).month };
}

/** Books a bed for a customer; the advance, if any, is the first payment. */
export async function createBooking({ studentId, selectedRoom, advancedPayment, ...input }: BookingInput) {
  const db = await getDb();
  const durationType = input.durationType ?? "months";
  const durationValue = input.durationValue ?? 1;
  const advance = advancedPayment ?? 0;
  return db.transaction(async (tx) => {
    // Key-share lock: a concurrent delete of the customer waits, then sees this booking and is refused.
    const [student] = await tx.select({ name: students.studentName }).from(students).where(eq(students.id, studentId)).for("key share");
    if (!student) throw badRequest("The selected customer does not exist", { studentId: "The selected customer does not exist" });
    const room = await lockRoomWithBed(tx, selectedRoom);
    const totalPayment = checkedTotal(room, durationType, durationValue);
    if (advance > totalPayment) {
      const message = `Advanced payment cannot be more than the total payment of ${formatPKR(totalPayment)}`;
      throw badRequest(message, { advancedPayment: message });
    }
    const [booking] = await tx
      .insert(bookings)
      .values({ ...input, studentId, studentName: student.name, roomId: room.id, durationType, durationValue, totalPayment, advancedPayment: advance })
      .returning({ id: bookings.id });
    if (advance > 0) await tx.insert(bookingPayments).values(paymentNow(booking!.id, advance));
    return readBooking(tx, booking!.id);
  });
}

/**
 * Changes the fields sent. A new room must have a bed left; a new room or duration recomputes the
 * total. The booking row is locked, so concurrent payments are recorded one after another and none
 * can take the amount paid past the total.
 */
export async function updateBooking(id: string, { selectedRoom, paymentAmount, ...input }: BookingUpdate) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
    if (!current) throw notFound(NOT_FOUND);
    const roomChanges = selectedRoom !== undefined && selectedRoom !== current.roomId;
    const durationType = input.durationType ?? current.durationType;
    const durationValue = input.durationValue ?? current.durationValue;
    let totalPayment = current.totalPayment;
    if (roomChanges || durationType !== current.durationType || durationValue !== current.durationValue) {
      const room = roomChanges
        ? await lockRoomWithBed(tx, selectedRoom)
        : (await tx.select().from(rooms).where(eq(rooms.id, current.roomId)))[0]!;
      totalPayment = checkedTotal(room, durationType as DurationType, durationValue);
    }

    const [paid] = await tx
      .select({ value: sql<number>`coalesce(sum(${bookingPayments.amount}), 0)::float8` })
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, id));
    const alreadyPaid = paid?.value ?? 0;
    if (totalPayment < alreadyPaid) {
      throw conflict(`${formatPKR(alreadyPaid)} has already been paid, more than the new total payment of ${formatPKR(totalPayment)}.`);
    }
    const payment = paymentAmount ?? 0;
    if (payment > totalPayment - alreadyPaid) {
      const left = totalPayment - alreadyPaid;
      const message = left === 0 ? "This booking is already fully paid" : `Payment cannot be more than the remaining amount of ${formatPKR(left)}`;
      throw badRequest(message, { paymentAmount: message });
    }

    await tx
      .update(bookings)
      .set({ ...input, durationType, durationValue, totalPayment, ...(roomChanges && { roomId: selectedRoom }), updatedAt: new Date() })
      .where(eq(bookings.id, id));
    if (payment > 0) await tx.insert(bookingPayments).values(paymentNow(id, payment));
    return readBooking(tx, id);
  });
}

/** Deletes a booking and its payments, freeing its bed. */
export async function deleteBooking(id: string) {
  const db = await getDb();
  const [row] = await db.delete(bookings).where(eq(bookings.id, id)).returning({ id: bookings.id });
  if (!row) throw notFound(NOT_FOUND);
}
