import "server-only";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { bookings } from "@/models/bookings";
import { rooms, type Room } from "@/models/rooms";
import { LIVE_STAY_STATUSES, PAGE_SIZE, VIP_ROOM_NUMBERS } from "@/models/enums";
import { badRequest, conflict, notFound } from "@/lib/server/http/errors";
import { formatPKR } from "@/lib/format";
import type { ListQuery } from "@/lib/validations/list";
import type { RoomInput, RoomUpdate } from "@/lib/validations/rooms";
import { countedPage, offsetOf, searchAny, totalOfMatches } from "./list";
import { isStillReferenced, nextUpdatedAt, withId } from "./records";
import { bedsHeldOn, peakBedsFrom } from "./beds";
import { hostelToday } from "./stays";
import type { User } from "@/models/users";
import { auditCreate, auditDelete, auditUpdate } from "./audit";
import { say } from "@/lib/i18n/server-message";

const NOT_FOUND = "roomNotFound";
const searchColumns = [rooms.roomNumber, rooms.roomType, rooms.floorNumber];

// One correlated count per listed row, evaluated by the database in the same query. The outer
// column is spelled out: drizzle leaves columns unqualified in single-table selects.
// Beds held today by the bed rule (lib/server/services/beds.ts): a checked-out resident's bed is free the
// next day, a reservation for next month does not take one today.
const roomColumns = () => ({ room: rooms, booked: bedsHeldOn(sql`"rooms"."id"`, hostelToday()) });

export const isVipRoom = (roomNumber: string) => (VIP_ROOM_NUMBERS as readonly string[]).includes(roomNumber);

/** A room as the API shows it, with the beds still free and the status they give. */
function toRoomApi({ room, booked }: { room: Room; booked: number }) {
  const availableBeds = Math.max(room.capacity - booked, 0);
  return {
    ...withId(room),
    availableBeds,
    remainingCapacity: availableBeds,
    roomStatus: availableBeds === 0 ? ("Occupied" as const) : ("Available" as const),
    isVip: isVipRoom(room.roomNumber),
  };
}

export type RoomApi = ReturnType<typeof toRoomApi>;

// Room 1, Room 2, … Room 36: by the number in the name (as text, Room 10 would come before Room 2).
const byRoomNumber = [sql`nullif(regexp_replace(${rooms.roomNumber}, '[^0-9]', '', 'g'), '')::int`, asc(rooms.roomNumber), asc(rooms.id)];

/** One page of rooms by room number (so "Room 3" finds Room 3 first, then Room 30 to 36), optionally filtered by room number, type or floor. */
export async function listRooms({ page, searchTerm }: ListQuery) {
  const db = await getDb();
  const where = searchAny(searchTerm, searchColumns);
  // The page and the count in one query; the beds held of that page's rooms only.
  const pageIds = db.$with("page_ids").as(
    db
      .select({ id: rooms.id, total: totalOfMatches.as("total") })
      .from(rooms)
      .where(where)
      .orderBy(...byRoomNumber)
      .limit(PAGE_SIZE)
      .offset(offsetOf(page, PAGE_SIZE)),
  );
  const rows = await db
    .with(pageIds)
    .select({ ...roomColumns(), total: pageIds.total })
    .from(rooms)
    .innerJoin(pageIds, eq(pageIds.id, rooms.id))
    .orderBy(...byRoomNumber);
  return countedPage(rows, toRoomApi, {
    page,
    pageSize: PAGE_SIZE,
    countAll: async () => (await db.select({ value: count() }).from(rooms).where(where))[0]?.value ?? 0,
  });
}

/** Every room, by room number. */
export async function allRooms() {
  const db = await getDb();
  const rows = await db
    .select(roomColumns())
    .from(rooms)
    .orderBy(...byRoomNumber);
  return rows.map(toRoomApi);
}

async function readRoom(db: Db | Tx, id: string) {
  const [row] = await db.select(roomColumns()).from(rooms).where(eq(rooms.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return toRoomApi(row);
}

export async function getRoom(id: string) {
  return readRoom(await getDb(), id);
}

const duplicate = (roomNumber: string) => conflict(say("roomNumberTaken", { room: roomNumber }));

/** Adds a room; a room number can exist only once. */
export async function createRoom(input: RoomInput, actor: User) {
  const db = await getDb();
  try {
    const room = await db.transaction(async (tx) => {
      const [room] = await tx.insert(rooms).values(input).returning();
      const { id, roomNumber, capacity, monthlyRent } = room!;
      const summary = `${roomNumber} added: ${capacity} bed(s) at ${formatPKR(monthlyRent)} a month`;
      await auditCreate(tx, actor, { entity: "room", id, label: roomNumber, summary, params: { capacity, rent: monthlyRent }, row: room! });
      return room!;
    });
    return toRoomApi({ room, booked: 0 });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.roomNumber);
    throw error;
  }
}

/**
 * Changes the fields sent. The room row is locked so that a capacity cut and a new booking
 * cannot pass each other: the capacity never drops below the bookings the room has.
 */
export async function updateRoom(id: string, { roomNumber, ...input }: RoomUpdate, seenUpdatedAt: Date | undefined, actor: User) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(rooms).where(eq(rooms.id, id)).for("update");
    if (!current) throw notFound(NOT_FOUND);
    if (roomNumber !== undefined && roomNumber !== current.roomNumber) {
      throw badRequest("roomNumberFixed", "roomNumber");
    }
    if (input.capacity !== undefined && input.capacity < current.capacity) {
      const taken = await peakBedsFrom(tx, id, hostelToday());
      if (input.capacity < taken) {
        throw conflict(say("roomCapacityBelowBookings", { room: current.roomNumber, count: taken }));
      }
    }
    const [row] = await tx
      .update(rooms)
      .set({ ...input, updatedAt: nextUpdatedAt(current.updatedAt, seenUpdatedAt) })
      .where(eq(rooms.id, id))
      .returning();
    await auditUpdate(tx, actor, {
      entity: "room",
      id,
      label: current.roomNumber,
      summary: `Details of ${current.roomNumber} changed`,
      was: current,
      now: row!,
    });
    return readRoom(tx, id);
  });
}

/** Deletes a room that no booking refers to. */
export async function deleteRoom(id: string, actor: User) {
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      const [room] = await tx.select().from(rooms).where(eq(rooms.id, id)).for("update");
      if (!room) throw notFound(NOT_FOUND);
      // Stays that ended (or were deleted) keep the room's number as text; only live ones hold on to it.
      const [booked] = await tx
        .select({ value: count() })
        .from(bookings)
        .where(and(eq(bookings.roomId, id), isNull(bookings.deletedAt), inArray(bookings.status, [...LIVE_STAY_STATUSES])));
      if ((booked?.value ?? 0) > 0) {
        throw conflict(say("roomHasBookingCount", { room: room.roomNumber, count: booked!.value }));
      }
      await tx.delete(rooms).where(eq(rooms.id, id));
      await auditDelete(tx, actor, {
        entity: "room",
        id,
        label: room.roomNumber,
        summary: `${room.roomNumber} deleted from the rooms`,
        row: room,
      });
    });
  } catch (error) {
    if (isStillReferenced(error)) throw conflict("roomHasBookings");
    throw error;
  }
}
