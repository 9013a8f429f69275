import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db";
import type { Day } from "@/lib/money";
import { bookings } from "@/models/bookings";
import { stayRooms } from "@/models/ledger";
import { rooms } from "@/models/rooms";
import { students } from "@/models/students";
import { lastDayInRoom, liveStay } from "./beds";
import { balanceAsOf, withoutJit } from "./dues";
import { hostelToday, issueDueRent, statusOn } from "./stays";

/**
 * GET /api/rooms/occupancy: every room, Room 1 to Room 36, with the stays holding one of its beds on
 * `on` (default today) by the bed rule of lib/server/services/beds.ts, the beds left, and what each resident
 * owes as of that day.
 */
export async function roomOccupancy(on?: Day) {
  await issueDueRent();
  const today = hostelToday();
  const day = on ?? today;
  const db = await getDb();
  const { allRooms, held } = await db.transaction(async (tx) => {
    await withoutJit(tx);
    return {
      allRooms: await tx
        .select({ id: rooms.id, roomNumber: rooms.roomNumber, floorNumber: rooms.floorNumber, capacity: rooms.capacity })
        .from(rooms),
      held: await tx
        .select({
          roomId: stayRooms.roomId,
          bookingId: bookings.id,
          studentName: sql<string>`coalesce(${students.studentName}, ${bookings.studentName})`,
          status: bookings.status,
          bookingDate: bookings.bookingDate,
          balance: balanceAsOf(sql`${bookings.id}`, day),
        })
        .from(stayRooms)
        .innerJoin(bookings, eq(bookings.id, stayRooms.bookingId))
        .leftJoin(students, eq(students.id, bookings.studentId))
        .where(and(liveStay, lte(stayRooms.fromDate, day), sql`${lastDayInRoom} >= ${day}::date`))
        .orderBy(stayRooms.fromDate, bookings.id),
    };
  });

  const staysOf = new Map<string, typeof held>();
  for (const stay of held) if (stay.roomId) staysOf.set(stay.roomId, [...(staysOf.get(stay.roomId) ?? []), stay]);
  return {
    rooms: allRooms
      .sort((a, b) => a.roomNumber.localeCompare(b.roomNumber, "en", { numeric: true }))
      .map((room) => {
        const stays = staysOf.get(room.id) ?? [];
        return {
          _id: room.id,
          roomNumber: room.roomNumber,
          floorNumber: room.floorNumber,
          capacity: room.capacity,
          free: room.capacity - stays.length,
          stays: stays.map((stay) => ({
            bookingId: stay.bookingId,
            studentName: stay.studentName,
            status: statusOn(stay, today),
            outstanding: Math.max(stay.balance, 0),
          })),
        };
      }),
  };
}
