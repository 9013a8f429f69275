import "server-only";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/db";
import { bookingPayments, bookings } from "@/models/bookings";
import { charges, settlements, stayRooms } from "@/models/ledger";
import { rooms } from "@/models/rooms";
import { students } from "@/models/students";
import { notFound } from "@/lib/http/errors";
import type { BookingListQuery } from "@/lib/validations/list";
import { hostelTime } from "@/lib/time";
import { config } from "@/lib/config";
import { offsetOf, pageOf, searchAny } from "./list";
import { isVipRoom } from "./rooms";
import { hostelToday, issueDueRent, statusOn } from "./stays";

// The spec's reads of bookings (lists, one booking) with the figures the database sums per row. Every
// change of a stay is written by ./stay-changes.ts.

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
