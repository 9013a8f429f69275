import "server-only";
import { sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/lib/server/db";
import type { Day } from "@/lib/money";
import { rooms } from "@/models/rooms";
import { bedsHeldOn } from "./beds";
import { isVipRoom } from "./rooms";

interface RoomBedsRow {
  id: string;
  room_number: string;
  floor_number: string | null;
  room_type: string | null;
  capacity: number;
  monthly_rent: number;
  held_on: number;
  peak: number;
  full_from: string | null;
}

/**
 * Every room with its beds as seen from `day`, Room 1 to Room 36, worked out by the database in one query.
 * Beds are taken only on the days stays move in (stay_rooms.from_date), so those days and `day` itself are
 * the only ones to count (the bed rule, lib/server/services/beds.ts):
 * - `freeOn`: beds free on that day;
 * - `fullFrom`: the first day on or after it on which the stays holding a bed fill the room (a reservation
 *   that takes the last bed next month), `day` itself when it is full that day, null when no stay fills it;
 * - `freeBeds`: beds free on every day from it on (capacity − the most held on any day): what a stay with
 *   no end can count on.
 */
export async function roomBedsFrom(day: Day) {
  const db = await getDb();
  const from = sql`${day}::date`;
  const found = await db.execute(sql`
    select r.id, r.room_number, r.floor_number, r.room_type, r.capacity, r.monthly_rent, h.held_on, h.peak, h.full_from
    from ${rooms} r cross join lateral (
      select coalesce(max(x.held) filter (where x.day = ${from}), 0)::int as held_on, coalesce(max(x.held), 0)::int as peak,
        (min(x.day) filter (where x.held >= r.capacity))::text as full_from
      from (
        select d.day, ${bedsHeldOn(sql`r.id`, sql`d.day`)} as held
        from (select ${from} as day union select fd.from_date from stay_rooms fd where fd.room_id = r.id and fd.from_date > ${from}) d
      ) x
    ) h`);
  return rowsOf<RoomBedsRow>(found)
    .map((row) => ({
      _id: row.id,
      roomNumber: row.room_number,
      floorNumber: row.floor_number,
      roomType: row.room_type,
      capacity: row.capacity,
      monthlyRent: Number(row.monthly_rent),
      isVip: isVipRoom(row.room_number),
      freeBeds: Math.max(row.capacity - row.peak, 0),
      freeOn: Math.max(row.capacity - row.held_on, 0),
      fullFrom: row.full_from,
    }))
    .sort((a, b) => a.roomNumber.localeCompare(b.roomNumber, "en", { numeric: true }));
}

export type RoomBeds = Awaited<ReturnType<typeof roomBedsFrom>>[number];

/** The rooms with a bed free on every day from `from` on: where a stay with no end can move, Room 1 to Room 36. */
export async function roomsWithFreeBedFrom(from: Day) {
  return (await roomBedsFrom(from)).filter((room) => room.freeBeds > 0);
}

export type FreeRoom = RoomBeds;
