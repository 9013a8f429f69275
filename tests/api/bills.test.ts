// Bills beyond rent over the API (docs/bills.md): worked examples D (monthly extras through a check-out)
// and F (late fees, reconciled on a backdated payment, and a waiver that sticks) with every figure, and
// the rules of one-off charges, reversals and subscriptions.
import { jest } from "@jest/globals";
import { eq, sql } from "drizzle-orm";
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { POST as recordPayment } from "@/app/api/bookings/[id]/payments/route";
import { GET as getLedger } from "@/app/api/bookings/[id]/ledger/route";
import { POST as giveNotice } from "@/app/api/bookings/[id]/notice/route";
import { POST as checkOut } from "@/app/api/bookings/[id]/check-out/route";
import { POST as voidPayment } from "@/app/api/payments/[id]/void/route";
import { GET as listSubscriptions, POST as subscribe } from "@/app/api/bookings/[id]/subscriptions/route";
import { PUT as updateSubscription } from "@/app/api/subscriptions/[id]/route";
import { POST as addCharge } from "@/app/api/bookings/[id]/charges/route";
import { POST as reverseCharge } from "@/app/api/charges/[id]/reverse/route";
import { POST as waiveCharge } from "@/app/api/charges/[id]/waive/route";
import { POST as recordReading } from "@/app/api/rooms/[id]/readings/route";
import { getDb } from "@/lib/server/db";
import { readSettings, writeSettings } from "@/lib/server/services/settings";
import { bookings } from "@/models/bookings";
import { chargeTypes } from "@/models/bills";
import { callForm, callJson } from "../support/records";

interface Charge {
  _id: string;
  kind: string;
  typeId: string | null;
  typeName: string | null;
  period: string | null;
  amount: number;
  chargedOn: string;
  dueOn: string;
  paid: number;
  outstanding: number;
}
interface Ledger {
  charges: Charge[];
  payments: { _id: string; amount: number; allocations: { chargeId: string; kind: string; amount: number }[] }[];
  totals: { charged: number; paid: number; depositApplied: number; creditRefunded: number; balance: number };
}
interface Settlement {
  rentCharged: number;
  extrasCharged: number;
  paid: number;
  balanceBeforeDeposit: number;
  depositApplied: number;
  refund: number;
  stillOwed: number;
}

// The first call migrates a new database and signs in: on a loaded two-core machine that alone can take 30 s.
jest.setTimeout(120_000);

let roomCount = 0;
let residentCount = 0;

async function newBooking(monthlyRent: number, body: Record<string, unknown>, roomId?: string) {
  const room =
    roomId ??
    (await callJson<{ data: { _id: string } }>(addRoom, { body: { roomNumber: `Room ${++roomCount}`, capacity: 2, monthlyRent } })).body
      .data._id;
  const student = await callForm<{ data: { _id: string } }>(addStudent, {
    fields: { studentName: `Resident ${++residentCount}`, fatherName: "Father", contactNumber: "0300-1234567" },
  });
  const booking = await callJson<{ data: { _id: string; selectedRoom: string } }>(addBooking, {
    body: { studentId: student.body.data._id, selectedRoom: room, ...body },
  });
  expect(booking.status).toBe(201);
  return booking.body.data._id;
}

async function newType(name: string, kind: "monthly" | "one_off", amount: number, months: number[] = []) {
  const db = await getDb();
  const [type] = await db
    .insert(chargeTypes)
    .values({ name, nameUr: name, kind, amountPaisa: amount * 100, months })
    .returning();
  return type!.id;
}

const ledger = async (id: string, asOf?: string) => {
  const answer = await callJson<Ledger>(getLedger, { params: { id }, query: asOf ? { asOf } : {} });
  expect(answer.status).toBe(200);
  return answer.body;
};
const pay = (id: string, amount: number, paidOn: string) =>
  callJson<{ payment: { _id: string }; balance: number }>(recordPayment, { params: { id }, body: { amount, paidOn, mode: "cash" } });
const sumOf = (charges: Charge[], typeName: string | null) =>
  charges.filter((charge) => charge.typeName === typeName).reduce((sum, charge) => sum + charge.amount, 0);
const netOf = (charges: Charge[], typeName: string | null, period: string) =>
  charges.filter((charge) => charge.typeName === typeName && charge.period === period).reduce((sum, charge) => sum + charge.amount, 0);

/** Late fees as an owner saves them; stays are brought up to date again on their next read. */
async function setLateFee(lateFee: { graceDays: number; amount: number; from: string | null }) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await writeSettings(tx, { ...(await readSettings(tx)), lateFee });
    await tx
      .update(bookings)
      .set({ reconciledOn: null })
      .where(sql`true`);
  });
}

describe("example D: rent 10,000, mess 6,000 from check-in 10 April, a room cooler 1,200 in months 4–9 from 1 May, out on 15 September", () => {
  let bookingId: string;
  let mess: string;
  let cooler: string;

  test("subscribing issues every month since, prorated in the first", async () => {
    mess = await newType("Mess", "monthly", 6000);
    cooler = await newType("Room cooler", "monthly", 1000, [4, 5, 6, 7, 8, 9]);
    bookingId = await newBooking(10000, { bookingDate: "2026-04-10", securityCharges: 10000 });
    const messAnswer = await callJson<{ subscription: { amount: number; from: string; to: null } }>(subscribe, {
      params: { id: bookingId },
      body: { typeId: mess, from: "2026-04-10" },
    });
    expect(messAnswer.status).toBe(201);
    expect(messAnswer.body.subscription).toMatchObject({ typeName: "Mess", amount: 6000, from: "2026-04-10", to: null });
    const coolerAnswer = await callJson(subscribe, {
      params: { id: bookingId },
      body: { typeId: cooler, from: "2026-05-01", amount: 1200 },
    });
    expect(coolerAnswer.status).toBe(201);

    const { charges } = await ledger(bookingId, "2026-08-31");
    expect(netOf(charges, "Mess", "2026-04")).toBe(4200);
    expect(netOf(charges, null, "2026-04")).toBe(7000);
    expect(netOf(charges, "Room cooler", "2026-04")).toBe(0);
    for (const month of ["05", "06", "07", "08"]) {
      expect([
        netOf(charges, null, `2026-${month}`),
        netOf(charges, "Mess", `2026-${month}`),
        netOf(charges, "Room cooler", `2026-${month}`),
      ]).toEqual([10000, 6000, 1200]);
    }
    const april = charges.find((charge) => charge.typeName === "Mess" && charge.period === "2026-04")!;
    expect(april).toMatchObject({ kind: "extra", chargedOn: "2026-04-10", dueOn: "2026-04-10" });
    const may = charges.find((charge) => charge.typeName === "Mess" && charge.period === "2026-05")!;
    expect(may).toMatchObject({ chargedOn: "2026-05-01", dueOn: "2026-05-05" });
  });

  test("a second Mess over the same days is 409; a subscription before the check-in is 400", async () => {
    const again = await callJson<{ message: string }>(subscribe, { params: { id: bookingId }, body: { typeId: mess, from: "2026-06-01" } });
    expect(again.status).toBe(409);
    const early = await callJson<{ errors: Record<string, string> }>(subscribe, {
      params: { id: bookingId },
      body: { typeId: cooler, from: "2026-01-01", to: "2026-04-30" },
    });
    expect(early.status).toBe(400);
    expect(early.body.errors.from).toBe("Start date cannot be before the check-in date");
  });

  test("paid 80,000, notice on 1 September to leave on the 15th: September is half of each, later months reversed; deposit applied 8,600, refund 1,400", async () => {
    expect((await pay(bookingId, 80000, "2026-09-01")).status).toBe(201);
    expect(
      (await callJson(giveNotice, { params: { id: bookingId }, body: { noticeDate: "2026-09-01", leaveDate: "2026-09-15" } })).status,
    ).toBe(200);
    const answer = await callJson<{ settlement: Settlement }>(checkOut, { params: { id: bookingId }, body: { refundMode: "cash" } });
    expect(answer.status).toBe(200);
    expect(answer.body.settlement).toMatchObject({
      rentCharged: 52000,
      extrasCharged: 36600,
      paid: 80000,
      balanceBeforeDeposit: 8600,
      depositApplied: 8600,
      refund: 1400,
      stillOwed: 0,
    });

    const { charges, totals } = await ledger(bookingId);
    expect([sumOf(charges, null), sumOf(charges, "Mess"), sumOf(charges, "Room cooler")]).toEqual([52000, 31200, 5400]);
    expect([netOf(charges, null, "2026-09"), netOf(charges, "Mess", "2026-09"), netOf(charges, "Room cooler", "2026-09")]).toEqual([
      5000, 3000, 600,
    ]);
    expect([netOf(charges, "Mess", "2026-10"), netOf(charges, "Mess", "2026-11")]).toEqual([0, 0]);
    expect(totals).toEqual({ charged: 88600, paid: 80000, depositApplied: 8600, creditRefunded: 0, balance: 0 });
  });
});

describe("subscriptions change by adjustments; one-off charges and their reversal", () => {
  let bookingId: string;
  let laundry: string;
  let guestNight: string;

  test("ending a subscription and lowering its amount post adjustments for the months they change", async () => {
    laundry = await newType("Laundry", "monthly", 800);
    bookingId = await newBooking(9000, { bookingDate: "2026-06-01" });
    const made = await callJson<{ subscription: { _id: string; updatedAt: string } }>(subscribe, {
      params: { id: bookingId },
      body: { typeId: laundry, from: "2026-06-01" },
    });
    expect(sumOf((await ledger(bookingId)).charges, "Laundry")).toBe(800 * 6);
    const ended = await callJson<{ subscription: { to: string; amount: number } }>(updateSubscription, {
      params: { id: made.body.subscription._id },
      body: { to: "2026-08-15", amount: 600, updatedAt: made.body.subscription.updatedAt },
    });
    expect(ended.status).toBe(200);
    expect(ended.body.subscription).toMatchObject({ to: "2026-08-15", amount: 600 });
    const { charges } = await ledger(bookingId);
    // June and July at 600; August 15 of 31 days: round(600 × 15 / 31) = 290; September on nothing.
    expect(["06", "07", "08", "09", "10", "11"].map((month) => netOf(charges, "Laundry", `2026-${month}`))).toEqual([
      600, 600, 290, 0, 0, 0,
    ]);
    expect(charges.filter((charge) => charge.typeName === "Laundry" && charge.kind === "adjustment").length).toBe(6);
    const stale = await callJson(updateSubscription, {
      params: { id: made.body.subscription._id },
      body: { amount: 500, updatedAt: made.body.subscription.updatedAt },
    });
    expect(stale.status).toBe(409);
    const listed = await callJson<{ subscriptions: { typeName: string; amount: number }[] }>(listSubscriptions, {
      params: { id: bookingId },
    });
    expect(listed.body.subscriptions).toEqual([expect.objectContaining({ typeName: "Laundry", amount: 600, to: "2026-08-15" })]);
  });

  test("a one-off charge is dated and due its day; a reversal by an owner cancels it once", async () => {
    guestNight = await newType("Guest night", "one_off", 500);
    const before = (await ledger(bookingId)).totals.balance;
    const added = await callJson<{ charge: Charge; balance: number }>(addCharge, {
      params: { id: bookingId },
      body: { typeId: guestNight, chargedOn: "2026-11-20" },
    });
    expect(added.status).toBe(201);
    expect(added.body.charge).toMatchObject({
      kind: "extra",
      typeName: "Guest night",
      amount: 500,
      period: "2026-11",
      chargedOn: "2026-11-20",
      dueOn: "2026-11-20",
    });
    expect(added.body.balance).toBe(before + 500);

    for (const [body, field] of [
      [{ typeId: guestNight, chargedOn: "2099-01-01" }, "chargedOn"],
      [{ typeId: guestNight, amount: 0 }, "amount"],
      [{ typeId: laundry }, "typeId"],
      [{ typeId: "not-an-id" }, "typeId"],
    ] as const) {
      const refused = await callJson<{ errors: Record<string, string> }>(addCharge, { params: { id: bookingId }, body });
      expect([refused.status, Object.keys(refused.body.errors ?? {})]).toEqual([400, [field]]);
    }

    const reversed = await callJson<{ charge: Charge }>(reverseCharge, {
      params: { id: added.body.charge._id },
      body: { reason: "Guest did not stay" },
    });
    expect(reversed.status).toBe(200);
    expect(reversed.body.charge).toMatchObject({ kind: "adjustment", amount: -500, typeName: "Guest night", chargedOn: "2026-11-20" });
    expect((await ledger(bookingId)).totals.balance).toBe(before);
    expect((await callJson(reverseCharge, { params: { id: added.body.charge._id }, body: { reason: "again" } })).status).toBe(409);
    const noReason = await callJson<{ errors: Record<string, string> }>(reverseCharge, { params: { id: added.body.charge._id }, body: {} });
    expect(noReason.status).toBe(400);
    const rent = (await ledger(bookingId)).charges.find((charge) => charge.kind === "rent")!;
    expect((await callJson(reverseCharge, { params: { id: rent._id }, body: { reason: "no" } })).status).toBe(409);
    expect((await callJson(waiveCharge, { params: { id: rent._id }, body: { reason: "no" } })).status).toBe(409);
  });
});

describe("example F: late fee of 500 after 5 days' grace, rent 12,000 from 1 January", () => {
  let bookingId: string;
  let february: { _id: string };
  const feesOf = (charges: Charge[]) => charges.filter((charge) => charge.typeName === "Late fee");

  test("January paid on the 3rd: no fee; February paid on the 12th: fee 500 on the 10th; March's 12,500 on the 8th pays the fee and March", async () => {
    bookingId = await newBooking(12000, { bookingDate: "2026-01-01" });
    expect((await pay(bookingId, 12000, "2026-01-03")).status).toBe(201);
    february = (await pay(bookingId, 12000, "2026-02-12")).body.payment;
    expect((await pay(bookingId, 12500, "2026-03-08")).status).toBe(201);
    await setLateFee({ graceDays: 5, amount: 500, from: "2026-01-01" });

    const asOf = await ledger(bookingId, "2026-03-31");
    expect(feesOf(asOf.charges).map(({ kind, period, amount, chargedOn, dueOn }) => ({ kind, period, amount, chargedOn, dueOn }))).toEqual([
      { kind: "late_fee", period: "2026-02", amount: 500, chargedOn: "2026-02-10", dueOn: "2026-02-10" },
    ]);
    expect(asOf.totals.balance).toBe(0);
    // April on: nothing paid, a fee every month on the 10th.
    const now = await ledger(bookingId);
    expect(feesOf(now.charges).map((charge) => charge.period)).toEqual([
      "2026-02",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
  });

  test("the February payment really came on the 9th: voided and recorded again, the fee is reversed on the 10th; balance −500", async () => {
    expect((await callJson(voidPayment, { params: { id: february._id }, body: { reason: "Wrong date" } })).status).toBe(200);
    expect((await pay(bookingId, 12000, "2026-02-09")).status).toBe(201);
    const asOf = await ledger(bookingId, "2026-03-31");
    const februaryFees = feesOf(asOf.charges).filter((charge) => charge.period === "2026-02");
    expect(februaryFees.map(({ kind, amount, chargedOn }) => ({ kind, amount, chargedOn }))).toEqual([
      { kind: "late_fee", amount: 500, chargedOn: "2026-02-10" },
      { kind: "adjustment", amount: -500, chargedOn: "2026-02-10" },
    ]);
    // While the February payment was void, March was late too; recorded again, March is paid on time.
    expect(netOf(asOf.charges, "Late fee", "2026-03")).toBe(0);
    expect(asOf.totals.balance).toBe(-500);
  });

  test("waived instead, the fee's −500 stays and February is never fined again", async () => {
    const other = await newBooking(12000, { bookingDate: "2026-01-01" });
    await pay(other, 12000, "2026-01-03");
    const late = (await pay(other, 12000, "2026-02-12")).body.payment;
    await pay(other, 12500, "2026-03-08");
    const fee = feesOf((await ledger(other, "2026-03-31")).charges).find(
      (charge) => charge.kind === "late_fee" && charge.period === "2026-02",
    )!;
    // January was fined when the stay was booked with nothing paid, and reversed when its payment came.
    expect(netOf((await ledger(other)).charges, "Late fee", "2026-01")).toBe(0);
    const waived = await callJson<{ charge: Charge }>(waiveCharge, { params: { id: fee._id }, body: { reason: "First time" } });
    expect(waived.status).toBe(200);
    expect(waived.body.charge).toMatchObject({ kind: "adjustment", amount: -500, period: "2026-02" });
    expect((await callJson(waiveCharge, { params: { id: fee._id }, body: { reason: "again" } })).status).toBe(409);

    await callJson(voidPayment, { params: { id: late._id }, body: { reason: "Wrong date" } });
    await pay(other, 12000, "2026-02-20");
    const february = feesOf((await ledger(other)).charges).filter((charge) => charge.period === "2026-02");
    expect(february.map(({ kind, amount }) => [kind, amount])).toEqual([
      ["late_fee", 500],
      ["adjustment", -500],
    ]);
  });
});

describe("a final meter reading at check-out: the leaving resident's share settles against the deposit", () => {
  test("room read on 1 November; out on 20 November with the meter at +200 units: 200 × 65 split by bed-days, the leaver's share in the settlement", async () => {
    await setLateFee({ graceDays: 5, amount: 0, from: null });
    const db = await getDb();
    await db.update(chargeTypes).set({ amountPaisa: 6500 }).where(eq(chargeTypes.system, "electricity"));
    const room = (
      await callJson<{ data: { _id: string } }>(addRoom, { body: { roomNumber: `Room ${++roomCount}`, capacity: 2, monthlyRent: 8000 } })
    ).body.data._id;
    const leaving = await newBooking(8000, { bookingDate: "2026-10-01", securityCharges: 20000 }, room);
    const staying = await newBooking(8000, { bookingDate: "2026-11-11" }, room);
    expect((await callJson(recordReading, { params: { id: room }, body: { readOn: "2026-11-01", reading: 1000 } })).status).toBe(201);
    await pay(leaving, 16000, "2026-11-01");

    const out = await callJson<{ settlement: Settlement }>(checkOut, {
      params: { id: leaving },
      body: { leaveDate: "2026-11-20", finalReading: { reading: 1200 }, refundMode: "cash" },
    });
    expect(out.status).toBe(200);
    // 1–20 November: the leaver 20 bed-days, the other resident 10 (11–20): 13,000 split 8,667 / 4,333.
    const shares = (await ledger(leaving)).charges.filter((charge) => charge.typeName === "Electricity");
    expect(shares.map(({ amount, period, chargedOn, dueOn }) => ({ amount, period, chargedOn, dueOn }))).toEqual([
      { amount: 8667, period: "2026-11", chargedOn: "2026-11-21", dueOn: "2026-11-28" },
    ]);
    expect(sumOf((await ledger(staying)).charges, "Electricity")).toBe(4333);
    // Rent October 8,000 + November 20/30 of 8,000 = 5,333; electricity 8,667; no notice: a month's rent
    // 8,000; paid 16,000 → 14,000 owed before the deposit of 20,000.
    expect(out.body.settlement).toMatchObject({
      rentCharged: 13333,
      extrasCharged: 8667,
      suddenDepartureFee: 8000,
      paid: 16000,
      balanceBeforeDeposit: 14000,
      depositApplied: 14000,
      refund: 6000,
    });

    const bad = await callJson<{ errors: Record<string, string> }>(checkOut, {
      params: { id: staying },
      body: { finalReading: { reading: "lots" } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(["finalReading.reading"]);
  });
});
