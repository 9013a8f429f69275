import "server-only";
import { and, countDistinct, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Day } from "@/lib/money";
import { bookings } from "@/models/bookings";
import { stayRooms } from "@/models/ledger";
import { rooms } from "@/models/rooms";
import { lastDayInRoom, liveStay } from "./beds";

/**
 * The rooms a stay could move into from `from`: those where fewer than `capacity` stays hold, or will
 * hold, a bed on or after that day (the rule a transfer is checked against), Room 1 to Room 36.
 */
export async function roomsWithFreeBedFrom(from: Day) {
  const db = await getDb();
  const [allRooms, held] = await Promise.all([
    db.select({ id: rooms.id, roomNumber: rooms.roomNumber, floorNumber: rooms.floorNumber, capacity: rooms.capacity, monthlyRent: rooms.monthlyRent }).from(rooms),
    db
      .select({ roomId: stayRooms.roomId, taken: countDistinct(stayRooms.bookingId) })
      .from(stayRooms)
      .innerJoin(bookings, eq(bookings.id, stayRooms.bookingId))
      .where(and(liveStay, sql`${lastDayInRoom} >= ${from}::date`))
      .groupBy(stayRooms.roomId),
  ]);
  const taken = new Map(held.map((row) => [row.roomId, row.taken]));
  return allRooms
    .map(({ id, ...room }) => ({ _id: id, ...room, freeBeds: room.capacity - (taken.get(id) ?? 0) }))
    .filter((room) => room.freeBeds > 0)
    .sort((a, b) => a.roomNumber.localeCompare(b.roomNumber, "en", { numeric: true }));
}

export type FreeRoom = Awaited<ReturnType<typeof roomsWithFreeBedFrom>>[number];
