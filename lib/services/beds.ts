import "server-only";
import { and, countDistinct, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Tx } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import { bookings } from "@/models/bookings";
import { stayRooms } from "@/models/ledger";
import type { Room } from "@/models/rooms";

// The bed rule (lib/money/README.md): a stay holds one bed of a room from the day it moves in until
// the last day it is there: the day before it moves to another room, or its leave date (actual once
// checked out, planned while on notice or for a days/weeks stay), open-ended otherwise. Cancelled and
// deleted stays hold nothing.

export const lastDayInRoom = sql`coalesce(least(${stayRooms.toDate}, ${bookings.leaveDate}), 'infinity'::date)`;
export const liveStay = and(isNull(bookings.deletedAt), ne(bookings.status, "cancelled"));

/** The bed rule on `day` for a room assignment `sr` and its booking `b` (aliases: inside a subquery of a
 * one-table select, drizzle would leave columns unqualified). */
const holdsBedOn = (day: SQL) =>
  sql`b.deleted_at is null and b.status <> 'cancelled' and sr.from_date <= ${day} and coalesce(least(sr.to_date, b.leave_date), 'infinity'::date) >= ${day}`;

/** The number of stays holding a bed of the room `roomId` on `day` (each a column or a value), as a subquery. */
export function bedsHeldOn(roomId: SQL | string, day: SQL | string): SQL<number> {
  const onDay = typeof day === "string" ? sql`${day}::date` : day;
  return sql<number>`(select count(*) from stay_rooms sr join bookings b on b.id = sr.booking_id
    where sr.room_id = ${roomId} and ${holdsBedOn(onDay)})::int`;
}

/** The number of beds of all rooms held on `day`, as a subquery; it reads only the stays not yet over (bookings_open_stays_idx). */
export function bedsTakenOn(day: string): SQL<number> {
  return sql<number>`(select count(*) from bookings b join stay_rooms sr on sr.booking_id = b.id
    where coalesce(b.leave_date, 'infinity'::date) >= ${day}::date and sr.room_id is not null and ${holdsBedOn(sql`${day}::date`)})::int`;
}

/**
 * The most beds of the room held on any one day from `day` on: a room's capacity may not drop below
 * it, or a reservation for next month would find no bed. Beds are taken only on the days stays move
 * in, so those days (and `day` itself) are the only ones to count.
 */
export async function peakBedsFrom(tx: Tx, roomId: string, day: string): Promise<number> {
  const found = await tx.execute(sql`select coalesce(max(${bedsHeldOn(sql`${roomId}::uuid`, sql`d.day`)}), 0)::int as peak
    from (select ${day}::date as day union select from_date from stay_rooms where room_id = ${roomId} and from_date > ${day}::date) d`);
  return rowsOf<{ peak: number }>(found)[0]?.peak ?? 0;
}

/**
 * Refuses (409) a stay in `room` from `firstDay` when `capacity` stays already hold, or will hold, a
 * bed of it on or after that day. The caller holds the room's row lock, so two bookings cannot take
 * the last bed together.
 */
export async function assertBedFree(tx: Tx, room: Room, firstDay: string, exceptBookingId?: string): Promise<void> {
  const [row] = await tx
    .select({ taken: countDistinct(stayRooms.bookingId) })
    .from(stayRooms)
    .innerJoin(bookings, eq(bookings.id, stayRooms.bookingId))
    .where(
      and(
        liveStay,
        eq(stayRooms.roomId, room.id),
        sql`${lastDayInRoom} >= ${firstDay}::date`,
        exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
      ),
    );
  if ((row?.taken ?? 0) >= room.capacity) throw conflict(`${room.roomNumber} is full: no bed left`);
}
