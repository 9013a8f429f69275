// POST /api/bookings/{id}/reminders: a WhatsApp link for what a resident owes today, in English or
// Urdu, to a Pakistani mobile number in international digits; logged, and shown on the dues list.
import { and, count, eq } from "drizzle-orm";
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { POST as recordPayment } from "@/app/api/bookings/[id]/payments/route";
import { POST as sendReminder } from "@/app/api/bookings/[id]/reminders/route";
import { GET as getDues } from "@/app/api/dues/route";
import { GET as getDrafts } from "@/app/api/dues/reminders/route";
import { sendReminder as sendEdited } from "@/lib/server/services/reminders";
import { reminderSchema } from "@/lib/validations/dues";
import { users } from "@/models/users";
import { getDb } from "@/lib/server/db";
import { hostelTime } from "@/lib/time";
import { addDays, firstDay, periodOf, previousPeriod } from "@/lib/money";
import { reminders } from "@/models/ledger";
import { students } from "@/models/students";
import { adminBearer, callForm, callJson } from "../support/records";

interface Reminder {
  url: string;
  text: string;
  sentAt: string;
  message?: string;
  errors?: Record<string, string>;
}

const today = hostelTime(new Date()).date;
const thisMonth = periodOf(today);
const lastMonth = previousPeriod(thisMonth);
const twoMonthsAgo = previousPeriod(lastMonth);
const ENGLISH = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const URDU = ["جنوری", "فروری", "مارچ", "اپریل", "مئی", "جون", "جولائی", "اگست", "ستمبر", "اکتوبر", "نومبر", "دسمبر"];
const monthIn = (names: string[], period: string) => `${names[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;

let roomId: string;
let residents = 0;

beforeAll(async () => {
  const room = await callJson<{ data: { _id: string } }>(addRoom, { body: { roomNumber: "Room 5", capacity: 20, monthlyRent: 15000 } });
  expect(room.status).toBe(201);
  roomId = room.body.data._id;
});

/** A resident in since the 1st of two months ago at 15,000 a month, so owing 45,000 today before any payment. */
async function stayOf(contactNumber: string, studentName = `Resident ${++residents}`) {
  const student = await callForm<{ data: { _id: string } }>(addStudent, { fields: { studentName, fatherName: "Father", contactNumber } });
  expect(student.status).toBe(201);
  return bookingOf(student.body.data._id);
}

/** The same for a customer saved before numbers were checked, whose number is stored as it was typed. */
async function stayOfOlderCustomer(contactNumber: string) {
  const db = await getDb();
  const [student] = await db
    .insert(students)
    .values({ studentName: `Resident ${++residents}`, fatherName: "Father", contactNumber })
    .returning();
  return bookingOf(student!.id);
}

async function bookingOf(studentId: string) {
  const booking = await callJson<{ data: { _id: string } }>(addBooking, {
    body: { studentId, selectedRoom: roomId, bookingDate: firstDay(twoMonthsAgo) },
  });
  expect(booking.status).toBe(201);
  return booking.body.data._id;
}

const remind = (id: string, language: string, headers?: Record<string, string>) =>
  callJson<Reminder>(sendReminder, { params: { id }, body: { language }, headers });

async function remindersOf(bookingId: string) {
  const db = await getDb();
  return db.select().from(reminders).where(eq(reminders.bookingId, bookingId));
}

describe("the WhatsApp number", () => {
  test.each(["0300-1234567", "+92 300 1234567", "3001234567", "92 300 1234567", "0092 300 1234567"])(
    "%s is sent to 923001234567",
    async (written) => {
      const id = await stayOf(written);
      const answer = await remind(id, "en");
      expect(answer.status).toBe(201);
      expect(answer.body.url).toBe(`https://wa.me/923001234567?text=${encodeURIComponent(answer.body.text)}`);
      expect((await remindersOf(id)).map((row) => row.phone)).toEqual(["923001234567"]);
    },
  );

  test("a foreign number in international form is sent to its international digits (docs/register.md)", async () => {
    const id = await stayOfOlderCustomer("+44 7911 123456");
    const answer = await remind(id, "en");
    expect(answer.status).toBe(201);
    expect(answer.body.url).toBe(`https://wa.me/447911123456?text=${encodeURIComponent(answer.body.text)}`);
    expect((await remindersOf(id)).map((row) => row.phone)).toEqual(["447911123456"]);
  });

  test.each([
    ["042-35761234", /landline/],
    ["0300-12345", /digits of a Pakistani mobile number/],
    ["ask the warden", /characters other than digits/],
  ])("%s (saved before numbers were checked): 422 naming the problem, and nothing is logged", async (written, problem) => {
    const id = await stayOfOlderCustomer(written);
    const answer = await remind(id, "en");
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(problem);
    expect(answer.body.message).toContain(written);
    expect(await remindersOf(id)).toEqual([]);
  });
});

describe("the message", () => {
  let id: string;

  beforeAll(async () => {
    id = await stayOf("0321-7654321", "Ali Raza");
    // 20,000 pays the first month and 5,000 of the second: 10,000 of last month and all of this one are left.
    const paid = await callJson(recordPayment, {
      params: { id },
      body: { amount: 20000, paidOn: addDays(firstDay(twoMonthsAgo), 3), mode: "cash" },
    });
    expect(paid.status).toBe(201);
  });

  test("in English: the name, PKR 25,000 owed today (this month included, due or not) and the unpaid months", async () => {
    const answer = await remind(id, "en");
    expect(answer.status).toBe(201);
    expect(answer.body.text).toBe(
      `Dear Ali Raza, this is a reminder that PKR 25,000 is due from you for ${monthIn(ENGLISH, lastMonth)} and ${monthIn(ENGLISH, thisMonth)}. Please pay at your earliest convenience. Thank you.`,
    );
    expect(answer.body.url).toBe(`https://wa.me/923217654321?text=${encodeURIComponent(answer.body.text)}`);
    expect(new Date(answer.body.sentAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  test("in Urdu script: the same name, amount in digits and months by their Urdu names", async () => {
    const answer = await remind(id, "ur");
    expect(answer.status).toBe(201);
    const { text } = answer.body;
    expect(text).toBe(
      `محترم Ali Raza، السلام علیکم۔ آپ کے ذمے 25,000 روپے واجب الادا ہیں، جن میں ${monthIn(URDU, lastMonth)} اور ${monthIn(URDU, thisMonth)} کے واجبات شامل ہیں۔ براہِ کرم جلد از جلد ادائیگی فرمائیں۔ شکریہ۔`,
    );
    expect(decodeURIComponent(answer.body.url.split("?text=")[1]!)).toBe(text);
  });

  test("each reminder is logged with its language, number, amount, text and admin; the dues row shows the day of the latest", async () => {
    const logged = await remindersOf(id);
    expect(logged.map((row) => [row.language, row.phone, row.amount])).toEqual(
      expect.arrayContaining([
        ["en", "923217654321", 25000],
        ["ur", "923217654321", 25000],
      ]),
    );
    expect(logged.every((row) => row.sentBy !== null && row.text.includes("25,000"))).toBe(true);

    const row = async (asOf?: string) =>
      (
        await callJson<{ dues: { bookingId: string; lastReminderOn: string | null }[] }>(getDues, {
          query: { searchTerm: "Ali Raza", ...(asOf && { asOf }) },
        })
      ).body.dues;
    expect(await row()).toEqual([expect.objectContaining({ bookingId: id, lastReminderOn: today })]);
    // As of yesterday no reminder had been sent yet.
    expect(await row(addDays(today, -1))).toEqual([expect.objectContaining({ bookingId: id, lastReminderOn: null })]);
  });

  test("a stay that owes nothing today: 409, nothing logged", async () => {
    const paidUp = await stayOf("0300-7777777", "Paid Up");
    expect((await callJson(recordPayment, { params: { id: paidUp }, body: { amount: 45000, mode: "cash" } })).status).toBe(201);
    const answer = await remind(paidUp, "en");
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe("Paid Up owes nothing today.");
    expect(await remindersOf(paidUp)).toEqual([]);
  });

  test("a language other than en or ur is a 400; an unknown booking a 404", async () => {
    const wrong = await remind(id, "fr");
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors ?? {})).toEqual(["language"]);
    expect((await remind("4f0c0a3e-8f0e-4b7a-9d1e-2f3a4b5c6d7e", "en")).status).toBe(404);
  });

  test("sent twice with one Idempotency-Key (a double click): one reminder logged, the same answer", async () => {
    const db = await getDb();
    const countOf = async () =>
      (
        await db
          .select({ value: count() })
          .from(reminders)
          .where(and(eq(reminders.bookingId, id), eq(reminders.language, "ur")))
      )[0]!.value;
    const before = await countOf();
    const headers = { "Idempotency-Key": `reminder-${Date.now()}` };
    const [first, second] = [await remind(id, "ur", headers), await remind(id, "ur", headers)];
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(await countOf()).toBe(before + 1);
  });
});

describe("the reminders shown before sending (GET /api/dues/reminders)", () => {
  const drafts = (query: Record<string, string>) =>
    callJson<{ reminders: Draft[]; message?: string; errors?: Record<string, string> }>(getDrafts, { query });
  interface Draft {
    bookingId: string;
    studentName: string;
    roomNumber: string;
    amount: number;
    phone: string | null;
    text: string;
    problem: string | null;
    problemCode: { code: string; params?: Record<string, unknown> } | null;
  }

  test("one stay's: the text a reminder would send, in the language asked, and nothing is logged", async () => {
    const id = await stayOf("0333-1112223", "Draft Resident");
    const [english] = (await drafts({ language: "en", bookingId: id })).body.reminders;
    expect(english).toEqual({
      bookingId: id,
      studentName: "Draft Resident",
      roomNumber: "Room 5",
      amount: 45000,
      phone: "923331112223",
      text: `Dear Draft Resident, this is a reminder that PKR 45,000 is due from you for ${monthIn(ENGLISH, twoMonthsAgo)}, ${monthIn(ENGLISH, lastMonth)} and ${monthIn(ENGLISH, thisMonth)}. Please pay at your earliest convenience. Thank you.`,
      problem: null,
      problemCode: null,
    });
    const [urdu] = (await drafts({ language: "ur", bookingId: id })).body.reminders;
    expect(urdu!.text).toContain("45,000 روپے");
    expect(await remindersOf(id)).toEqual([]);
    // And what is sent is the same text, unless edited.
    expect((await remind(id, "en")).body.text).toBe(english!.text);
  });

  test("one stay's that cannot be sent: the reminder's own 422 or 409", async () => {
    expect((await drafts({ language: "en", bookingId: await stayOfOlderCustomer("042-35761234") })).status).toBe(422);
    const paidUp = await stayOf("0300-7777778", "Draft Paid Up");
    expect((await callJson(recordPayment, { params: { id: paidUp }, body: { amount: 45000, mode: "cash" } })).status).toBe(201);
    const refused = await drafts({ language: "en", bookingId: paidUp });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Draft Paid Up owes nothing today.");
  });

  test("every overdue stay's, in the dues list's order, each with its problem when its phone is not usable", async () => {
    const landline = await stayOfOlderCustomer("042-35761299");
    const answer = await drafts({ language: "en" });
    expect(answer.status).toBe(200);
    const overdue = (
      await callJson<{ dues: { bookingId: string; outstanding: number }[] }>(getDues, { query: { filter: "overdue", limit: 100 } })
    ).body.dues;
    expect(answer.body.reminders.map((draft) => [draft.bookingId, draft.amount])).toEqual(
      overdue.map((row) => [row.bookingId, row.outstanding]),
    );
    const withLandline = answer.body.reminders.find((draft) => draft.bookingId === landline)!;
    expect(withLandline.phone).toBeNull();
    expect(withLandline.problem).toMatch(/landline/);
    // Beside the English, its code: the screen shows it in Urdu by that.
    expect(withLandline.problemCode?.code).toMatch(/landline/i);
    expect(
      answer.body.reminders.filter((draft) => draft.problem === null).every((draft) => /^(923\d{9}|447911123456)$/.test(draft.phone!)),
    ).toBe(true);
  });

  test("a language other than en or ur, or a booking id that is not one: 400", async () => {
    expect(Object.keys((await drafts({ language: "fr" })).body.errors ?? {})).toEqual(["language"]);
    expect(Object.keys((await drafts({ language: "en", bookingId: "nope" })).body.errors ?? {})).toEqual(["bookingId"]);
  });

  test("an edited text is the one logged and put in the link", async () => {
    const id = await stayOf("0345-1234567", "Edited Resident");
    // The route reads it with the dues' reminder schema, which trims it; the service sends it as given.
    expect(reminderSchema.parse({ language: "en", text: "  Salam, please pay the rent of 45,000 today.  " }).text).toBe(
      "Salam, please pay the rent of 45,000 today.",
    );
    expect(reminderSchema.parse({ language: "en", text: "" }).text).toBeNull();
    await adminBearer();
    const [admin] = await (await getDb()).select().from(users).limit(1);
    const sent = await sendEdited(id, "en", admin!, "Salam, please pay the rent of 45,000 today.");
    expect(sent.text).toBe("Salam, please pay the rent of 45,000 today.");
    expect(sent.url).toBe(`https://wa.me/923451234567?text=${encodeURIComponent(sent.text)}`);
    expect((await remindersOf(id)).map((row) => [row.text, row.amount])).toEqual([[sent.text, 45000]]);
  });
});
