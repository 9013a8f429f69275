import "server-only";
import { and, asc, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Tx } from "@/lib/server/db";
import { badRequest, conflict } from "@/lib/server/http/errors";
import { addDays } from "@/lib/money";
import { bookings } from "@/models/bookings";
import { stayRooms } from "@/models/ledger";
import { rooms } from "@/models/rooms";
import { say } from "@/lib/i18n/server-message";

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

/** The days a stay holds a bed of one room: `to` null is open-ended. */
export interface BedSpan {
  roomId: string;
  from: string;
  to: string | null;
}

/** The spans a stay holds by the bed rule: each room it is in, up to its leave date; none once cancelled or deleted. */
export function bedSpans(
  booking: { status: string; leaveDate: string | null; deletedAt: Date | null },
  roomsHeld: { roomId: string | null; fromDate: string; toDate: string | null }[],
): BedSpan[] {
  if (booking.deletedAt || booking.status === "cancelled") return [];
  const spans: BedSpan[] = [];
  for (const held of roomsHeld) {
    if (!held.roomId) continue;
    const ends = [held.toDate, booking.leaveDate].filter((day): day is string => day !== null);
    const to = ends.length ? ends.reduce((a, b) => (a < b ? a : b)) : null;
    if (to === null || to >= held.fromDate) spans.push({ roomId: held.roomId, from: held.fromDate, to });
  }
  return spans;
}

const dayAfter = (day: string) => addDays(day, 1);
const dayBefore = (day: string) => addDays(day, -1);

/** The days of `after` that `before` does not hold, room by room: what a change adds to a stay's beds. */
export function addedSpans(before: BedSpan[], after: BedSpan[]): BedSpan[] {
  const added: BedSpan[] = [];
  for (const span of after) {
    let pieces: BedSpan[] = [span];
    for (const old of before.filter((candidate) => candidate.roomId === span.roomId)) {
      pieces = pieces.flatMap((piece) => {
        const overlaps = (old.to === null || old.to >= piece.from) && (piece.to === null || old.from <= piece.to);
        if (!overlaps) return [piece];
        const left = old.from > piece.from ? [{ ...piece, to: dayBefore(old.from) }] : [];
        const right = old.to !== null && (piece.to === null || old.to < piece.to) ? [{ ...piece, from: dayAfter(old.to) }] : [];
        return [...left, ...right];
      });
    }
    added.push(...pieces);
  }
  return added;
}

/**
 * The bed rule on every day a change adds (lib/money/README.md, rule 13), run after the change is written in the
 * same transaction: the rooms are locked (in id order, so two changes never wait on each other
 * crosswise), then each added span is checked for its first day with more stays than beds. Beds are
 * taken only on the days stays move in, so the span's first day and those days are the ones to count.
 * `fullFromStart` words a new bed refused on its first day as the room being full.
 */
export async function assertBedsForAddedDays(tx: Tx, added: BedSpan[], fullFromStart = false): Promise<void> {
  if (added.length === 0) return;
  const roomIds = [...new Set(added.map((span) => span.roomId))].sort();
  const locked = await tx.select().from(rooms).where(inArray(rooms.id, roomIds)).orderBy(asc(rooms.id)).for("update");
  const byId = new Map(locked.map((room) => [room.id, room]));
  for (const span of added) {
    const room = byId.get(span.roomId);
    if (!room) throw badRequest("selectedRoomMissing", "selectedRoom");
    const until = span.to === null ? sql`'infinity'::date` : sql`${span.to}::date`;
    const found = await tx.execute(sql`select d.day::text as day from (
        select ${span.from}::date as day
        union select from_date from stay_rooms where room_id = ${room.id} and from_date > ${span.from}::date and from_date <= ${until}
      ) d
      where ${bedsHeldOn(sql`${room.id}::uuid`, sql`d.day`)} > ${room.capacity}
      order by d.day limit 1`);
    const day = rowsOf<{ day: string }>(found)[0]?.day;
    if (!day) continue;
    if (fullFromStart && day === span.from) throw conflict(say("roomFull", { room: room.roomNumber }));
    throw conflict(say("noBedOn", { room: room.roomNumber, date: { day } }));
  }
}
