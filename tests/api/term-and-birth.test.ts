// Two field rules of the shared schemas, as the API answers them: paid months not above a monthly
// booking's term, and a customer's date of birth not in the future (400, the field's message, nothing written).
import { count } from "drizzle-orm";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { GET as getBooking } from "@/app/api/bookings/get-booking/[id]/route";
import { PUT as updateBooking } from "@/app/api/bookings/update-booking/[id]/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { GET as getStudent } from "@/app/api/students/get-student/[id]/route";
import { PUT as updateStudent } from "@/app/api/students/update-student/[id]/route";
import { getDb } from "@/lib/server/db";
import { addDays } from "@/lib/money";
import { hostelTime } from "@/lib/time";
import { bookings } from "@/models/bookings";
import { students } from "@/models/students";
import { callForm, callJson } from "../support/records";

interface Answer {
  message: string;
  errors?: Record<string, string>;
  data: { _id: string; paidMonths: number; durationValue: number; dob: string | null };
}

const today = hostelTime(new Date()).date;
const ddmmyyyy = (day: string) => day.split("-").reverse().join("-");
let roomId: string;

async function customer(name: string) {
  const answer = await callForm<Answer>(addStudent, { fields: { studentName: name, fatherName: "Father", contactNumber: "0300-1234567" } });
  expect(answer.status).toBe(201);
  return answer.body.data._id;
}

const rowCount = async (table: typeof bookings | typeof students) =>
  (await (await getDb()).select({ value: count() }).from(table))[0]!.value;

beforeAll(async () => {
  const room = await callJson<Answer>(addRoom, { body: { roomNumber: "Room 1", capacity: 4, monthlyRent: 9000, floorNumber: "ground" } });
  expect(room.status).toBe(201);
  roomId = room.body.data._id;
});

describe("paid months are months of the agreed term", () => {
  test("add-booking: more paid months than a monthly duration is 400 on paidMonths, and nothing is written", async () => {
    const studentId = await customer("Paid Ahead");
    const before = await rowCount(bookings);
    for (const body of [
      { durationType: "months", durationValue: 3, paidMonths: 4 },
      // Without a duration type a booking is a monthly one.
      { durationValue: "2", paidMonths: "3" },
    ]) {
      const answer = await callJson<Answer>(addBooking, { body: { studentId, selectedRoom: roomId, bookingDate: today, ...body } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ paidMonths: "Paid months cannot be more than the duration" });
    }
    expect(await rowCount(bookings)).toBe(before);
  });

  test("add-booking: as many paid months as the term, or a days booking, is accepted", async () => {
    const equal = await callJson<Answer>(addBooking, {
      body: {
        studentId: await customer("Paid Term"),
        selectedRoom: roomId,
        bookingDate: today,
        durationType: "months",
        durationValue: 3,
        paidMonths: 3,
      },
    });
    expect(equal.status).toBe(201);
    const days = await callJson<Answer>(addBooking, {
      body: {
        studentId: await customer("Paid Days"),
        selectedRoom: roomId,
        bookingDate: today,
        durationType: "days",
        durationValue: 2,
        paidMonths: 3,
      },
    });
    expect(days.status).toBe(201);
  });

  test("update-booking: a duration and paid months sent together are checked the same way; nothing changes", async () => {
    const created = await callJson<Answer>(addBooking, {
      body: { studentId: await customer("Paid Update"), selectedRoom: roomId, bookingDate: today, durationValue: 3, paidMonths: 1 },
    });
    expect(created.status).toBe(201);
    const params = { id: created.body.data._id };
    const answer = await callJson<Answer>(updateBooking, {
      method: "PUT",
      params,
      body: { durationType: "months", durationValue: 2, paidMonths: 3 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ paidMonths: "Paid months cannot be more than the duration" });
    const stored = await callJson<Answer>(getBooking, { params });
    expect(stored.body.data).toMatchObject({ durationValue: 3, paidMonths: 1 });
  });
});

describe("a date of birth is not in the future", () => {
  test("add-student: tomorrow is 400 on dob and writes nothing; today is accepted", async () => {
    const before = await rowCount(students);
    const tomorrow = await callForm<Answer>(addStudent, {
      fields: { studentName: "Born Tomorrow", fatherName: "Father", contactNumber: "0300-1234567", dob: addDays(today, 1) },
    });
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body.errors).toEqual({ dob: "Date of birth cannot be in the future" });
    expect(await rowCount(students)).toBe(before);
    const born = await callForm<Answer>(addStudent, {
      fields: { studentName: "Born Today", fatherName: "Father", contactNumber: "0300-1234567", dob: ddmmyyyy(today) },
    });
    expect(born.status).toBe(201);
    expect(born.body.data.dob).toBe(today);
  });

  test("update-student: a date of birth next year is 400 on dob; the stored one stays", async () => {
    const id = await customer("Born Once");
    expect((await callForm<Answer>(updateStudent, { method: "PUT", params: { id }, fields: { dob: "2001-05-04" } })).status).toBe(200);
    const later = await callForm<Answer>(updateStudent, { method: "PUT", params: { id }, fields: { dob: addDays(today, 365) } });
    expect(later.status).toBe(400);
    expect(later.body.errors).toEqual({ dob: "Date of birth cannot be in the future" });
    expect((await callJson<Answer>(getStudent, { params: { id } })).body.data.dob).toBe("2001-05-04");
  });
});
