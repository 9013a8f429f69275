import { count, eq } from "drizzle-orm";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { GET as getBookings } from "@/app/api/bookings/get-bookings/route";
import { GET as getAllBookings } from "@/app/api/bookings/get-all-bookings/route";
import { GET as getBooking } from "@/app/api/bookings/get-booking/[id]/route";
import { PUT as updateBooking } from "@/app/api/bookings/update-booking/[id]/route";
import { DELETE as deleteBooking } from "@/app/api/bookings/delete-booking/[id]/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { GET as getRoom } from "@/app/api/rooms/get-room/[id]/route";
import { PUT as updateRoom } from "@/app/api/rooms/update-room/[id]/route";
import { DELETE as deleteStudent } from "@/app/api/students/delete-student/[id]/route";
import { getDb } from "@/lib/server/db";
import { hostelTime } from "@/lib/time";
import { addDays } from "@/lib/money";
import { bookingPayments, bookings } from "@/models/bookings";
import { rooms } from "@/models/rooms";
import { students } from "@/models/students";
import type { BookingJson, PaymentJson, RoomJson } from "../support/api-types";
import { callJson, deleteAllBookings } from "../support/records";
import { dayAfter, stayApi, today } from "../support/stays";

interface BookingBody {
  message: string;
  data: BookingJson;
  errors?: Record<string, string>;
}
interface ListJson {
  data: { bookings: BookingJson[]; totalPages: number; totalBookings: number; currentPage: number; limit: number };
}

type IdParams = { id: string };
const MISSING = "00000000-0000-4000-8000-000000000000";
let roomNumber = 0;

async function student(name = "Ali Raza") {
  const db = await getDb();
  const [row] = await db.insert(students).values({ studentName: name, fatherName: "Father", contactNumber: "0300-1234567" }).returning();
  return row!;
}

/** A new room through the API, numbered from Room 1 upwards in each test file. */
async function room(fields: Record<string, unknown> = {}) {
  roomNumber += 1;
  const response = await callJson<{ data: RoomJson }>(addRoom, {
    body: { roomNumber: `Room ${roomNumber}`, roomType: "triple", floorNumber: "first", capacity: 3, monthlyRent: 9000, ...fields },
  });
  expect(response.status).toBe(201);
  return response.body.data;
}

async function book(body: Record<string, unknown>) {
  return callJson<BookingBody>(addBooking, { body: { bookingDate: "2026-02-01", ...body } });
}

async function pay(id: string, body: Record<string, unknown>) {
  return callJson<BookingBody, IdParams>(updateBooking, { method: "PUT", params: { id }, body });
}

async function rowCount(table: typeof bookings | typeof bookingPayments) {
  const db = await getDb();
  const [row] = await db.select({ value: count() }).from(table);
  return row!.value;
}

/** True when the entry was stamped on the hostel's clock between `before` and `after`. */
function stampedBetween(payment: PaymentJson, before: Date, after: Date) {
  const [start, end] = [hostelTime(before), hostelTime(after)];
  const stamp = `${payment.date} ${payment.time}`;
  return stamp >= `${start.date} ${start.time}` && stamp <= `${end.date} ${end.time}` && [start.month, end.month].includes(payment.month);
}

describe("bookings", () => {
  test("add-booking computes the total, takes the name from the customer and records the advance as the first payment", async () => {
    const ali = await student("Ali Raza");
    const vip = await room({ monthlyRent: 9000 });
    expect(vip.roomNumber).toBe("Room 1");
    const before = new Date();
    const response = await book({
      studentId: ali.id,
      studentName: "Someone Else",
      selectedRoom: vip._id,
      advancedPayment: 5000,
      durationType: "months",
      durationValue: 3,
      securityCharges: 2000,
      securityPaymentMode: "cash",
      paymentMode: "bank_transfer",
      bookingDate: "2026-02-01T00:00:00.000Z",
      paidMonths: 1,
      notes: "Pays by the 5th",
      totalPayment: 1,
      remainingAmount: 0,
      totalPaid: 999999,
      paymentStatus: "paid",
      paymentHistory: [{ amount: 999999, date: "2026-01-01", time: "10:00:00", month: 1 }],
      roomPrice: 1,
    });
    const after = new Date();
    expect(response.status).toBe(201);
    expect(response.body.message).toBe("Booking created successfully!");
    const booking = response.body.data;
    expect(booking._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(booking).toMatchObject({
      studentId: ali.id,
      studentName: "Ali Raza",
      selectedRoom: vip._id,
      room: { _id: vip._id, roomNumber: "Room 1", roomType: "triple", floorNumber: "first", capacity: 3, monthlyRent: 9000, isVip: true },
      roomType: "triple",
      roomPrice: 9000,
      durationType: "months",
      durationValue: 3,
      totalPayment: 27000,
      advancedPayment: 5000,
      totalPaid: 5000,
      remainingAmount: 22000,
      paymentStatus: "pending",
      securityCharges: 2000,
      securityPaymentMode: "cash",
      paymentMode: "bank_transfer",
      bookingDate: "2026-02-01",
      paidMonths: 1,
      notes: "Pays by the 5th",
    });
    expect(booking.paymentHistory).toHaveLength(1);
    const [advance] = booking.paymentHistory;
    expect(advance!.amount).toBe(5000);
    expect(advance!._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(advance!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(advance!.time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(stampedBetween(advance!, before, after)).toBe(true);
    expect(booking.createdAt).toBeTruthy();
    expect(booking.updatedAt).toBeTruthy();

    const got = await callJson<BookingBody, IdParams>(getBooking, { params: { id: booking._id } });
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(booking);
  });

  test("defaults: one month, no advance, no payment entry", async () => {
    const ali = await student();
    const target = await room({ monthlyRent: 7500 });
    const response = await book({ studentId: ali.id, selectedRoom: target._id, advancedPayment: 0 });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      durationType: "months",
      durationValue: 1,
      totalPayment: 7500,
      advancedPayment: 0,
      totalPaid: 0,
      remainingAmount: 7500,
      paymentStatus: "pending",
      securityCharges: 0,
      paidMonths: 0,
      paymentMode: null,
      notes: null,
      paymentHistory: [],
    });
  });

  test("weeks and days are charged at a month's rent / 30 a day, rounded to whole rupees", async () => {
    const ali = await student();
    const target = await room({ capacity: 10, monthlyRent: 10000 });
    const cases: [string, number, number][] = [
      ["weeks", 2, 4667], // 10000 / 30 × 7 × 2 = 4666.67
      ["weeks", 1, 2333], // 2333.33
      ["days", 1, 333], // 333.33
      ["days", 2, 667], // 666.67
      ["days", 30, 10000],
      ["months", 12, 120000],
    ];
    for (const [index, [durationType, durationValue, total]] of cases.entries()) {
      // One resident holds one open stay at a time: each booking is another resident's.
      const resident = index === 0 ? ali : await student(`Resident ${index}`);
      const response = await book({ studentId: resident.id, selectedRoom: target._id, durationType, durationValue });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({ durationType, durationValue, totalPayment: total, remainingAmount: total });
    }
  });

  test("an advance that covers the total makes the booking paid; a larger one is refused", async () => {
    const ali = await student();
    const target = await room({ monthlyRent: 6000 });
    const paid = await book({ studentId: ali.id, selectedRoom: target._id, advancedPayment: 6000 });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ totalPaid: 6000, remainingAmount: 0, paymentStatus: "paid" });

    const bookingsBefore = await rowCount(bookings);
    const usman = await student("Usman Ghani");
    const over = await book({ studentId: usman.id, selectedRoom: target._id, advancedPayment: 6001 });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual({ advancedPayment: "Advanced payment cannot be more than the total payment of PKR 6,000" });
    expect(await rowCount(bookings)).toBe(bookingsBefore);
  });

  test("each field is checked, the customer and room must exist, and nothing is stored on failure", async () => {
    const ali = await student();
    const target = await room();
    const [bookingsBefore, paymentsBefore] = [await rowCount(bookings), await rowCount(bookingPayments)];

    const empty = await callJson<BookingBody>(addBooking, { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      studentId: "Customer is required",
      selectedRoom: "Room is required",
      bookingDate: "Booking date is required",
    });

    const wrong = await book({
      studentId: "42",
      selectedRoom: "Room 1",
      advancedPayment: -1,
      durationType: "years",
      durationValue: 0,
      securityCharges: -100,
      securityPaymentMode: "cheque",
      paymentMode: "card",
      bookingDate: "yesterday",
      paidMonths: -1,
      notes: "x".repeat(2001),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      studentId: "Choose a valid customer",
      selectedRoom: "Choose a valid room",
      advancedPayment: "Advanced payment cannot be less than 0",
      durationType: "Duration type must be one of: days, weeks, months",
      durationValue: "Duration must be at least 1",
      bookingDate: "Booking date must be a valid date",
      securityCharges: "Security charges cannot be negative",
      securityPaymentMode: "Security payment mode must be one of: cash, bank_transfer, jazzcash, easypaisa",
      paymentMode: "Payment mode must be one of: cash, bank_transfer, jazzcash, easypaisa",
      paidMonths: "Paid months must be at least 0",
      notes: "Notes must be at most 2000 characters",
    });
    expect(wrong.body.message).toBe("Choose a valid customer");

    const valid = { studentId: ali.id, selectedRoom: target._id };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ advancedPayment: -0.5 }, "advancedPayment", "Advanced payment must be a whole number"],
      [{ advancedPayment: "lots" }, "advancedPayment", "Advanced payment must be a number"],
      [{ durationValue: 2.5 }, "durationValue", "Duration must be a whole number"],
      [{ durationValue: 1001 }, "durationValue", "Duration must be at most 1000"],
      [{ bookingDate: "2026-02-30" }, "bookingDate", "Booking date must be a valid date"],
    ];
    for (const [change, field, message] of cases) {
      const response = await book({ ...valid, ...change });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ [field]: message });
    }

    const noStudent = await book({ ...valid, studentId: MISSING });
    expect(noStudent.status).toBe(400);
    expect(noStudent.body.errors).toEqual({ studentId: "The selected customer does not exist" });
    const noRoom = await book({ ...valid, selectedRoom: MISSING });
    expect(noRoom.status).toBe(400);
    expect(noRoom.body.errors).toEqual({ selectedRoom: "The selected room does not exist" });

    const expensive = await room({ monthlyRent: 1_000_000 });
    const tooMuch = await book({ ...valid, selectedRoom: expensive._id, durationValue: 101 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors).toEqual({ durationValue: "The total payment cannot be more than PKR 100,000,000" });

    expect((await callJson(addBooking, { rawBody: "{oops" })).status).toBe(400);
    expect(await rowCount(bookings)).toBe(bookingsBefore);
    expect(await rowCount(bookingPayments)).toBe(paymentsBefore);
  });

  test("a room with no bed left refuses a new booking", async () => {
    const ali = await student();
    const single = await room({ capacity: 1 });
    expect((await book({ studentId: ali.id, selectedRoom: single._id })).status).toBe(201);
    const usman = await student("Usman Ghani");
    const full = await book({ studentId: usman.id, selectedRoom: single._id, advancedPayment: 100 });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(`${single.roomNumber} is full: no bed left`);
    expect(full.body).toMatchObject({ code: "roomFull", params: { room: single.roomNumber } });
    const roomNow = await callJson<{ data: RoomJson }, IdParams>(getRoom, { params: { id: single._id } });
    expect(roomNow.body.data).toMatchObject({ availableBeds: 0, roomStatus: "Occupied" });
  });

  test("ten concurrent bookings into a room with one bed left: exactly one gets it", async () => {
    const target = await room({ capacity: 3 });
    const residents = await Promise.all(Array.from({ length: 12 }, (_, index) => student(`Racer ${index}`)));
    for (const resident of residents.slice(0, 2))
      expect((await book({ studentId: resident.id, selectedRoom: target._id })).status).toBe(201);

    const racers = residents.slice(2);
    const responses = await Promise.all(
      racers.map((resident) => book({ studentId: resident.id, selectedRoom: target._id, advancedPayment: 1000 })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body.message).toBe(`${target.roomNumber} is full: no bed left`);
    }
    const db = await getDb();
    const [booked] = await db.select({ value: count() }).from(bookings).where(eq(bookings.roomId, target._id));
    expect(booked!.value).toBe(3);
    const winner = responses.find((response) => response.status === 201)!.body.data;
    const [payments] = await db
      .select({ value: count() })
      .from(bookingPayments)
      .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
      .where(eq(bookings.roomId, target._id));
    expect(payments!.value).toBe(1);
    expect(winner.paymentHistory).toHaveLength(1);
  });

  test("a capacity cut and a booking racing for the last bed cannot both succeed", async () => {
    const target = await room({ capacity: 2 });
    const [first, second] = [await student("First"), await student("Second")];
    expect((await book({ studentId: first.id, selectedRoom: target._id })).status).toBe(201);
    const [cut, booking] = await Promise.all([
      callJson(updateRoom, { method: "PUT", params: { id: target._id }, body: { capacity: 1 } }),
      book({ studentId: second.id, selectedRoom: target._id }),
    ]);
    // Whichever takes the room lock first wins; the other must be refused.
    expect([
      [200, 409],
      [409, 201],
    ]).toContainEqual([cut.status, booking.status]);
    const db = await getDb();
    const [stored] = await db.select().from(rooms).where(eq(rooms.id, target._id));
    const [booked] = await db.select({ value: count() }).from(bookings).where(eq(bookings.roomId, target._id));
    expect(booked!.value).toBeLessThanOrEqual(stored!.capacity);
  });

  test("a customer deleted while being booked: either the booking or the delete wins, nothing dangles", async () => {
    const target = await room({ capacity: 10 });
    for (let round = 0; round < 5; round++) {
      const resident = await student(`Leaving ${round}`);
      const [booking, removal] = await Promise.all([
        book({ studentId: resident.id, selectedRoom: target._id }),
        callJson(deleteStudent, { method: "DELETE", params: { id: resident.id } }),
      ]);
      expect([
        [201, 409],
        [400, 200],
      ]).toContainEqual([booking.status, removal.status]);
      if (booking.status === 400) expect(booking.body.errors).toEqual({ studentId: "The selected customer does not exist" });
    }
  });

  test("get-bookings pages by limit, newest first, searches by customer or room, and computes the figures in the list", async () => {
    await deleteAllBookings();
    const hamza = await student("Hamza Tariq");
    const big = await room({ capacity: 20, monthlyRent: 3000 });
    const other = await room({ capacity: 5, monthlyRent: 4000 });
    for (let index = 1; index <= 12; index++) {
      const resident = index === 1 ? hamza : await student(`Hamza Tariq ${index}`);
      const response = await book({ studentId: resident.id, selectedRoom: big._id, advancedPayment: index * 100, notes: `Stay ${index}` });
      expect(response.status).toBe(201);
    }
    const bilal = await student("Bilal Ahmed");
    const last = await book({ studentId: bilal.id, selectedRoom: other._id, advancedPayment: 4000 });

    const first = await callJson<ListJson>(getBookings);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ totalPages: 2, totalBookings: 13, currentPage: 1, limit: 10 });
    expect(first.body.data.bookings).toHaveLength(10);
    expect(first.body.data.bookings[0]).toMatchObject({
      _id: last.body.data._id,
      studentName: "Bilal Ahmed",
      room: { roomNumber: other.roomNumber },
      totalPaid: 4000,
      remainingAmount: 0,
      paymentStatus: "paid",
    });
    expect(first.body.data.bookings[1]).toMatchObject({
      notes: "Stay 12",
      totalPaid: 1200,
      remainingAmount: 1800,
      paymentStatus: "pending",
    });
    expect(first.body.data.bookings[1]!.paymentHistory.map((payment) => payment.amount)).toEqual([1200]);

    const paged = await callJson<ListJson>(getBookings, { query: { page: 3, limit: 5 } });
    expect(paged.body.data).toMatchObject({ totalPages: 3, totalBookings: 13, currentPage: 3, limit: 5 });
    expect(paged.body.data.bookings.map((booking) => booking.notes)).toEqual(["Stay 3", "Stay 2", "Stay 1"]);

    const byName = await callJson<ListJson>(getBookings, { query: { searchTerm: "  bilal " } });
    expect(byName.body.data.bookings.map((booking) => booking._id)).toEqual([last.body.data._id]);
    const byRoom = await callJson<ListJson>(getBookings, { query: { searchTerm: big.roomNumber.toUpperCase(), limit: 100 } });
    expect(byRoom.body.data.totalBookings).toBe(12);
    expect(byRoom.body.data.bookings.every((booking) => booking.selectedRoom === big._id)).toBe(true);
    expect((await callJson<ListJson>(getBookings, { query: { searchTerm: "_" } })).body.data.totalBookings).toBe(0);

    for (const limit of ["0", "101", "ten", "2.5"]) {
      const response = await callJson<{ errors: Record<string, string> }>(getBookings, { query: { limit } });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors)).toEqual(["limit"]);
    }
    expect((await callJson(getBookings, { query: { page: "0" } })).status).toBe(400);
  });

  test("get-bookings shows each stay's status today, its dates and its balance today, counted past the last page too", async () => {
    await deleteAllBookings();
    const target = await room({ capacity: 10, monthlyRent: 9000 });
    const stayOf = async (name: string, body: Record<string, unknown>) => {
      const response = await book({ studentId: (await student(name)).id, selectedRoom: target._id, ...body });
      expect(response.status).toBe(201);
      return response.body.data._id;
    };
    const reserved = await stayOf("List Reserved", { bookingDate: dayAfter(5), advancedPayment: 2000 });
    const owing = await stayOf("List Owing", { bookingDate: dayAfter(-40) });
    const settled = await stayOf("List Settled", { bookingDate: today() });
    const onNotice = await stayOf("List Notice", { bookingDate: dayAfter(-20) });
    const checkedOut = await stayOf("List Out", { bookingDate: dayAfter(-40) });
    const cancelled = await stayOf("List Cancelled", { bookingDate: dayAfter(3) });
    const owed = (await stayApi.ledger(settled)).body.totals.balance;
    expect((await stayApi.pay(settled, { amount: owed, mode: "cash" })).status).toBe(201);
    expect((await stayApi.notice(onNotice, { leaveDate: dayAfter(15) })).status).toBe(200);
    expect((await stayApi.checkOut(checkedOut, { damages: [], keyLost: false, waiveSuddenDepartureFee: true })).status).toBe(200);
    expect((await stayApi.cancel(cancelled, { reason: "Not coming" })).status).toBe(200);

    const listed = (await callJson<ListJson>(getBookings, { query: { limit: 100 } })).body.data.bookings;
    const rowOf = (id: string) => listed.find((booking) => booking._id === id)!;
    expect(
      Object.fromEntries(
        [reserved, owing, settled, onNotice, checkedOut, cancelled].map((id) => [rowOf(id).studentName, rowOf(id).status]),
      ),
    ).toEqual({
      "List Reserved": "reserved",
      "List Owing": "active",
      "List Settled": "active",
      "List Notice": "notice",
      "List Out": "checked_out",
      "List Cancelled": "cancelled",
    });
    expect(rowOf(onNotice)).toMatchObject({ bookingDate: dayAfter(-20), leaveDate: dayAfter(15) });
    expect(rowOf(checkedOut)).toMatchObject({ bookingDate: dayAfter(-40), leaveDate: today() });
    expect(rowOf(owing).leaveDate).toBeNull();
    // The balance is the ledger's balance today: owed, in credit (the reservation's advance) or nothing.
    for (const booking of listed)
      expect([booking.studentName, booking.balance]).toEqual([
        booking.studentName,
        (await stayApi.ledger(booking._id)).body.totals.balance,
      ]);
    expect(rowOf(owing).balance).toBeGreaterThan(0);
    expect(rowOf(reserved).balance).toBe(-2000);
    expect(rowOf(settled).balance).toBe(0);

    // A page past the last one still counts every booking.
    const past = await callJson<ListJson>(getBookings, { query: { page: 4, limit: 2 } });
    expect(past.body.data).toMatchObject({ bookings: [], totalBookings: 6, totalPages: 3, currentPage: 4, limit: 2 });
  });

  test("get-bookings finds a customer's phone number, whole or in part, typed with or without its dash and spaces", async () => {
    await deleteAllBookings();
    const db = await getDb();
    const [caller] = await db
      .insert(students)
      .values({ studentName: "Phone Finder", fatherName: "Father", contactNumber: "0345-9876543" })
      .returning();
    const other = await student("Someone Else");
    const target = await room({ capacity: 2 });
    const found = (await book({ studentId: caller!.id, selectedRoom: target._id })).body.data._id;
    await book({ studentId: other.id, selectedRoom: target._id });
    for (const term of ["0345-9876543", "03459876543", "+92 345 9876543", "0345 987", "3459876", "9876543", "5-98"]) {
      const listed = await callJson<ListJson>(getBookings, { query: { searchTerm: term } });
      expect([term, listed.body.data.bookings.map((booking) => booking._id)]).toEqual([term, [found]]);
    }
    for (const term of ["0345-1111111", "0300 999"]) {
      expect([term, (await callJson<ListJson>(getBookings, { query: { searchTerm: term } })).body.data.totalBookings]).toEqual([term, 0]);
    }
  });

  test("get-all-bookings returns every booking with its figures", async () => {
    const ali = await student();
    const target = await room();
    const made = await book({ studentId: ali.id, selectedRoom: target._id, advancedPayment: 1000 });
    const response = await callJson<{ data: BookingJson[] }>(getAllBookings);
    expect(response.status).toBe(200);
    expect(response.body.data.length).toBe(await rowCount(bookings));
    expect(response.body.data[0]).toEqual(made.body.data);

    // The name shown is the customer's current one.
    const db = await getDb();
    await db.update(students).set({ studentName: "Ali Renamed" }).where(eq(students.id, ali.id));
    expect((await callJson<BookingBody, IdParams>(getBooking, { params: { id: made.body.data._id } })).body.data.studentName).toBe(
      "Ali Renamed",
    );
    const found = await callJson<ListJson>(getBookings, { query: { searchTerm: "renamed" } });
    expect(found.body.data.bookings.map((booking) => booking._id)).toEqual([made.body.data._id]);
  });

  test("update-booking records payments; too much, negative or fractional payments are refused", async () => {
    const ali = await student();
    const target = await room({ monthlyRent: 10000 });
    const created = (await book({ studentId: ali.id, selectedRoom: target._id, advancedPayment: 2000, durationValue: 2 })).body.data;

    const before = new Date();
    const paid = await pay(created._id, {
      paymentAmount: 3000,
      totalPaid: 1,
      remainingAmount: 1,
      paymentStatus: "paid",
      totalPayment: 5,
      roomPrice: 5,
      roomType: "single",
      paymentHistory: [],
      studentName: "Renamed",
    });
    const after = new Date();
    expect(paid.status).toBe(200);
    expect(paid.body.message).toBe("Booking updated successfully!");
    expect(paid.body.data).toMatchObject({
      studentName: "Ali Raza",
      totalPayment: 20000,
      roomPrice: 10000,
      roomType: "triple",
      totalPaid: 5000,
      remainingAmount: 15000,
      paymentStatus: "pending",
    });
    expect(paid.body.data.paymentHistory.map((payment) => payment.amount)).toEqual([2000, 3000]);
    expect(stampedBetween(paid.body.data.paymentHistory[1]!, before, after)).toBe(true);

    const nothing = await pay(created._id, { paymentAmount: 0, notes: "No money today" });
    expect(nothing.status).toBe(200);
    expect(nothing.body.data).toMatchObject({ notes: "No money today", totalPaid: 5000 });
    expect(nothing.body.data.paymentHistory).toHaveLength(2);

    const tooMuch = await pay(created._id, { paymentAmount: 15001, notes: "Should not be saved" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors).toEqual({ paymentAmount: "Payment cannot be more than the remaining amount of PKR 15,000" });
    for (const [paymentAmount, message] of [
      [-100, "Payment amount cannot be negative"],
      [10.5, "Payment amount must be a whole number"],
      ["a lot", "Payment amount must be a number"],
    ] as const) {
      const refused = await pay(created._id, { paymentAmount });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ paymentAmount: message });
    }
    expect((await callJson<BookingBody, IdParams>(getBooking, { params: { id: created._id } })).body.data).toMatchObject({
      totalPaid: 5000,
      notes: "No money today",
    });

    const rest = await pay(created._id, { paymentAmount: "15000" });
    expect(rest.body.data).toMatchObject({ totalPaid: 20000, remainingAmount: 0, paymentStatus: "paid" });
    expect(rest.body.data.paymentHistory.map((payment) => payment.amount)).toEqual([2000, 3000, 15000]);
    const extra = await pay(created._id, { paymentAmount: 1 });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ paymentAmount: "This booking is already fully paid" });
  });

  test("update-booking changes a reservation's terms, and a new room or duration recomputes the total", async () => {
    const ali = await student();
    const cheap = await room({ monthlyRent: 6000 });
    const dear = await room({ monthlyRent: 12000, roomType: "single", floorNumber: "second" });
    // A reservation is a plan: every term may change (a begun stay's rules are in stay-changes.test.ts).
    const today = hostelTime(new Date()).date;
    const created = (await book({ studentId: ali.id, selectedRoom: cheap._id, advancedPayment: 3000, bookingDate: addDays(today, 20) }))
      .body.data;
    const id = created._id;

    const terms = await pay(id, {
      bookingDate: addDays(today, 30),
      paymentMode: "cash",
      securityPaymentMode: "bank_transfer",
      securityCharges: 5000,
      paidMonths: 1,
      notes: "Moved in",
    });
    expect(terms.status).toBe(200);
    expect(terms.body.data).toMatchObject({
      bookingDate: addDays(today, 30),
      paymentMode: "cash",
      securityPaymentMode: "bank_transfer",
      securityCharges: 5000,
      paidMonths: 1,
      notes: "Moved in",
      totalPayment: 6000,
    });

    const longer = await pay(id, { durationValue: 3 });
    expect(longer.body.data).toMatchObject({ durationValue: 3, totalPayment: 18000, totalPaid: 3000, remainingAmount: 15000 });
    const weekly = await pay(id, { durationType: "weeks" });
    expect(weekly.body.data).toMatchObject({ durationType: "weeks", durationValue: 3, totalPayment: 4200 });

    const moved = await pay(id, { selectedRoom: dear._id, durationType: "months", durationValue: 2, paymentAmount: 1000 });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      selectedRoom: dear._id,
      room: { _id: dear._id, roomNumber: dear.roomNumber, roomType: "single", floorNumber: "second", monthlyRent: 12000 },
      roomType: "single",
      roomPrice: 12000,
      totalPayment: 24000,
      totalPaid: 4000,
      remainingAmount: 20000,
    });
    const freeBeds = async (roomId: string) =>
      (await callJson<{ data: RoomJson }, IdParams>(getRoom, { params: { id: roomId } })).body.data.availableBeds;
    // Beds free today: the reservation holds its bed of the dear room from its check-in on.
    expect(await freeBeds(cheap._id)).toBe(3);
    expect(await freeBeds(dear._id)).toBe(3);

    const below = await pay(id, { durationType: "days", durationValue: 1 });
    expect(below.status).toBe(409);
    expect(below.body.message).toBe("PKR 4,000 has already been paid, more than the new total payment of PKR 400.");

    const invalid = await pay(id, { durationValue: 0, bookingDate: "", selectedRoom: "x", paymentMode: "card" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      durationValue: "Duration must be at least 1",
      bookingDate: "Booking date is required",
      selectedRoom: "Choose a valid room",
      paymentMode: "Payment mode must be one of: cash, bank_transfer, jazzcash, easypaisa",
    });
    const noRoom = await pay(id, { selectedRoom: MISSING });
    expect(noRoom.status).toBe(400);
    expect(noRoom.body.errors).toEqual({ selectedRoom: "The selected room does not exist" });
    expect((await callJson<BookingBody, IdParams>(getBooking, { params: { id } })).body.data).toMatchObject({
      selectedRoom: dear._id,
      totalPayment: 24000,
      durationType: "months",
    });
  });

  test("moving a booking into a full room is refused", async () => {
    const [first, second] = [await student("First"), await student("Second")];
    const single = await room({ capacity: 1 });
    const other = await room();
    expect((await book({ studentId: first.id, selectedRoom: single._id })).status).toBe(201);
    const mover = (await book({ studentId: second.id, selectedRoom: other._id })).body.data;
    const refused = await pay(mover._id, { selectedRoom: single._id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${single.roomNumber} is full: no bed left`);
    const stay = await pay(mover._id, { selectedRoom: other._id, notes: "Same room" });
    expect(stay.status).toBe(200);
    expect(stay.body.data.selectedRoom).toBe(other._id);
  });

  test("fifty concurrent payments on one booking are all recorded", async () => {
    const ali = await student();
    const target = await room({ monthlyRent: 100000 });
    const created = (await book({ studentId: ali.id, selectedRoom: target._id, advancedPayment: 500 })).body.data;
    const amounts = Array.from({ length: 50 }, (_, index) => 100 + index);
    const responses = await Promise.all(amounts.map((paymentAmount) => pay(created._id, { paymentAmount })));
    expect(responses.map((response) => response.status)).toEqual(amounts.map(() => 200));

    const expected = 500 + amounts.reduce((sum, amount) => sum + amount, 0);
    const final = (await callJson<BookingBody, IdParams>(getBooking, { params: { id: created._id } })).body.data;
    expect(final.totalPaid).toBe(expected);
    expect(final.remainingAmount).toBe(100000 - expected);
    expect(final.paymentHistory).toHaveLength(51);
    expect(final.paymentHistory[0]!.amount).toBe(500);
    expect(final.paymentHistory.map((payment) => payment.amount).sort((a, b) => a - b)).toEqual([...amounts, 500].sort((a, b) => a - b));
  });

  test("concurrent payments cannot together pay more than the total", async () => {
    const ali = await student();
    const target = await room({ monthlyRent: 1000 });
    const created = (await book({ studentId: ali.id, selectedRoom: target._id })).body.data;
    const responses = await Promise.all(Array.from({ length: 8 }, () => pay(created._id, { paymentAmount: 300 })));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(3);
    expect(responses.filter((response) => response.status === 400)).toHaveLength(5);
    const final = (await callJson<BookingBody, IdParams>(getBooking, { params: { id: created._id } })).body.data;
    expect(final).toMatchObject({ totalPaid: 900, remainingAmount: 100 });
  });

  test("delete-booking takes the booking out of the lists and frees the bed, but keeps its payments; 404 and 400 for bad ids", async () => {
    const ali = await student();
    const target = await room({ capacity: 1 });
    const created = (await book({ studentId: ali.id, selectedRoom: target._id, advancedPayment: 1000 })).body.data;
    await pay(created._id, { paymentAmount: 500 });
    const db = await getDb();
    const paymentsOf = async () => (await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, created._id))).length;
    expect(await paymentsOf()).toBe(2);

    const deleted = await callJson<{ message: string }, IdParams>(deleteBooking, { method: "DELETE", params: { id: created._id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe("Booking deleted successfully!");
    // Money is never deleted: the payments stay, with their receipts, in the income.
    expect(await paymentsOf()).toBe(2);
    expect((await callJson(getBooking, { params: { id: created._id } })).status).toBe(404);
    expect((await callJson<{ data: RoomJson }, IdParams>(getRoom, { params: { id: target._id } })).body.data.availableBeds).toBe(1);

    const missing = { id: MISSING };
    const notThere = await callJson<{ message: string }, IdParams>(getBooking, { params: missing });
    expect(notThere.status).toBe(404);
    expect(notThere.body.message).toBe("Booking not found");
    expect((await callJson(updateBooking, { method: "PUT", params: missing, body: { notes: "x" } })).status).toBe(404);
    expect((await callJson(deleteBooking, { method: "DELETE", params: missing })).status).toBe(404);
    for (const id of ["abc", "1 or 1=1", `${MISSING}x`]) {
      expect((await callJson(getBooking, { params: { id } })).status).toBe(400);
      expect((await callJson(updateBooking, { method: "PUT", params: { id }, body: {} })).status).toBe(400);
      expect((await callJson(deleteBooking, { method: "DELETE", params: { id } })).status).toBe(400);
    }
    expect((await callJson(updateBooking, { method: "PUT", params: { id: MISSING }, rawBody: "{" })).status).toBe(400);
  });

  test("every call needs an admin session", async () => {
    const ali = await student();
    const target = await room();
    const created = (await book({ studentId: ali.id, selectedRoom: target._id })).body.data;
    const params = { id: created._id };
    const bookingsBefore = await rowCount(bookings);
    for (const response of [
      await callJson(addBooking, { body: { studentId: ali.id, selectedRoom: target._id, bookingDate: "2026-01-01" }, token: null }),
      await callJson(getBookings, { token: null }),
      await callJson(getAllBookings, { token: "garbage" }),
      await callJson(getBooking, { params, token: null }),
      await callJson(updateBooking, { method: "PUT", params, body: { paymentAmount: 100 }, token: null }),
      await callJson(deleteBooking, { method: "DELETE", params, token: null }),
    ]) {
      expect(response.status).toBe(401);
    }
    expect(await rowCount(bookings)).toBe(bookingsBefore);
    expect((await callJson<BookingBody, IdParams>(getBooking, { params })).body.data.totalPaid).toBe(0);
  });
});
