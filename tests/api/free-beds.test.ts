// GET /api/rooms/free-beds?from=[&all=1]: beds free on a day, and the day a later stay fills the room.
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { POST as giveNotice } from "@/app/api/bookings/[id]/notice/route";
import { GET as freeBeds } from "@/app/api/rooms/free-beds/route";
import { hostelTime } from "@/lib/time";
import { addDays, firstDay, nextPeriod, periodOf } from "@/lib/money";
import { callForm, callJson } from "../support/records";

interface RoomBeds {
  _id: string;
  roomNumber: string;
  capacity: number;
  freeBeds: number;
  freeOn: number;
  fullFrom: string | null;
}

const today = hostelTime(new Date()).date;
const nextMonth = firstDay(nextPeriod(periodOf(today)));
const rooms: Record<string, string> = {};

async function stay(studentName: string, roomNumber: string, bookingDate: string) {
  const student = await callForm<{ data: { _id: string } }>(addStudent, {
    fields: { studentName, fatherName: "Father", contactNumber: "0300-1234567" },
  });
  const booking = await callJson<{ data: { _id: string }; message?: string }>(addBooking, {
    body: { studentId: student.body.data._id, selectedRoom: rooms[roomNumber], bookingDate },
  });
  expect(booking.status).toBe(201);
  return booking.body.data._id;
}

async function beds(from: string, all = true) {
  const answer = await callJson<{ rooms: RoomBeds[] }>(freeBeds, { query: all ? { from, all: "1" } : { from } });
  expect(answer.status).toBe(200);
  return answer.body.rooms;
}
const roomFrom = async (roomNumber: string, from: string) => (await beds(from)).find((room) => room.roomNumber === roomNumber)!;

beforeAll(async () => {
  for (const [roomNumber, capacity] of [
    ["Room 1", 2],
    ["Room 2", 1],
    ["Room 3", 2],
    ["Room 4", 1],
  ] as const) {
    const room = await callJson<{ data: { _id: string } }>(addRoom, {
      body: { roomNumber, capacity, monthlyRent: 12000, floorNumber: "ground" },
    });
    expect(room.status).toBe(201);
    rooms[roomNumber] = room.body.data._id;
  }
  // Room 1: one resident now, a reservation takes the second bed on the 1st of next month.
  await stay("Now One", "Room 1", today);
  await stay("Later One", "Room 1", nextMonth);
  // Room 2: its one bed held now, until five days from today.
  const leaving = await stay("Leaving Two", "Room 2", addDays(today, -3));
  expect((await callJson(giveNotice, { params: { id: leaving }, body: { noticeDate: today, leaveDate: addDays(today, 5) } })).status).toBe(
    200,
  );
  // Room 4: its one bed held until five days from today, then reserved from ten days from today.
  const before = await stay("Before Four", "Room 4", addDays(today, -3));
  expect((await callJson(giveNotice, { params: { id: before }, body: { noticeDate: today, leaveDate: addDays(today, 5) } })).status).toBe(
    200,
  );
  await stay("After Four", "Room 4", addDays(today, 10));
});

test("a room a reservation fills later: a bed free today, full from the reservation's day", async () => {
  expect(await roomFrom("Room 1", today)).toMatchObject({ capacity: 2, freeOn: 1, fullFrom: nextMonth, freeBeds: 0 });
  expect(await roomFrom("Room 1", nextMonth)).toMatchObject({ freeOn: 0, fullFrom: nextMonth });
});

test("a room full today is full from today; from the day after its resident leaves, free for good", async () => {
  expect(await roomFrom("Room 2", today)).toMatchObject({ freeOn: 0, fullFrom: today, freeBeds: 0 });
  expect(await roomFrom("Room 2", addDays(today, 6))).toMatchObject({ freeOn: 1, fullFrom: null, freeBeds: 1 });
});

test("a bed free between two stays: free on the day, full again from the next stay's first day", async () => {
  expect(await roomFrom("Room 4", today)).toMatchObject({ freeOn: 0, fullFrom: today, freeBeds: 0 });
  expect(await roomFrom("Room 4", addDays(today, 6))).toMatchObject({ freeOn: 1, fullFrom: addDays(today, 10), freeBeds: 0 });
  expect(await roomFrom("Room 4", addDays(today, 10))).toMatchObject({ freeOn: 0, fullFrom: addDays(today, 10) });
});

test("an empty room: every bed free, never full", async () => {
  expect(await roomFrom("Room 3", today)).toMatchObject({ freeOn: 2, fullFrom: null, freeBeds: 2 });
});

test("without all=1, only the rooms with a bed free for good from the day, as before", async () => {
  expect((await beds(today, false)).map((room) => room.roomNumber)).toEqual(["Room 3"]);
  expect((await beds(addDays(today, 6), false)).map((room) => room.roomNumber)).toEqual(["Room 2", "Room 3"]);
});
