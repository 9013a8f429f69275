// GET /api/rooms/occupancy?on=: the stays holding each room's beds on a day, by the bed rule.
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { POST as recordPayment } from "@/app/api/bookings/[id]/payments/route";
import { POST as checkOut } from "@/app/api/bookings/[id]/check-out/route";
import { POST as transfer } from "@/app/api/bookings/[id]/transfer/route";
import { POST as cancel } from "@/app/api/bookings/[id]/cancel/route";
import { GET as getLedger } from "@/app/api/bookings/[id]/ledger/route";
import { GET as getOccupancy } from "@/app/api/rooms/occupancy/route";
import { hostelTime } from "@/lib/time";
import { addDays, firstDay, nextPeriod, periodOf } from "@/lib/money";
import { callForm, callJson } from "../support/records";

interface OccupancyStay {
  bookingId: string;
  studentName: string;
  status: string;
  outstanding: number;
}
interface OccupancyRoom {
  _id: string;
  roomNumber: string;
  floorNumber: string | null;
  capacity: number;
  free: number;
  stays: OccupancyStay[];
}

const today = hostelTime(new Date()).date;
const nextMonth = firstDay(nextPeriod(periodOf(today)));
const rooms: Record<string, string> = {};

beforeAll(async () => {
  // Created out of order: the answer sorts them by number, Room 2 before Room 10.
  for (const [roomNumber, capacity] of [
    ["Room 10", 2],
    ["Room 2", 1],
    ["Room 1", 2],
    ["Room 3", 1],
  ] as const) {
    const room = await callJson<{ data: { _id: string } }>(addRoom, {
      body: { roomNumber, capacity, monthlyRent: 12000, floorNumber: "ground" },
    });
    expect(room.status).toBe(201);
    rooms[roomNumber] = room.body.data._id;
  }
});

async function stay(studentName: string, roomNumber: string, bookingDate: string, extra: Record<string, unknown> = {}) {
  const student = await callForm<{ data: { _id: string } }>(addStudent, {
    fields: { studentName, fatherName: "Father", contactNumber: "0300-1234567" },
  });
  const booking = await callJson<{ data: { _id: string }; message?: string }>(addBooking, {
    body: { studentId: student.body.data._id, selectedRoom: rooms[roomNumber], bookingDate, ...extra },
  });
  expect(booking.status).toBe(201);
  return booking.body.data._id;
}

async function occupancy(on?: string) {
  const answer = await callJson<{ rooms: OccupancyRoom[] }>(getOccupancy, { query: on ? { on } : {} });
  expect(answer.status).toBe(200);
  return answer.body.rooms;
}
const roomOn = async (roomNumber: string, on?: string) => (await occupancy(on)).find((room) => room.roomNumber === roomNumber)!;
const namesIn = (room: OccupancyRoom) => room.stays.map((held) => held.studentName);

test("every room, sorted by number, with its floor, capacity and free beds", async () => {
  const answer = await occupancy();
  expect(answer.map((room) => room.roomNumber)).toEqual(["Room 1", "Room 2", "Room 3", "Room 10"]);
  expect(answer[3]).toEqual({ _id: rooms["Room 10"], roomNumber: "Room 10", floorNumber: "ground", capacity: 2, free: 2, stays: [] });
});

test("a checked-out resident holds the bed on the leave day and frees it the day after", async () => {
  const leave = addDays(today, -10);
  const id = await stay("Leaving Laiq", "Room 1", addDays(today, -40), { securityCharges: 0 });
  expect((await callJson(checkOut, { params: { id }, body: { leaveDate: leave, waiveSuddenDepartureFee: true } })).status).toBe(200);

  const onLeaveDay = await roomOn("Room 1", leave);
  expect(onLeaveDay.stays).toEqual([
    { bookingId: id, studentName: "Leaving Laiq", status: "checked_out", outstanding: expect.any(Number) },
  ]);
  expect(onLeaveDay.free).toBe(1);
  const dayAfter = await roomOn("Room 1", addDays(leave, 1));
  expect(dayAfter).toMatchObject({ free: 2, stays: [] });
  expect(await roomOn("Room 1")).toMatchObject({ free: 2, stays: [] });
});

test("a reservation for next month does not hold this month's bed; it holds it from its check-in day", async () => {
  const id = await stay("Reserved Rashid", "Room 2", nextMonth);
  expect(await roomOn("Room 2")).toMatchObject({ capacity: 1, free: 1, stays: [] });
  expect(await roomOn("Room 2", addDays(nextMonth, -1))).toMatchObject({ free: 1, stays: [] });
  expect(await roomOn("Room 2", nextMonth)).toMatchObject({
    free: 0,
    stays: [{ bookingId: id, studentName: "Reserved Rashid", status: "reserved", outstanding: 0 }],
  });
});

test("a cancelled reservation holds nothing", async () => {
  const id = await stay("Cancelled Kamran", "Room 10", nextMonth);
  expect((await callJson(cancel, { params: { id }, body: { reason: "Found another place" } })).status).toBe(200);
  expect(await roomOn("Room 10", nextMonth)).toMatchObject({ free: 2, stays: [] });
});

test("a transfer frees the old room from the move day; the new room holds the stay from then", async () => {
  const move = addDays(today, -5);
  const id = await stay("Moving Moiz", "Room 3", addDays(today, -30));
  expect((await callJson(transfer, { params: { id }, body: { roomId: rooms["Room 10"], onDate: move } })).status).toBe(200);

  const before = await occupancy(addDays(move, -1));
  expect(namesIn(before.find((room) => room.roomNumber === "Room 3")!)).toEqual(["Moving Moiz"]);
  expect(namesIn(before.find((room) => room.roomNumber === "Room 10")!)).toEqual([]);

  const onMove = await occupancy(move);
  expect(onMove.find((room) => room.roomNumber === "Room 3")).toMatchObject({ free: 1, stays: [] });
  expect(onMove.find((room) => room.roomNumber === "Room 10")).toMatchObject({
    free: 1,
    stays: [{ bookingId: id, studentName: "Moving Moiz", status: "active" }],
  });
});

test("what each resident owes is the ledger's balance as of that day (0 when in credit)", async () => {
  const id = await stay("Owing Omar", "Room 1", addDays(today, -70), { advancedPayment: 5000 });
  expect(
    (await callJson(recordPayment, { params: { id }, body: { amount: 3000, paidOn: addDays(today, -20), mode: "cash" } })).status,
  ).toBe(201);
  const owed: number[] = [];
  for (const on of [addDays(today, -70), addDays(today, -40), addDays(today, -20), today]) {
    const ledger = await callJson<{ totals: { balance: number } }>(getLedger, { params: { id }, query: { asOf: on } });
    const held = (await roomOn("Room 1", on)).stays.find((entry) => entry.bookingId === id)!;
    expect(held.outstanding).toBe(Math.max(ledger.body.totals.balance, 0));
    owed.push(held.outstanding);
  }
  expect(owed.at(-1)).toBeGreaterThan(0);
  const inCredit = await stay("Credit Cheema", "Room 1", today, { advancedPayment: 12000 });
  expect((await callJson(recordPayment, { params: { id: inCredit }, body: { amount: 5000, mode: "cash" } })).status).toBe(201);
  expect((await roomOn("Room 1")).stays.find((entry) => entry.bookingId === inCredit)!.outstanding).toBe(0);
});

test("a date that is not a calendar day is a 400", async () => {
  const answer = await callJson<{ errors: Record<string, string> }>(getOccupancy, { query: { on: "2026-02-30" } });
  expect(answer.status).toBe(400);
  expect(Object.keys(answer.body.errors)).toEqual(["on"]);
});
