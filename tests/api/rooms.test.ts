import { count, eq } from "drizzle-orm";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { GET as getRooms } from "@/app/api/rooms/get-rooms/route";
import { GET as getAllRooms } from "@/app/api/rooms/get-all-rooms/route";
import { GET as getRoom } from "@/app/api/rooms/get-room/[id]/route";
import { PUT as updateRoom } from "@/app/api/rooms/update-room/[id]/route";
import { DELETE as deleteRoom } from "@/app/api/rooms/delete-room/[id]/route";
import { getDb } from "@/lib/server/db";
import { addDays } from "@/lib/money/days";
import { hostelTime } from "@/lib/time";
import { bookings } from "@/models/bookings";
import { stayRooms } from "@/models/ledger";
import { rooms } from "@/models/rooms";
import { students } from "@/models/students";
import type { RoomJson } from "../support/api-types";
import { deleteAllBookings, callJson } from "../support/records";

interface RoomBody {
  message: string;
  data: RoomJson;
  errors?: Record<string, string>;
}
interface ListJson {
  data: { rooms: RoomJson[]; totalPages: number; totalRooms: number; currentPage: number };
}

type IdParams = { id: string };
const MISSING = "00000000-0000-4000-8000-000000000000";
const room5 = { roomNumber: "Room 5", roomType: "double", floorNumber: "first", capacity: 2, monthlyRent: 12000 };

async function create(body: Record<string, unknown>) {
  return callJson<RoomBody>(addRoom, { body });
}

async function roomCount() {
  const db = await getDb();
  const [row] = await db.select({ value: count() }).from(rooms);
  return row!.value;
}

/** Books `beds` beds of a room straight in the database (the bookings API has its own tests). */
async function occupy(roomId: string, beds: number) {
  const db = await getDb();
  const [student] = await db.insert(students).values({ studentName: "Resident", fatherName: "Father", contactNumber: "0300" }).returning();
  for (let bed = 0; bed < beds; bed++) {
    const [booking] = await db
      .insert(bookings)
      .values({ studentId: student!.id, studentName: "Resident", roomId, totalPayment: 1000, bookingDate: "2026-01-01" })
      .returning();
    await db.insert(stayRooms).values({ bookingId: booking!.id, roomId, roomNumber: "Room", fromDate: "2026-01-01", monthlyRent: 1000 });
  }
}

async function wipeRooms() {
  await deleteAllBookings();
  await (await getDb()).delete(rooms);
}

describe("rooms", () => {
  beforeEach(wipeRooms);

  test("add-room stores a room and answers with its free beds, status and VIP mark", async () => {
    const response = await create({
      ...room5,
      facilities: ["AC", "Wifi", "AC"],
      additionalCharges: "1500",
      availableFrom: "2026-03-01",
      notes: "Corner room",
      availableBeds: 99,
      roomStatus: "Occupied",
      role: "admin",
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe("Room created successfully!");
    const room = response.body.data;
    expect(room._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(room).toMatchObject({
      roomNumber: "Room 5",
      roomType: "double",
      floorNumber: "first",
      capacity: 2,
      facilities: ["AC", "Wifi"],
      monthlyRent: 12000,
      additionalCharges: 1500,
      availableFrom: "2026-03-01",
      notes: "Corner room",
      availableBeds: 2,
      remainingCapacity: 2,
      roomStatus: "Available",
      isVip: false,
    });
    expect(room).not.toHaveProperty("role");
    expect(room.createdAt).toBeTruthy();
    expect(room.updatedAt).toBeTruthy();

    const minimal = await create({ roomNumber: "Room 13", capacity: "1", monthlyRent: "8000" });
    expect(minimal.status).toBe(201);
    expect(minimal.body.data).toMatchObject({ isVip: true, facilities: [], additionalCharges: 0, roomType: null, availableFrom: null });
    for (const number of ["Room 1", "Room 14", "Room 26", "Room 27"]) {
      expect((await create({ roomNumber: number, capacity: 1, monthlyRent: 1 })).body.data.isVip).toBe(true);
    }
    expect((await create({ roomNumber: "Room 2", capacity: 1, monthlyRent: 1 })).body.data.isVip).toBe(false);
  });

  test("each field is checked, and nothing is stored on failure", async () => {
    const empty = await create({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      roomNumber: "Room number is required",
      capacity: "Capacity is required",
      monthlyRent: "Monthly rent is required",
    });

    const wrong = await create({
      roomNumber: "Room 37",
      roomType: "suite",
      floorNumber: "roof",
      capacity: 0,
      facilities: ["AC", "Pool"],
      monthlyRent: -1,
      additionalCharges: 10.5,
      availableFrom: "2026-02-30",
      notes: "x".repeat(2001),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      roomNumber: "Room number must be one of Room 1 to Room 36",
      roomType: "Room type must be one of: single, double, triple, fourth, fifth",
      floorNumber: "Floor must be one of: ground, first, second",
      capacity: "Capacity must be at least 1",
      facilities: "Facilities must be chosen from: AC, Bathroom, Wifi, Study Table, Wardrobe, Geezer, Toilet",
      monthlyRent: "Monthly rent cannot be negative",
      additionalCharges: "Additional charges must be a whole number",
      availableFrom: "Available from must be a valid date",
      notes: "Notes must be at most 2000 characters",
    });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ capacity: 21 }, "capacity", "Capacity must be at most 20"],
      [{ capacity: 1.5 }, "capacity", "Capacity must be a whole number"],
      [{ capacity: "two" }, "capacity", "Capacity must be a number"],
      [{ facilities: "AC" }, "facilities", "Facilities must be a list"],
      [{ monthlyRent: 100_000_001 }, "monthlyRent", "Monthly rent must be at most 100000000"],
      [{ additionalCharges: -5 }, "additionalCharges", "Additional charges cannot be negative"],
      [{ roomNumber: "room 5" }, "roomNumber", "Room number must be one of Room 1 to Room 36"],
      [{ roomNumber: 5 }, "roomNumber", "Room number must be text"],
    ];
    for (const [change, field, message] of cases) {
      const response = await create({ ...room5, ...change });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ [field]: message });
    }
    expect(await roomCount()).toBe(0);

    const malformed = await callJson(addRoom, { rawBody: "{not json" });
    expect(malformed.status).toBe(400);
    const notObject = await callJson(addRoom, { rawBody: "[1,2]" });
    expect(notObject.status).toBe(400);
  });

  test("a room number can exist only once", async () => {
    expect((await create(room5)).status).toBe(201);
    const again = await create({ ...room5, capacity: 3 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Room 5 already exists. Choose another room number.");
    expect(again.body).toMatchObject({ code: "roomNumberTaken", params: { room: "Room 5" } });
    expect(await roomCount()).toBe(1);
  });

  test("get-rooms pages by 10, by room number, with free beds and status computed from the bookings", async () => {
    // Added out of order: the list goes by the number, not by when a room was added.
    for (const number of [7, 2, 12, 1, 10, 3, 11, 4, 5, 9, 6, 8]) {
      const response = await create({
        roomNumber: `Room ${number}`,
        roomType: number % 2 ? "single" : "triple",
        floorNumber: number <= 6 ? "ground" : "second",
        capacity: 3,
        monthlyRent: 10000,
      });
      expect(response.status).toBe(201);
    }
    const all = (await callJson<{ data: RoomJson[] }>(getAllRooms)).body.data;
    const byNumber = new Map(all.map((room) => [room.roomNumber, room]));
    await occupy(byNumber.get("Room 3")!._id, 3);
    await occupy(byNumber.get("Room 4")!._id, 1);

    const first = await callJson<ListJson>(getRooms, { query: { page: 1 } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ totalPages: 2, totalRooms: 12, currentPage: 1 });
    expect(first.body.data.rooms).toHaveLength(10);
    expect(first.body.data.rooms.map((room) => room.roomNumber)).toEqual(Array.from({ length: 10 }, (_, index) => `Room ${index + 1}`));
    const second = await callJson<ListJson>(getRooms, { query: { page: 2 } });
    expect(second.body.data.rooms.map((room) => room.roomNumber)).toEqual(["Room 11", "Room 12"]);
    const beyond = await callJson<ListJson>(getRooms, { query: { page: 3 } });
    expect(beyond.body.data.rooms).toEqual([]);

    const listed = new Map([...first.body.data.rooms, ...second.body.data.rooms].map((room) => [room.roomNumber, room]));
    expect(listed.get("Room 3")).toMatchObject({ availableBeds: 0, remainingCapacity: 0, roomStatus: "Occupied" });
    expect(listed.get("Room 4")).toMatchObject({ availableBeds: 2, remainingCapacity: 2, roomStatus: "Available" });
    expect(listed.get("Room 5")).toMatchObject({ availableBeds: 3, roomStatus: "Available" });
    expect(listed.get("Room 1")!.isVip).toBe(true);

    const search = async (searchTerm: string) =>
      (await callJson<ListJson>(getRooms, { query: { searchTerm } })).body.data.rooms.map((room) => room.roomNumber);
    // The room whose number was typed comes first.
    expect(await search("ROOM 1")).toEqual(["Room 1", "Room 10", "Room 11", "Room 12"]);
    expect(await search("room 7")).toEqual(["Room 7"]);
    for (const number of [36, 30, 33]) await create({ roomNumber: `Room ${number}`, capacity: 1, monthlyRent: 1000 });
    expect(await search("Room 3")).toEqual(["Room 3", "Room 30", "Room 33", "Room 36"]);
    expect((await search("TRIPLE")).length).toBe(6);
    expect(await search("Ground")).toEqual(["Room 1", "Room 2", "Room 3", "Room 4", "Room 5", "Room 6"]);
    expect(await search("%")).toEqual([]);
    const counted = await callJson<ListJson>(getRooms, { query: { searchTerm: "second" } });
    expect(counted.body.data).toMatchObject({ totalRooms: 6, totalPages: 1 });

    expect((await callJson(getRooms, { query: { page: "zero" } })).status).toBe(400);
    expect((await callJson(getRooms, { query: { searchTerm: "x".repeat(101) } })).status).toBe(400);
  });

  test("get-all-rooms returns every room by room number with its free beds", async () => {
    for (const number of [31, 20, 25, 22, 30, 21, 29, 23, 28, 24, 27, 26])
      await create({ roomNumber: `Room ${number}`, capacity: 2, monthlyRent: 5000 });
    const response = await callJson<{ data: RoomJson[] }>(getAllRooms);
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(12);
    expect(response.body.data[0]).toMatchObject({ roomNumber: "Room 20", availableBeds: 2, roomStatus: "Available" });
    expect(response.body.data.map((room) => room.roomNumber)).toEqual(Array.from({ length: 12 }, (_, index) => `Room ${20 + index}`));
  });

  test("get-room and update-room; the room number is read-only", async () => {
    const created = (await create({ ...room5, facilities: ["AC"], notes: "Old" })).body.data;
    const params = { id: created._id };
    const got = await callJson<RoomBody, IdParams>(getRoom, { params });
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(created);

    const updated = await callJson<RoomBody, IdParams>(updateRoom, {
      method: "PUT",
      params,
      body: {
        roomNumber: "Room 5",
        capacity: 4,
        facilities: ["Bathroom", "Geezer"],
        notes: "",
        monthlyRent: 15000,
        availableBeds: 0,
        roomStatus: "Occupied",
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe("Room updated successfully!");
    expect(updated.body.data).toMatchObject({
      roomNumber: "Room 5",
      roomType: "double",
      capacity: 4,
      facilities: ["Bathroom", "Geezer"],
      notes: null,
      monthlyRent: 15000,
      availableBeds: 4,
      roomStatus: "Available",
    });
    expect(new Date(updated.body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());

    const renamed = await callJson<RoomBody, IdParams>(updateRoom, { method: "PUT", params, body: { roomNumber: "Room 6", capacity: 1 } });
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors).toEqual({ roomNumber: "The room number cannot be changed" });
    const invalid = await callJson<RoomBody, IdParams>(updateRoom, {
      method: "PUT",
      params,
      body: { capacity: null, facilities: ["Sauna"] },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      capacity: "Capacity is required",
      facilities: "Facilities must be chosen from: AC, Bathroom, Wifi, Study Table, Wardrobe, Geezer, Toilet",
    });
    expect((await callJson<RoomBody, IdParams>(getRoom, { params })).body.data).toMatchObject({ roomNumber: "Room 5", capacity: 4 });

    expect((await callJson(updateRoom, { method: "PUT", params, rawBody: "nope" })).status).toBe(400);
    expect((await callJson(getRoom, { params: { id: MISSING } })).status).toBe(404);
    expect((await callJson<RoomBody, IdParams>(getRoom, { params: { id: MISSING } })).body.message).toBe("Room not found");
    expect((await callJson(updateRoom, { method: "PUT", params: { id: MISSING }, body: { capacity: 2 } })).status).toBe(404);
    expect((await callJson(getRoom, { params: { id: "not-an-id" } })).status).toBe(400);
    expect((await callJson(updateRoom, { method: "PUT", params: { id: "123" }, body: { capacity: 2 } })).status).toBe(400);
  });

  test("the capacity cannot drop below the bookings a room has", async () => {
    const room = (await create({ ...room5, capacity: 4 })).body.data;
    await occupy(room._id, 3);
    const params = { id: room._id };
    const tooLow = await callJson<RoomBody, IdParams>(updateRoom, { method: "PUT", params, body: { capacity: 2 } });
    expect(tooLow.status).toBe(409);
    expect(tooLow.body.message).toBe("Room 5 has 3 booking(s): its capacity cannot be less than 3.");
    expect((await callJson<RoomBody, IdParams>(getRoom, { params })).body.data.capacity).toBe(4);

    const exact = await callJson<RoomBody, IdParams>(updateRoom, { method: "PUT", params, body: { capacity: 3 } });
    expect(exact.status).toBe(200);
    expect(exact.body.data).toMatchObject({ capacity: 3, availableBeds: 0, remainingCapacity: 0, roomStatus: "Occupied" });
  });

  test("a reservation for a later month keeps its bed: the capacity cannot drop below the most beds held on any day ahead", async () => {
    const room = (await create({ ...room5, capacity: 3 })).body.data;
    const db = await getDb();
    const [student] = await db
      .insert(students)
      .values({ studentName: "Resident", fatherName: "Father", contactNumber: "0300" })
      .returning();
    const today = hostelTime(new Date()).date;
    const stays: { status: "checked_out" | "active" | "reserved"; from: string; leaveDate: string | null }[] = [
      { status: "checked_out", from: "2026-01-01", leaveDate: addDays(today, -1) }, // left yesterday: his bed is free
      { status: "active", from: "2026-01-01", leaveDate: null }, // here today and on
      { status: "reserved", from: addDays(today, 40), leaveDate: null }, // moves in next month
    ];
    for (const stay of stays) {
      const [booking] = await db
        .insert(bookings)
        .values({
          studentId: student!.id,
          studentName: "Resident",
          roomId: room._id,
          totalPayment: 1000,
          bookingDate: stay.from,
          status: stay.status,
          leaveDate: stay.leaveDate,
        })
        .returning();
      await db
        .insert(stayRooms)
        .values({ bookingId: booking!.id, roomId: room._id, roomNumber: room.roomNumber, fromDate: stay.from, monthlyRent: 1000 });
    }
    const params = { id: room._id };
    const tooLow = await callJson<RoomBody, IdParams>(updateRoom, { method: "PUT", params, body: { capacity: 1 } });
    expect(tooLow.status).toBe(409);
    expect(tooLow.body.message).toBe("Room 5 has 2 booking(s): its capacity cannot be less than 2.");
    const enough = await callJson<RoomBody, IdParams>(updateRoom, { method: "PUT", params, body: { capacity: 2 } });
    expect(enough.status).toBe(200);
    // Today only the active stay holds a bed.
    expect(enough.body.data).toMatchObject({ capacity: 2, availableBeds: 1 });
  });

  test("delete-room refuses a room that bookings refer to, and removes one they do not", async () => {
    const booked = (await create(room5)).body.data;
    await occupy(booked._id, 2);
    const refused = await callJson<{ message: string }, IdParams>(deleteRoom, { method: "DELETE", params: { id: booked._id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Room 5 still has 2 booking(s). Delete or move those bookings first.");
    expect((await callJson(getRoom, { params: { id: booked._id } })).status).toBe(200);

    const free = (await create({ ...room5, roomNumber: "Room 6" })).body.data;
    const deleted = await callJson<{ message: string }, IdParams>(deleteRoom, { method: "DELETE", params: { id: free._id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe("Room deleted successfully!");
    expect((await callJson(getRoom, { params: { id: free._id } })).status).toBe(404);
    expect((await callJson(deleteRoom, { method: "DELETE", params: { id: free._id } })).status).toBe(404);
    expect((await callJson(deleteRoom, { method: "DELETE", params: { id: "1 or 1=1" } })).status).toBe(400);

    const db = await getDb();
    expect((await db.select().from(rooms).where(eq(rooms.id, booked._id))).length).toBe(1);
  });

  test("every call needs an admin session", async () => {
    const room = (await create(room5)).body.data;
    const params = { id: room._id };
    for (const response of [
      await callJson(addRoom, { body: { ...room5, roomNumber: "Room 8" }, token: null }),
      await callJson(getRooms, { token: null }),
      await callJson(getAllRooms, { token: "garbage" }),
      await callJson(getRoom, { params, token: null }),
      await callJson(updateRoom, { method: "PUT", params, body: { capacity: 9 }, token: null }),
      await callJson(deleteRoom, { method: "DELETE", params, token: null }),
    ]) {
      expect(response.status).toBe(401);
    }
    expect(await roomCount()).toBe(1);
    expect((await callJson<RoomBody, IdParams>(getRoom, { params })).body.data.capacity).toBe(2);
  });
});
