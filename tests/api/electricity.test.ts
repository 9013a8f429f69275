// Electricity by meter over the API (docs/bills.md, rule B3 and "Readings"): worked example E with every
// figure, a room's first reading, the reading's day and figures refused, a replaced meter, the preview,
// the void of the last reading, an empty room, the roles, and the reading taken at check-out.
import { count, eq, sql } from "drizzle-orm";
import * as readingsRoute from "@/app/api/rooms/[id]/readings/route";
import { POST as previewRoute } from "@/app/api/rooms/[id]/readings/preview/route";
import { POST as voidRoute } from "@/app/api/readings/[id]/void/route";
import { getDb } from "@/lib/server/db";
import { takeReadingAtCheckOut } from "@/lib/server/services/readings";
import { chargeTypes, meterReadings } from "@/models/bills";
import { charges } from "@/models/ledger";
import { auditSentencesOf } from "../support/audit-sentences";
import { registerAdmin } from "../support/http";
import { adminBearer, callJson } from "../support/records";
import { book, dayAfter, ledgerNow, newRoom, stayApi, today, type ChargeJson, type RoomJson } from "../support/stays";

interface Share {
  bookingId: string;
  studentName: string;
  bedDays: number;
  amount: number;
  chargeId?: string;
}
interface Bill {
  units: number;
  rate: number;
  amount: number;
  from: string;
  to: string;
  shares: Share[];
}
interface Reading {
  _id: string;
  roomId: string;
  roomNumber: string;
  readOn: string;
  reading: number;
  replaced: boolean;
  oldMeterFinal: number | null;
  rate: number;
  voided: boolean;
  voidReason: string | null;
  bill: Bill | null;
}
interface Answer {
  reading?: Reading;
  readings?: Reading[];
  bill?: Bill | null;
  message?: string;
  errors?: Record<string, string>;
}

const record = (roomId: string, body: Record<string, unknown>, token?: string) =>
  callJson<Answer>(readingsRoute.POST, { params: { id: roomId }, body, token });
const preview = (roomId: string, body: Record<string, unknown>) => callJson<Answer>(previewRoute, { params: { id: roomId }, body });
const list = (roomId: string, token?: string) => callJson<Answer>(readingsRoute.GET, { params: { id: roomId }, token });
const voidIt = (readingId: string, reason: string, token?: string) =>
  callJson<Answer>(voidRoute, { params: { id: readingId }, body: { reason }, token });

async function setRate(paisa: number) {
  const db = await getDb();
  await db.update(chargeTypes).set({ amountPaisa: paisa }).where(eq(chargeTypes.system, "electricity"));
}

async function storedCounts() {
  const db = await getDb();
  const [readings] = await db.select({ value: count() }).from(meterReadings);
  const [lines] = await db.select({ value: count() }).from(charges);
  return { readings: readings!.value, lines: lines!.value };
}

const electricityLines = (ledger: { charges: ChargeJson[] }) =>
  ledger.charges.filter((charge) => charge.description.includes("Electricity"));

beforeAll(async () => {
  await adminBearer();
  await setRate(6_500);
});

describe("example E: Room 7 (3 beds), rate 65, readings 15,230 on 2026-10-01 and 15,591 on 2026-11-01", () => {
  let room: RoomJson;
  const ids = { s1: "", s2: "", s3: "" };
  let second: Reading;

  beforeAll(async () => {
    room = await newRoom({ rent: 9_000, capacity: 3 });
    // S3 moved in first and left on 2026-10-20 (20 days of October); S1 was there all month; S2 came on 2026-10-11 (21 days).
    ids.s3 = (await book({ selectedRoom: room._id, bookingDate: "2026-09-01" }))._id;
    ids.s1 = (await book({ selectedRoom: room._id, bookingDate: "2026-09-15" }))._id;
    ids.s2 = (await book({ selectedRoom: room._id, bookingDate: "2026-10-11" }))._id;
    const out = await stayApi.checkOut(ids.s3, { leaveDate: "2026-10-20", damages: [], keyLost: false });
    expect(out.status).toBe(200);
    // S3 settles everything at check-out, so what is owed afterwards is the electricity alone.
    const owed = (await ledgerNow(ids.s3)).totals.balance;
    if (owed > 0) expect((await stayApi.pay(ids.s3, { amount: owed, mode: "cash" })).status).toBe(201);
    expect((await ledgerNow(ids.s3)).totals.balance).toBe(0);
  });

  test("the room's first reading only starts its meter: 201, no bill, no charge", async () => {
    const before = await storedCounts();
    const first = await record(room._id, { readOn: "2026-10-01", reading: 15_230 });
    expect(first.status).toBe(201);
    expect(first.body.bill).toBeNull();
    expect(first.body.reading).toMatchObject({
      roomId: room._id,
      roomNumber: room.roomNumber,
      readOn: "2026-10-01",
      reading: 15_230,
      replaced: false,
      oldMeterFinal: null,
      rate: 65,
      voided: false,
      bill: null,
    });
    expect(await storedCounts()).toEqual({ readings: before.readings + 1, lines: before.lines });
  });

  test("the preview shows the bill and its split and saves nothing", async () => {
    const before = await storedCounts();
    const answer = await preview(room._id, { readOn: "2026-11-01", reading: 15_591 });
    expect(answer.status).toBe(200);
    expect(answer.body.bill).toEqual({
      units: 361,
      rate: 65,
      amount: 23_465,
      from: "2026-10-01",
      to: "2026-10-31",
      shares: [
        { bookingId: ids.s3, studentName: expect.any(String), bedDays: 20, amount: 6_518 },
        { bookingId: ids.s1, studentName: expect.any(String), bedDays: 31, amount: 10_103 },
        { bookingId: ids.s2, studentName: expect.any(String), bedDays: 21, amount: 6_844 },
      ],
    });
    expect(await storedCounts()).toEqual(before);
  });

  test("361 units, bill 23,465 for 2026-10-01 … 2026-10-31, split 10,103 / 6,844 / 6,518 by 72 bed-days", async () => {
    const answer = await record(room._id, { readOn: "2026-11-01", reading: 15_591 });
    expect(answer.status).toBe(201);
    const bill = answer.body.bill!;
    expect(bill).toMatchObject({ units: 361, rate: 65, amount: 23_465, from: "2026-10-01", to: "2026-10-31" });
    const byBooking = Object.fromEntries(bill.shares.map((share) => [share.bookingId, [share.bedDays, share.amount]]));
    expect(byBooking).toEqual({ [ids.s1]: [31, 10_103], [ids.s2]: [21, 6_844], [ids.s3]: [20, 6_518] });
    expect(bill.shares.reduce((sum, share) => sum + share.amount, 0)).toBe(23_465);
    second = answer.body.reading!;
    expect(second).toMatchObject({ readOn: "2026-11-01", reading: 15_591, rate: 65, voided: false });
    expect(second.bill).toMatchObject({ units: 361, amount: 23_465 });
  });

  test("each share is an Electricity extra charged 2026-11-01, due 2026-11-08, period 2026-10, on the ledger and in the balance", async () => {
    for (const [id, amount] of [
      [ids.s1, 10_103],
      [ids.s2, 6_844],
      [ids.s3, 6_518],
    ] as const) {
      const ledger = await ledgerNow(id);
      expect(electricityLines(ledger)).toEqual([
        expect.objectContaining({
          kind: "extra",
          period: "2026-10",
          amount,
          chargedOn: "2026-11-01",
          dueOn: "2026-11-08",
          description: "Electricity: 361 units, 01-10-2026 to 31-10-2026",
        }),
      ]);
    }
    // S3 had settled everything at check-out: the share is what S3 owes now, and it shows in dues.
    const s3 = await ledgerNow(ids.s3);
    expect(s3.totals.balance).toBe(6_518);
    expect(electricityLines(s3)[0]).toMatchObject({ paid: 0, outstanding: 6_518 });
    const dues = await stayApi.dues({ filter: "checked_out" });
    expect(dues.status).toBe(200);
    expect(dues.body.dues.find((row) => row.bookingId === ids.s3)).toMatchObject({ outstanding: 6_518, unpaidPeriods: ["2026-10"] });
  });

  test("the room's readings, the last first, with their bills; the audit log names the room", async () => {
    const answer = await list(room._id);
    expect(answer.status).toBe(200);
    const readings = answer.body.readings!;
    expect(readings.map((reading) => [reading.readOn, reading.reading, reading.voided])).toEqual([
      ["2026-11-01", 15_591, false],
      ["2026-10-01", 15_230, false],
    ]);
    expect(readings[1]!.bill).toBeNull();
    expect(readings[0]!.bill).toMatchObject({ units: 361, rate: 65, amount: 23_465, from: "2026-10-01", to: "2026-10-31" });
    expect(readings[0]!.bill!.shares.map((share) => [share.bookingId, share.bedDays, share.amount]).sort()).toEqual(
      [
        [ids.s1, 31, 10_103],
        [ids.s2, 21, 6_844],
        [ids.s3, 20, 6_518],
      ].sort(),
    );
    const audit = await stayApi.audit({ entity: "room", entityId: room._id });
    expect(audit.body.entries.map((entry) => entry.action).filter((action) => action.startsWith("reading."))).toEqual([
      "reading.record",
      "reading.record",
    ]);
    expect(audit.body.entries[0]!.summary).toBe("Meter reading 15,591 on 2026-11-01: 361 units, PKR 23,465, split among 3 stay(s)");
    // The audit screen words every entry from its stored fields, in Urdu too.
    expect((await auditSentencesOf(audit.body.entries[0]!._id)).en).toBe(
      "Meter reading 15,591 on 01-11-2026: 361 units, PKR 23,465, split among 3 stay(s)",
    );
    for (const entry of audit.body.entries) expect((await auditSentencesOf(entry._id)).ur).toMatch(/[\u0600-\u06FF]/);
  });

  test("a reading on or before the room's last reading day is 400; so is one in the future", async () => {
    const before = await storedCounts();
    for (const readOn of ["2026-11-01", "2026-10-15"]) {
      const answer = await record(room._id, { readOn, reading: 16_000 });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.readOn).toBe(
        `${room.roomNumber} was last read on 01-11-2026: a new reading must be dated after that day.`,
      );
    }
    const future = await record(room._id, { readOn: dayAfter(1), reading: 16_000 });
    expect(future.status).toBe(400);
    expect(future.body.errors?.readOn).toBe("Reading date cannot be in the future");
    expect((await preview(room._id, { readOn: "2026-11-01", reading: 16_000 })).status).toBe(400);
    expect(await storedCounts()).toEqual(before);
  });

  test("a reading below the last one is 400 unless the meter was replaced", async () => {
    const answer = await record(room._id, { readOn: "2026-11-10", reading: 15_000 });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.reading).toBe(
      "The reading cannot be less than the last one (15,591 on 01-11-2026). If the meter was replaced, say so and give the old meter's final reading.",
    );
    const missing = await record(room._id, { readOn: "2026-11-10", reading: 15_000, replaced: true });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.oldMeterFinal).toBe("Old meter's final reading is required when the meter was replaced");
    const below = await record(room._id, { readOn: "2026-11-10", reading: 15, replaced: true, oldMeterFinal: 15_590 });
    expect(below.status).toBe(400);
    expect(below.body.errors?.oldMeterFinal).toBe(
      "The old meter's final reading cannot be less than its last reading (15,591 on 01-11-2026).",
    );
    expect((await record(room._id, { readOn: "2026-11-10", reading: -1 })).status).toBe(400);
    expect((await record(room._id, { readOn: "2026-11-10", reading: 12.5 })).status).toBe(400);
  });

  test("voiding: an earlier reading is 409; the last one's shares are reversed; again is 409; only owners", async () => {
    const [last, earlier] = (await list(room._id)).body.readings!;
    expect((await voidIt(earlier!._id, "Typed wrong")).status).toBe(409);
    const manager = await registerAdmin({ asToken: await adminBearer(), username: "Warden", access: "manager" });
    expect((await voidIt(last!._id, "Typed wrong", manager.token)).status).toBe(403);

    const answer = await voidIt(last!._id, "Typed wrong");
    expect(answer.status).toBe(200);
    expect(answer.body.reading).toMatchObject({ _id: last!._id, voided: true, voidReason: "Typed wrong" });
    for (const id of [ids.s1, ids.s2, ids.s3]) {
      const ledger = await ledgerNow(id);
      const lines = electricityLines(ledger);
      expect(lines).toHaveLength(2);
      const [share, reversal] = lines;
      expect(reversal).toMatchObject({
        kind: "adjustment",
        period: "2026-10",
        amount: -share!.amount,
        chargedOn: "2026-11-01",
        dueOn: "2026-11-08",
      });
      expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
    }
    expect((await ledgerNow(ids.s3)).totals.balance).toBe(0);
    expect((await voidIt(last!._id, "Again")).status).toBe(409);
    const [voidEntry] = (await stayApi.audit({ entity: "room", entityId: room._id })).body.entries;
    expect(voidEntry).toMatchObject({
      action: "reading.void",
      summary: "Meter reading 15,591 on 2026-11-01 voided, PKR 23,465 reversed: Typed wrong",
    });
    expect(await auditSentencesOf(voidEntry!._id)).toMatchObject({
      en: "Meter reading 15,591 on 01-11-2026 voided, PKR 23,465 reversed: Typed wrong",
      ur: "میٹر ریڈنگ 15,591، 01-11-2026 منسوخ، 23,465 روپے واپس: Typed wrong",
    });

    // The reading before is the last again: a new reading may be taken on the voided one's day.
    const again = await record(room._id, { readOn: "2026-11-01", reading: 15_591 });
    expect(again.status).toBe(201);
    expect(again.body.bill).toMatchObject({ units: 361, amount: 23_465 });
    const readings = (await list(room._id)).body.readings!;
    expect(readings.map((reading) => [reading.readOn, reading.voided])).toEqual([
      ["2026-11-01", false],
      ["2026-11-01", true],
      ["2026-10-01", false],
    ]);
    expect(readings[1]!.bill).toMatchObject({ units: 361, amount: 23_465 });
  });
});

describe("a replaced meter, an empty room, the roles", () => {
  let room: RoomJson;
  let resident: string;

  beforeAll(async () => {
    room = await newRoom({ rent: 8_000, capacity: 2 });
  });

  test("nobody in the room: the bill is made, no share is charged (the hostel bears it)", async () => {
    expect((await record(room._id, { readOn: "2026-09-01", reading: 100 })).status).toBe(201);
    const before = await storedCounts();
    const answer = await record(room._id, { readOn: "2026-10-01", reading: 220 });
    expect(answer.status).toBe(201);
    expect(answer.body.bill).toEqual({ units: 120, rate: 65, amount: 7_800, from: "2026-09-01", to: "2026-09-30", shares: [] });
    expect(await storedCounts()).toEqual({ readings: before.readings + 1, lines: before.lines });
  });

  test("a replaced meter bills up to the old meter's final reading; the new one starts from its own figure", async () => {
    resident = (await book({ selectedRoom: room._id, bookingDate: "2026-10-01" }))._id;
    const answer = await record(room._id, { readOn: "2026-10-11", reading: 5, replaced: true, oldMeterFinal: 250 });
    expect(answer.status).toBe(201);
    // 250 − 220 = 30 units at 65 = 1,950, all of it the resident's (10 bed-days).
    expect(answer.body.bill).toMatchObject({ units: 30, amount: 1_950, from: "2026-10-01", to: "2026-10-10" });
    expect(answer.body.bill!.shares).toEqual([{ bookingId: resident, studentName: expect.any(String), bedDays: 10, amount: 1_950 }]);
    expect(answer.body.reading).toMatchObject({ reading: 5, replaced: true, oldMeterFinal: 250 });
    // The next bill counts from the new meter's 5.
    const next = await preview(room._id, { readOn: "2026-10-21", reading: 45 });
    expect(next.body.bill).toMatchObject({ units: 40, amount: 2_600 });
  });

  test("a rate with paisa: 65.50 a unit, 3 units → 196.5 rounds half up to 197", async () => {
    await setRate(6_550);
    try {
      const answer = await preview(room._id, { readOn: "2026-10-21", reading: 8 });
      expect(answer.body.bill).toMatchObject({ units: 3, rate: 65.5, amount: 197 });
    } finally {
      await setRate(6_500);
    }
  });

  test("a viewer reads the readings but cannot take, preview or void one; a missing room is 404", async () => {
    const viewer = await registerAdmin({ asToken: await adminBearer(), username: "Accountant", access: "viewer" });
    expect((await list(room._id, viewer.token)).status).toBe(200);
    const before = await storedCounts();
    expect((await record(room._id, { readOn: "2026-10-21", reading: 50 }, viewer.token)).status).toBe(403);
    expect(
      (await callJson<Answer>(previewRoute, { params: { id: room._id }, body: { readOn: "2026-10-21", reading: 50 }, token: viewer.token }))
        .status,
    ).toBe(403);
    const last = (await list(room._id)).body.readings![0]!;
    expect((await voidIt(last._id, "No", viewer.token)).status).toBe(403);
    expect(await storedCounts()).toEqual(before);
    expect((await record("00000000-0000-4000-8000-000000000000", { readOn: "2026-10-21", reading: 50 })).status).toBe(404);
    expect((await list("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await voidIt("00000000-0000-4000-8000-000000000000", "No")).status).toBe(404);
  });
});

describe("two readings of one room at once", () => {
  test("they are taken one after the other: the same day twice makes one reading and one 400", async () => {
    const room = await newRoom({ rent: 9_000, capacity: 1 });
    await book({ selectedRoom: room._id, bookingDate: "2026-10-01" });
    expect((await record(room._id, { readOn: "2026-10-01", reading: 10 })).status).toBe(201);
    const answers = await Promise.all([
      record(room._id, { readOn: "2026-10-11", reading: 20 }),
      record(room._id, { readOn: "2026-10-11", reading: 30 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const posted = (await ledgerNow((await list(room._id)).body.readings![0]!.bill!.shares[0]!.bookingId)).charges.filter(
      (charge) => charge.kind === "extra",
    );
    expect(posted).toHaveLength(1);
  });
});

describe("a reading taken at check-out (takeReadingAtCheckOut)", () => {
  test("dated the day after the leave date: the bill runs to the leave date and lands on the ledger in the same transaction", async () => {
    const room = await newRoom({ rent: 9_000, capacity: 2 });
    const leaving = (await book({ selectedRoom: room._id, bookingDate: "2026-10-01" }))._id;
    const staying = (await book({ selectedRoom: room._id, bookingDate: "2026-10-01" }))._id;
    expect((await record(room._id, { readOn: "2026-10-01", reading: 1_000 })).status).toBe(201);
    const db = await getDb();
    const bill = await db.transaction((tx) =>
      takeReadingAtCheckOut(tx, { roomId: room._id, leaveDate: "2026-10-20", reading: 1_200 }, null),
    );
    // 200 units × 65 = 13,000 for 01-10 … 20-10, 20 bed-days each.
    expect(bill).toMatchObject({ units: 200, amount: 13_000, from: "2026-10-01", to: "2026-10-20" });
    expect(bill!.shares.map((share) => share.amount)).toEqual([6_500, 6_500]);
    const readings = (await list(room._id)).body.readings!;
    expect(readings[0]).toMatchObject({ readOn: "2026-10-21", reading: 1_200 });
    for (const id of [leaving, staying]) {
      expect(electricityLines(await ledgerNow(id))).toEqual([
        expect.objectContaining({
          amount: 6_500,
          chargedOn: "2026-10-21",
          dueOn: "2026-10-28",
          period: "2026-10",
          description: "Electricity: 200 units, 01-10-2026 to 20-10-2026",
        }),
      ]);
    }
    // Its refusals name the check-out's fields.
    const refused = await db
      .transaction((tx) => takeReadingAtCheckOut(tx, { roomId: room._id, leaveDate: "2026-10-25", reading: 1_100 }, null))
      .catch((error: { status: number; errors: Record<string, string> }) => error);
    expect(refused).toMatchObject({ status: 400, errors: { "finalReading.reading": expect.any(String) } });
  });

  test("leaving today: the reading is dated tomorrow", async () => {
    const room = await newRoom({ rent: 9_000, capacity: 1 });
    await book({ selectedRoom: room._id, bookingDate: dayAfter(-10) });
    expect((await record(room._id, { readOn: dayAfter(-10), reading: 0 })).status).toBe(201);
    const db = await getDb();
    const bill = await db.transaction((tx) => takeReadingAtCheckOut(tx, { roomId: room._id, leaveDate: today(), reading: 110 }, null));
    expect(bill).toMatchObject({ units: 110, amount: 7_150, from: dayAfter(-10), to: today() });
    expect(bill!.shares).toEqual([expect.objectContaining({ bedDays: 11, amount: 7_150 })]);
    const [row] = await db
      .select()
      .from(meterReadings)
      .where(sql`${meterReadings.roomId} = ${room._id} and ${meterReadings.readOn} = ${dayAfter(1)}`);
    expect(row).toBeDefined();
  });
});
