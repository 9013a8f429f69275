import "server-only";
import { and, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { getDb, type Db, type Tx } from "@/lib/server/db";
import { bookingPayments, bookings } from "@/models/bookings";
import { charges, settlements, stayRooms } from "@/models/ledger";
import { rooms } from "@/models/rooms";
import { students } from "@/models/students";
import { notFound } from "@/lib/server/http/errors";
import type { BookingListQuery } from "@/lib/validations/list";
import { hostelTime } from "@/lib/time";
import { config } from "@/lib/server/config";
import { countedPage, offsetOf, phonePart, searchAny, totalOfMatches } from "./list";
import { isVipRoom } from "./rooms";
import { hostelToday, issueDueRent, statusOn } from "./stays";

// The spec's reads of bookings (lists, one booking) with the figures the database sums per row. Every
// change of a stay is written by ./stay-changes.ts.

const NOT_FOUND = "bookingNotFound";

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

interface Paid {
  total: number;
  toDate: number;
  history: PaymentRow[];
}

// The payments, charges and rooms of each booking, summed and listed by the database in the same
// query, a subquery per figure: as lateral joins they made a plan of eight tables, which took PGlite
// longer to plan than to run. Voided payments count nowhere; the balance is what is owed today
// (lib/money/README.md).
const paid = sql<Paid>`(
  select json_build_object(
    'total', coalesce(sum(p.amount) filter (where not p.voided), 0),
    'toDate', coalesce(sum(p.amount) filter (where not p.voided and p.paid_on <= ${hostelDay}), 0),
    'history', coalesce(json_agg(json_build_object('id', p.id, 'amount', p.amount, 'paidAt', p.paid_at, 'month', p.month,
        'paidOn', p.paid_on, 'mode', p.mode, 'receiptNo', p.receipt_no)
      order by p.paid_on, p.seq) filter (where not p.voided), '[]'::json))
  from ${bookingPayments} p where p.booking_id = "bookings"."id"
)`;
const chargedToDate = sql<number>`(
  select coalesce(sum(c.amount) filter (where c.charged_on <= ${hostelDay}), 0)::float8
  from ${charges} c where c.booking_id = "bookings"."id"
)`;
const settledToDate = sql<number>`(
  select coalesce(sum(s.deposit_applied - s.credit_refunded) filter (where s.leave_date <= ${hostelDay}), 0)::float8
  from ${settlements} s where s.booking_id = "bookings"."id"
)`;
const roomsHeld = sql<RoomHeld[]>`(
  select coalesce(json_agg(json_build_object('roomId', r.room_id, 'roomNumber', r.room_number, 'from', r.from_date, 'to', r.to_date)
    order by r.from_date, r.created_at), '[]'::json)
  from ${stayRooms} r where r.booking_id = "bookings"."id"
)`;

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
  paid,
  chargedToDate,
  settledToDate,
  roomsHeld,
};

/** The bookings with their figures; `extra` adds columns (a list's total) to each row. */
function selectBookings<Extra extends SelectedFields = Record<never, never>>(db: Pick<Db | Tx, "select">, extra = {} as Extra) {
  return db
    .select({ ...bookingColumns, ...extra })
    .from(bookings)
    .leftJoin(students, eq(students.id, bookings.studentId))
    .leftJoin(rooms, eq(rooms.id, bookings.roomId));
}

/** Bookings that are not deleted (a deleted booking with payments keeps its row: its money stays). */
const live = isNull(bookings.deletedAt);

type BookingRow = Awaited<ReturnType<typeof selectBookings<Record<never, never>>>>[number];

/** A booking as the API shows it: its room, the payments in order, and the figures they give. */
function toBookingApi({ booking, currentName, room, paid, chargedToDate, settledToDate, roomsHeld }: BookingRow) {
  const { id, studentId, roomId, studentName, chargedThrough: _charged, deletedAt: _deleted, status, ...fields } = booking;
  const remainingAmount = booking.totalPayment - paid.total;
  return {
    _id: id,
    studentId,
    studentName: currentName ?? studentName,
    selectedRoom: roomId,
    room: room
      ? {
          _id: room.id,
          roomNumber: room.roomNumber,
          roomType: room.roomType,
          floorNumber: room.floorNumber,
          capacity: room.capacity,
          monthlyRent: room.monthlyRent,
          isVip: isVipRoom(room.roomNumber),
        }
      : // The room was deleted after the stay ended: its number as the stay recorded it.
        {
          _id: null,
          roomNumber: roomsHeld.at(-1)?.roomNumber ?? "",
          roomType: null,
          floorNumber: null,
          capacity: 0,
          monthlyRent: booking.monthlyRent,
          isVip: false,
        },
    roomType: room?.roomType ?? null,
    roomPrice: room?.monthlyRent ?? booking.monthlyRent,
    ...fields,
    status: statusOn({ status, bookingDate: booking.bookingDate }, hostelToday()),
    balance: chargedToDate - paid.toDate - settledToDate,
    rooms: roomsHeld,
    totalPaid: paid.total,
    remainingAmount,
    paymentStatus: remainingAmount <= 0 ? ("paid" as const) : ("pending" as const),
    paymentHistory: paid.history.map((payment) => {
      const { date, time } = hostelTime(new Date(payment.paidAt));
      return {
        _id: payment.id,
        amount: payment.amount,
        date,
        time,
        month: payment.month,
        paidOn: payment.paidOn,
        mode: payment.mode,
        receiptNo: payment.receiptNo,
      };
    }),
  };
}

export type BookingApi = ReturnType<typeof toBookingApi>;

const newestFirst = [desc(bookings.createdAt), desc(bookings.id)];

/**
 * Bookings whose customer's name or phone number (part of it, however typed), or whose room number,
 * holds the term. Matched on the customers and rooms first: joining every booking to its customer
 * to test it cost more than the rest of the page.
 */
function searchOf(term: string) {
  const customers = sql`(select ${students.id} from ${students} where ${or(searchAny(term, [students.studentName]), phonePart(term, students.contactNumber))})`;
  const roomsFound = sql`(select ${rooms.id} from ${rooms} where ${searchAny(term, [rooms.roomNumber])})`;
  return or(inArray(bookings.studentId, customers), inArray(bookings.roomId, roomsFound));
}

/** One page of bookings, newest first, optionally filtered by the customer's name or phone, or the room number. */
export async function listBookings({ page, searchTerm, limit }: BookingListQuery) {
  await issueDueRent();
  const db = await getDb();
  const where = and(live, searchTerm ? searchOf(searchTerm) : undefined);
  // The page's ids and the count of every match in one query, then the figures of those rows only:
  // summing every matching booking's payments before the page is cut took ~60 ms on a ten-year history.
  const pageIds = db.$with("page_ids").as(
    db
      .select({ id: bookings.id, total: totalOfMatches.as("total") })
      .from(bookings)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offsetOf(page, limit)),
  );
  const rows = await selectBookings(db.with(pageIds), { total: pageIds.total })
    .innerJoin(pageIds, eq(pageIds.id, bookings.id))
    .orderBy(...newestFirst);
  const countAll = async () => {
    const [total] = await db.select({ value: count() }).from(bookings).where(where);
    return total?.value ?? 0;
  };
  const counted = await countedPage(rows, toBookingApi, { page, pageSize: limit, countAll });
  return { ...counted, limit };
}

/** Every booking, newest first. */
export async function allBookings() {
  await issueDueRent();
  const db = await getDb();
  const rows = await selectBookings(db)
    .where(live)
    .orderBy(...newestFirst);
  return rows.map(toBookingApi);
}

async function readBooking(db: Db | Tx, id: string) {
  const [row] = await selectBookings(db)
    .where(and(eq(bookings.id, id), live))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return toBookingApi(row);
}

export async function getBooking(id: string) {
  await issueDueRent();
  return readBooking(await getDb(), id);
}
