// The house rules (docs/bills.md, "House rules") over the API: their defaults and a partial save, every
// wrong value refused with its field message and nothing stored, and each rule followed from the day it
// is saved: the notice a departure needs, the sudden-departure fee (a month's rent or a fixed amount),
// the lost-key fine and the rent's due day, while lines already on a ledger keep what they were issued with.
import { jest } from "@jest/globals";
import { GET as getSettings, PUT as putSettings } from "@/app/api/settings/route";
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { GET as getLedger } from "@/app/api/bookings/[id]/ledger/route";
import { POST as giveNotice } from "@/app/api/bookings/[id]/notice/route";
import { POST as checkOut } from "@/app/api/bookings/[id]/check-out/route";
import { POST as subscribe } from "@/app/api/bookings/[id]/subscriptions/route";
import { getDb } from "@/lib/server/db";
import { chargeTypes } from "@/models/bills";
import { addDays, periodOf } from "@/lib/money/days";
import { hostelTime } from "@/lib/time";
import { registerAdmin, type Account } from "../support/http";
import { callForm, callJson } from "../support/records";

interface HouseRules {
  noticeDays: number;
  rentDueDay: number;
  lostKeyFine: number;
  suddenDepartureFee: "one_month" | number;
}
interface Answer {
  settings: { houseRules: HouseRules };
  message?: string;
  errors?: Record<string, string>;
}
interface Charge {
  kind: string;
  typeName: string | null;
  period: string | null;
  description: string;
  amount: number;
  chargedOn: string;
  dueOn: string;
}
interface Settlement {
  sudden: boolean;
  suddenDepartureFee: number;
  lostKeyFine: number;
}

// The first call migrates a new database and signs in: on a loaded two-core machine that alone can take 30 s.
jest.setTimeout(120_000);

const DEFAULTS: HouseRules = { noticeDays: 10, rentDueDay: 5, lostKeyFine: 500, suddenDepartureFee: "one_month" };
const today = hostelTime(new Date()).date;
let owner: Account;
let manager: Account;

beforeAll(async () => {
  owner = await registerAdmin({ username: "Owner" });
  manager = await registerAdmin({ asToken: owner.token, username: "Warden", access: "manager" });
}, 120_000);

const readRules = async () => (await callJson<Answer>(getSettings, { path: "/api/settings", token: owner.token })).body.settings.houseRules;
const saveRules = (houseRules: unknown, token = owner.token) =>
  callJson<Answer>(putSettings, { path: "/api/settings", method: "PUT", body: { houseRules }, token });

let rooms = 0;
async function newStay(checkIn: string, monthlyRent = 9000) {
  const room = await callJson<{ data: { _id: string } }>(addRoom, {
    body: { roomNumber: `Room ${++rooms}`, capacity: 1, monthlyRent },
    token: owner.token,
  });
  const student = await callForm<{ data: { _id: string } }>(addStudent, {
    fields: { studentName: `Resident ${rooms}`, fatherName: "Father", contactNumber: "0300-1234567" },
    token: owner.token,
  });
  const booking = await callJson<{ data: { _id: string } }>(addBooking, {
    body: { studentId: student.body.data._id, selectedRoom: room.body.data._id, bookingDate: checkIn, securityCharges: 5000 },
    token: owner.token,
  });
  expect(booking.status).toBe(201);
  return booking.body.data._id;
}
const chargesOf = async (id: string) =>
  (await callJson<{ charges: Charge[] }>(getLedger, { params: { id }, token: owner.token })).body.charges;

async function leave(id: string, noticeDays: number | null, keyLost = false) {
  const leaveDate = today;
  if (noticeDays !== null)
    expect(
      (await callJson(giveNotice, { params: { id }, body: { noticeDate: addDays(leaveDate, -noticeDays), leaveDate }, token: owner.token }))
        .status,
    ).toBe(200);
  const answer = await callJson<{ settlement: Settlement; message?: string }>(checkOut, {
    params: { id },
    body: { leaveDate, keyLost, refundMode: "cash" },
    token: owner.token,
  });
  expect(answer.status).toBe(200);
  return { settlement: answer.body.settlement, charges: await chargesOf(id) };
}

afterEach(async () => {
  expect((await saveRules(DEFAULTS)).status).toBe(200);
});

describe("the house rules setting", () => {
  test("the defaults are RENT.md's figures; a partial save keeps the other rules; only owners save", async () => {
    expect(await readRules()).toEqual(DEFAULTS);
    const saved = await saveRules({ noticeDays: "7" });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.houseRules).toEqual({ ...DEFAULTS, noticeDays: 7 });
    expect((await saveRules({ suddenDepartureFee: "3,000", lostKeyFine: 800 })).body.settings.houseRules).toEqual({
      noticeDays: 7,
      rentDueDay: 5,
      lostKeyFine: 800,
      suddenDepartureFee: 3000,
    });
    expect((await saveRules({ suddenDepartureFee: "one_month" })).body.settings.houseRules.suddenDepartureFee).toBe("one_month");

    const refused = await saveRules({ noticeDays: 3 }, manager.token);
    expect(refused.status).toBe(403);
    expect((await readRules()).noticeDays).toBe(7);
  });

  test("each wrong value is a 400 naming its field, and nothing of the save is stored", async () => {
    const answer = await saveRules({ noticeDays: 0, rentDueDay: 31, lostKeyFine: -5, suddenDepartureFee: "two_months" });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      "houseRules.noticeDays": "Notice days must be at least 1",
      "houseRules.rentDueDay": "Rent due day must be at most 28",
      "houseRules.lostKeyFine": "Lost key fine cannot be negative",
      "houseRules.suddenDepartureFee": "Sudden departure fee must be a number",
    });
    expect((await saveRules({ noticeDays: 12, rentDueDay: "" })).body.errors).toEqual({
      "houseRules.rentDueDay": "Rent due day is required",
    });
    expect((await saveRules({ lostKeyFine: 2_000_000 })).body.errors).toEqual({
      "houseRules.lostKeyFine": "Lost key fine must be at most 1000000",
    });
    expect(await readRules()).toEqual(DEFAULTS);
  });
});

describe("check-out follows the rules of its day", () => {
  test("seven days' notice: sudden under the default ten days, not once the house asks for seven", async () => {
    const before = await leave(await newStay(addDays(today, -60)), 7);
    expect(before.settlement).toMatchObject({ sudden: true, suddenDepartureFee: 9000 });
    expect(before.charges.find((charge) => charge.kind === "sudden_departure")?.description).toBe("Sudden departure (no 10 days' notice)");

    await saveRules({ noticeDays: 7 });
    const after = await leave(await newStay(addDays(today, -60)), 7);
    expect(after.settlement).toMatchObject({ sudden: false, suddenDepartureFee: 0 });
    expect(after.charges.filter((charge) => charge.kind === "sudden_departure")).toEqual([]);
    // Six days are still too few: the line names the rule of the day.
    const short = await leave(await newStay(addDays(today, -60)), 6);
    expect(short.settlement).toMatchObject({ sudden: true, suddenDepartureFee: 9000 });
    expect(short.charges.find((charge) => charge.kind === "sudden_departure")?.description).toBe("Sudden departure (no 7 days' notice)");
  });

  test("a fixed sudden-departure fee and another lost-key fine are charged as set", async () => {
    await saveRules({ suddenDepartureFee: 3000, lostKeyFine: 800 });
    const { settlement, charges } = await leave(await newStay(addDays(today, -60), 12000), null, true);
    expect(settlement).toMatchObject({ sudden: true, suddenDepartureFee: 3000, lostKeyFine: 800 });
    expect(charges.filter((charge) => charge.kind === "sudden_departure").map((charge) => charge.amount)).toEqual([3000]);
    expect(charges.filter((charge) => charge.kind === "lost_key").map((charge) => charge.amount)).toEqual([800]);
  });
});

describe("the rent's due day", () => {
  test("months issued after a change fall due on the new day; months already issued keep theirs", async () => {
    const checkIn = `${periodOf(addDays(`${periodOf(today)}-01`, -40))}-20`; // the 20th, two months back
    const months = [periodOf(checkIn), periodOf(addDays(`${periodOf(checkIn)}-01`, 32)), periodOf(today)];
    const db = await getDb();
    const [mess] = await db
      .insert(chargeTypes)
      .values({ name: "Mess", nameUr: "میس", kind: "monthly", amountPaisa: 600000, months: [] })
      .returning();

    const earlier = await newStay(checkIn);
    expect(
      (await callJson(subscribe, { params: { id: earlier }, body: { typeId: mess!.id, from: checkIn }, token: owner.token })).status,
    ).toBe(201);
    const dueOf = (charges: Charge[], typeName: string | null) =>
      charges.filter((charge) => charge.typeName === typeName && charge.kind !== "adjustment").map((charge) => charge.dueOn);
    const beforeChange = await chargesOf(earlier);
    expect(dueOf(beforeChange, null)).toEqual([checkIn, `${months[1]}-05`, `${months[2]}-05`]);

    await saveRules({ rentDueDay: 10 });
    // The stay read again: its lines are as they were.
    expect(await chargesOf(earlier)).toEqual(beforeChange);

    const later = await newStay(checkIn);
    expect(
      (await callJson(subscribe, { params: { id: later }, body: { typeId: mess!.id, from: checkIn }, token: owner.token })).status,
    ).toBe(201);
    const charges = await chargesOf(later);
    expect(dueOf(charges, null)).toEqual([checkIn, `${months[1]}-10`, `${months[2]}-10`]);
    expect(dueOf(charges, "Mess")).toEqual([checkIn, `${months[1]}-10`, `${months[2]}-10`]);
  });
});
