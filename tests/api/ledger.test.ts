// The rent ledger over the API: the three worked examples of lib/money/README.md's rules with every
// figure, receipts under concurrency, voids, notice, transfer, cancel and the audit log.
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { GET as getBooking } from "@/app/api/bookings/get-booking/[id]/route";
import { DELETE as deleteBooking } from "@/app/api/bookings/delete-booking/[id]/route";
import { POST as recordPayment } from "@/app/api/bookings/[id]/payments/route";
import { GET as getLedger } from "@/app/api/bookings/[id]/ledger/route";
import { POST as giveNotice, DELETE as withdrawNotice } from "@/app/api/bookings/[id]/notice/route";
import { POST as checkOut } from "@/app/api/bookings/[id]/check-out/route";
import { POST as transfer } from "@/app/api/bookings/[id]/transfer/route";
import { POST as cancel } from "@/app/api/bookings/[id]/cancel/route";
import { GET as getPayment } from "@/app/api/payments/[id]/route";
import { POST as voidPayment } from "@/app/api/payments/[id]/void/route";
import { GET as getAudit } from "@/app/api/audit/route";
import { GET as getDashboard } from "@/app/api/dashboard/summary/route";
import { DELETE as deleteRoom } from "@/app/api/rooms/delete-room/[id]/route";
import { DELETE as deleteStudent } from "@/app/api/students/delete-student/[id]/route";
import { hostelTime } from "@/lib/time";
import { addDays } from "@/lib/money";
import { callForm, callJson } from "../support/records";

interface Allocation {
  chargeId: string;
  period: string | null;
  kind: string;
  amount: number;
}
interface Payment {
  _id: string;
  receiptNo: string;
  amount: number;
  paidOn: string;
  mode: string;
  reference: string | null;
  voided: boolean;
  voidReason: string | null;
  allocations: Allocation[];
}
interface Charge {
  _id: string;
  kind: string;
  period: string | null;
  amount: number;
  chargedOn: string;
  dueOn: string;
  paid: number;
  outstanding: number;
}
interface Settlement {
  leaveDate: string;
  noticeDate: string | null;
  sudden: boolean;
  waived: boolean;
  deposit: number;
  rentCharged: number;
  suddenDepartureFee: number;
  damages: number;
  damageItems: { description: string; amount: number }[];
  lostKeyFine: number;
  paid: number;
  balanceBeforeDeposit: number;
  depositApplied: number;
  creditRefunded: number;
  refund: number;
  stillOwed: number;
}
interface Ledger {
  bookingId: string;
  status: string;
  monthlyRent: number;
  deposit: number;
  asOf: string;
  charges: Charge[];
  payments: Payment[];
  totals: { charged: number; paid: number; depositApplied: number; creditRefunded: number; balance: number };
  settlement: Settlement | null;
}
interface Booking {
  _id: string;
  status: string;
  monthlyRent: number;
  noticeDate: string | null;
  leaveDate: string | null;
  balance: number;
  totalPaid: number;
  updatedAt: string;
  rooms: { roomId: string | null; roomNumber: string; from: string; to: string | null }[];
  selectedRoom: string | null;
  room: { roomNumber: string };
  paymentHistory: { _id: string; amount: number; paidOn: string; mode: string; receiptNo: string }[];
}

const today = () => hostelTime(new Date()).date;
let roomCount = 0;
let residentCount = 0;

async function newRoom(monthlyRent: number, capacity = 2) {
  const room = await callJson<{ data: { _id: string; roomNumber: string } }>(addRoom, {
    body: { roomNumber: `Room ${++roomCount}`, capacity, monthlyRent },
  });
  expect(room.status).toBe(201);
  return room.body.data;
}

async function newResident() {
  const student = await callForm<{ data: { _id: string } }>(addStudent, {
    fields: { studentName: `Resident ${++residentCount}`, fatherName: "Father", contactNumber: "0300-1234567" },
  });
  expect(student.status).toBe(201);
  return student.body.data._id;
}

async function book(body: Record<string, unknown>) {
  const answer = await callJson<{ data: Booking; message?: string }>(addBooking, { body: { studentId: await newResident(), ...body } });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

const pay = (id: string, body: Record<string, unknown>) =>
  callJson<{ payment: Payment; balance: number; message?: string; errors?: Record<string, string> }>(recordPayment, {
    params: { id },
    body,
  });
const ledger = async (id: string, asOf?: string) => {
  const answer = await callJson<Ledger>(getLedger, { params: { id }, query: asOf ? { asOf } : {} });
  expect(answer.status).toBe(200);
  return answer.body;
};
const bookingOf = async (id: string) => (await callJson<{ data: Booking }>(getBooking, { params: { id } })).body.data;
const periodNet = (charges: Charge[], period: string) =>
  charges.filter((charge) => charge.period === period).reduce((sum, charge) => sum + charge.amount, 0);

describe("example A: rent 12,000, deposit 10,000, in on 16 January, a sudden departure with damage and a lost key", () => {
  let booking: Booking;
  let bankPayment: Payment;

  test("January is 16 of 31 days: 6,194, due on check-in; the advance is its first payment", async () => {
    const room = await newRoom(12000);
    booking = await book({
      selectedRoom: room._id,
      bookingDate: "2026-01-16",
      durationValue: 3,
      securityCharges: 10000,
      advancedPayment: 6000,
      paymentMode: "cash",
    });
    expect(booking).toMatchObject({ status: "active", monthlyRent: 12000, totalPaid: 6000 });
    expect(booking.paymentHistory).toEqual([
      expect.objectContaining({ amount: 6000, paidOn: "2026-01-16", mode: "cash", receiptNo: expect.stringMatching(/^RCT-\d{4}-\d{4}$/) }),
    ]);

    const first = await ledger(booking._id, "2026-01-31");
    expect(first.charges.map(({ kind, period, amount, chargedOn, dueOn }) => ({ kind, period, amount, chargedOn, dueOn }))).toEqual([
      { kind: "rent", period: "2026-01", amount: 6194, chargedOn: "2026-01-16", dueOn: "2026-01-16" },
    ]);
    expect(first.totals).toEqual({ charged: 6194, paid: 6000, depositApplied: 0, creditRefunded: 0, balance: 194 });
  });

  test("15,000 by bank on 10 February pays January's 194, February and 2,806 of March", async () => {
    const answer = await pay(booking._id, { amount: 15000, paidOn: "2026-02-10", mode: "bank_transfer", reference: "HBL-7731" });
    expect(answer.status).toBe(201);
    bankPayment = answer.body.payment;
    expect(bankPayment).toMatchObject({ amount: 15000, paidOn: "2026-02-10", mode: "bank_transfer", reference: "HBL-7731", voided: false });
    expect(bankPayment.allocations.map(({ period, amount }) => ({ period, amount }))).toEqual([
      { period: "2026-01", amount: 194 },
      { period: "2026-02", amount: 12000 },
      { period: "2026-03", amount: 2806 },
    ]);
    expect((await callJson<{ payment: Payment }>(getPayment, { params: { id: bankPayment._id } })).body.payment.allocations).toEqual(
      bankPayment.allocations,
    );
  });

  test("as of 20 February: charged 18,194, paid 21,000, balance −2,806", async () => {
    const asOf = await ledger(booking._id, "2026-02-20");
    expect(asOf.totals).toEqual({ charged: 18194, paid: 21000, depositApplied: 0, creditRefunded: 0, balance: -2806 });
    expect(asOf.charges.map((charge) => [charge.period, charge.amount, charge.dueOn, charge.paid, charge.outstanding])).toEqual([
      ["2026-01", 6194, "2026-01-16", 6194, 0],
      ["2026-02", 12000, "2026-02-05", 12000, 0],
    ]);
  });

  test("as of 10 March: 9,194 owed, all of it March's, due on the 5th", async () => {
    const asOf = await ledger(booking._id, "2026-03-10");
    expect(asOf.totals.balance).toBe(9194);
    const march = asOf.charges.find((charge) => charge.period === "2026-03")!;
    expect(march).toMatchObject({ amount: 12000, dueOn: "2026-03-05", paid: 2806, outstanding: 9194 });
  });

  test("notice on 25 March to leave on 31 March, then check-out: sudden (6 days), damage 1,500, key 500 → still owed 13,194", async () => {
    const notice = await callJson<{ booking: Booking }>(giveNotice, {
      params: { id: booking._id },
      body: { noticeDate: "2026-03-25", leaveDate: "2026-03-31" },
    });
    expect(notice.status).toBe(200);
    expect(notice.body.booking).toMatchObject({ status: "notice", noticeDate: "2026-03-25", leaveDate: "2026-03-31" });

    const answer = await callJson<{ booking: Booking; settlement: Settlement }>(checkOut, {
      params: { id: booking._id },
      body: { damages: [{ description: "Broken chair", amount: 1500 }], keyLost: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.settlement).toEqual({
      leaveDate: "2026-03-31",
      noticeDate: "2026-03-25",
      sudden: true,
      waived: false,
      deposit: 10000,
      rentCharged: 30194,
      extrasCharged: 0,
      suddenDepartureFee: 12000,
      damages: 1500,
      damageItems: [{ description: "Broken chair", amount: 1500 }],
      lostKeyFine: 500,
      paid: 21000,
      balanceBeforeDeposit: 23194,
      depositApplied: 10000,
      creditRefunded: 0,
      refund: 0,
      stillOwed: 13194,
      refundMode: null,
    });
    expect(answer.body.booking).toMatchObject({ status: "checked_out", leaveDate: "2026-03-31", balance: 13194 });

    const after = await ledger(booking._id);
    expect(after.totals).toEqual({ charged: 44194, paid: 21000, depositApplied: 10000, creditRefunded: 0, balance: 13194 });
    // Months issued after the leave month are reversed in full.
    expect(periodNet(after.charges, "2026-04")).toBe(0);
    expect(
      after.charges
        .filter((charge) => charge.kind !== "rent" && charge.kind !== "adjustment")
        .map(({ kind, amount, chargedOn }) => ({ kind, amount, chargedOn })),
    ).toEqual([
      { kind: "sudden_departure", amount: 12000, chargedOn: "2026-03-31" },
      { kind: "damage", amount: 1500, chargedOn: "2026-03-31" },
      { kind: "lost_key", amount: 500, chargedOn: "2026-03-31" },
    ]);
    // Before the leave date the ledger shows neither the check-out items nor the deposit.
    expect((await ledger(booking._id, "2026-03-30")).totals).toEqual({
      charged: 30194,
      paid: 21000,
      depositApplied: 0,
      creditRefunded: 0,
      balance: 9194,
    });
  });

  test("a second check-out is refused (409) and changes nothing; a later payment pays what is still owed", async () => {
    const again = await callJson(checkOut, { params: { id: booking._id }, body: { damages: [], keyLost: false } });
    expect(again.status).toBe(409);
    const later = await pay(booking._id, { amount: 13194, mode: "cash" });
    expect(later.status).toBe(201);
    expect(later.body.balance).toBe(0);
  });
});

describe("example B: rent 9,000, deposit 9,000, ten days' notice → no fee, refund 12,194", () => {
  test("March becomes 20 of 31 days (adjustment −3,194); the credit is paid back with the deposit", async () => {
    const room = await newRoom(9000);
    const booking = await book({ selectedRoom: room._id, bookingDate: "2026-02-01", durationValue: 2, securityCharges: 9000 });
    expect((await pay(booking._id, { amount: 9000, paidOn: "2026-02-03", mode: "cash" })).status).toBe(201);
    const jazz = await pay(booking._id, { amount: 9000, paidOn: "2026-03-04", mode: "jazzcash", reference: "JC-88412" });
    expect(jazz.body.payment).toMatchObject({ mode: "jazzcash", reference: "JC-88412" });
    expect(
      (await callJson(giveNotice, { params: { id: booking._id }, body: { noticeDate: "2026-03-10", leaveDate: "2026-03-20" } })).status,
    ).toBe(200);

    const answer = await callJson<{ settlement: Settlement }>(checkOut, {
      params: { id: booking._id },
      body: { leaveDate: "2026-03-20", damages: [], keyLost: false, refundMode: "cash" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.settlement).toMatchObject({
      sudden: false,
      suddenDepartureFee: 0,
      rentCharged: 14806,
      paid: 18000,
      balanceBeforeDeposit: -3194,
      depositApplied: 0,
      creditRefunded: 3194,
      refund: 12194,
      stillOwed: 0,
      refundMode: "cash",
    });
    const after = await ledger(booking._id);
    const march = after.charges.filter((charge) => charge.period === "2026-03");
    expect(march.map(({ kind, amount, dueOn }) => ({ kind, amount, dueOn }))).toEqual([
      { kind: "rent", amount: 9000, dueOn: "2026-03-05" },
      { kind: "adjustment", amount: -3194, dueOn: "2026-03-05" },
    ]);
    expect(after.totals).toEqual({ charged: 14806, paid: 18000, depositApplied: 0, creditRefunded: 3194, balance: 0 });
  });
});

describe("example C: a move on 16 February from a room at 12,000 to one at 15,000", () => {
  test("February costs 6,429 + 6,964 = 13,393; the room history shows both rooms; the first room's bed is free from the move", async () => {
    const first = await newRoom(12000, 1);
    const second = await newRoom(15000, 1);
    const booking = await book({ selectedRoom: first._id, bookingDate: "2026-01-01", durationValue: 6 });
    const moved = await callJson<{ booking: Booking }>(transfer, {
      params: { id: booking._id },
      body: { roomId: second._id, onDate: "2026-02-16" },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({ monthlyRent: 15000 });
    expect(moved.body.booking.rooms).toEqual([
      { roomId: first._id, roomNumber: first.roomNumber, from: "2026-01-01", to: "2026-02-15" },
      { roomId: second._id, roomNumber: second.roomNumber, from: "2026-02-16", to: null },
    ]);
    const after = await ledger(booking._id);
    expect(periodNet(after.charges, "2026-01")).toBe(12000);
    expect(periodNet(after.charges, "2026-02")).toBe(13393);
    expect(periodNet(after.charges, "2026-03")).toBe(15000);

    // The first room (one bed) takes a new resident from the move day on, not the day before.
    expect(
      (await callJson(addBooking, { body: { studentId: await newResident(), selectedRoom: first._id, bookingDate: "2026-02-15" } })).status,
    ).toBe(409);
    expect(
      (await callJson(addBooking, { body: { studentId: await newResident(), selectedRoom: first._id, bookingDate: "2026-02-16" } })).status,
    ).toBe(201);
    // The second room is taken from the move day on.
    expect(
      (await callJson(addBooking, { body: { studentId: await newResident(), selectedRoom: second._id, bookingDate: today() } })).status,
    ).toBe(409);
  });
});

describe("receipts, voids and the spec's figures", () => {
  test("20 payments at once get 20 receipt numbers with no gap and no repeat", async () => {
    const room = await newRoom(5000);
    const booking = await book({ selectedRoom: room._id, bookingDate: today() });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => pay(booking._id, { amount: 100 + index, mode: "cash" })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const numbers = answers.map((answer) => answer.body.payment.receiptNo);
    const year = today().slice(0, 4);
    expect(numbers.every((number) => number.startsWith(`RCT-${year}-`))).toBe(true);
    const counted = numbers.map((number) => Number(number.slice(-4))).sort((a, b) => a - b);
    expect(new Set(counted).size).toBe(20);
    expect(counted[19]! - counted[0]!).toBe(19);
    expect((await bookingOf(booking._id)).totalPaid).toBe(answers.reduce((sum, answer) => sum + answer.body.payment.amount, 0));
  });

  test("a voided payment keeps its number, counts nowhere, and cannot be voided twice", async () => {
    const room = await newRoom(8000);
    const booking = await book({ selectedRoom: room._id, bookingDate: today(), advancedPayment: 3000, paymentMode: "cash" });
    const wrong = (await pay(booking._id, { amount: 5000, mode: "easypaisa" })).body.payment;
    const incomeBefore = (await callJson<{ data: { totalIncome: number } }>(getDashboard)).body.data.totalIncome;

    expect((await callJson(voidPayment, { params: { id: wrong._id }, body: {} })).status).toBe(400);
    const voided = await callJson<{ payment: Payment }>(voidPayment, { params: { id: wrong._id }, body: { reason: "Entered twice" } });
    expect(voided.status).toBe(200);
    expect(voided.body.payment).toMatchObject({ receiptNo: wrong.receiptNo, voided: true, voidReason: "Entered twice", allocations: [] });
    const again = await callJson<{ message: string }>(voidPayment, { params: { id: wrong._id }, body: { reason: "Again" } });
    expect(again.status).toBe(409);

    const after = await bookingOf(booking._id);
    expect(after.totalPaid).toBe(3000);
    expect(after.paymentHistory.map((entry) => entry.amount)).toEqual([3000]);
    expect((await ledger(booking._id)).totals.paid).toBe(3000);
    expect((await callJson<{ data: { totalIncome: number } }>(getDashboard)).body.data.totalIncome).toBe(incomeBefore - 5000);

    const audit = await callJson<{ entries: { action: string; summary: string; actor: string }[] }>(getAudit, {
      query: { entity: "payment", entityId: wrong._id },
    });
    expect(audit.body.entries.map((entry) => entry.action)).toEqual(["payment.void", "payment.record"]);
    expect(audit.body.entries[0]!.summary).toContain("Entered twice");
  });

  test.each([
    [{ amount: 0, mode: "cash" }, "amount", "Amount must be more than 0"],
    [{ amount: "5OOO", mode: "cash" }, "amount", "Amount must be a number"],
    [{ amount: 100, mode: "cheque" }, "mode", "Mode must be one of: cash, bank_transfer, jazzcash, easypaisa"],
    [{ amount: 100, mode: "cash", paidOn: "2099-01-01" }, "paidOn", "Payment date cannot be in the future"],
  ])("a payment %j is refused on %s", async (body, field, message) => {
    const room = await newRoom(4000);
    const booking = await book({ selectedRoom: room._id, bookingDate: today() });
    const answer = await pay(booking._id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toBe(message);
    expect((await bookingOf(booking._id)).totalPaid).toBe(0);
  });

  test("a refusal carries its code and parts beside the English text, for the screens to translate", async () => {
    const room = await newRoom(4000);
    const booking = await book({ selectedRoom: room._id, bookingDate: today() });
    const answer = (await pay(booking._id, { amount: 100, mode: "cash", paidOn: "2099-01-01" })) as unknown as {
      body: Record<string, unknown>;
    };
    const future = { code: "fieldFuture", params: { label: { label: "paymentDate" } } };
    expect(answer.body).toEqual({
      message: "Payment date cannot be in the future",
      errors: { paidOn: "Payment date cannot be in the future" },
      ...future,
      fieldCodes: { paidOn: future },
    });
  });

  test("deleting a booking with payments keeps the money in the income and the receipts readable", async () => {
    const room = await newRoom(7000, 1);
    const booking = await book({ selectedRoom: room._id, bookingDate: today(), advancedPayment: 2500, paymentMode: "bank_transfer" });
    const incomeBefore = (await callJson<{ data: { totalIncome: number } }>(getDashboard)).body.data.totalIncome;
    const receipt = booking.paymentHistory[0]!;
    expect((await callJson(deleteBooking, { method: "DELETE", params: { id: booking._id } })).status).toBe(200);
    expect((await callJson(getBooking, { params: { id: booking._id } })).status).toBe(404);
    expect((await callJson<{ data: { totalIncome: number } }>(getDashboard)).body.data.totalIncome).toBe(incomeBefore);
    // The bed is free again.
    expect(
      (await callJson(addBooking, { body: { studentId: await newResident(), selectedRoom: room._id, bookingDate: today() } })).status,
    ).toBe(201);
    const audit = await callJson<{ entries: { action: string }[] }>(getAudit, { query: { entity: "booking", entityId: booking._id } });
    expect(audit.body.entries.map((entry) => entry.action)).toContain("booking.delete");
    expect(receipt.receiptNo).toMatch(/^RCT-/);
  });
});

describe("deleting rooms and customers around the money", () => {
  test("a room is kept while a live stay uses it, and can go once the stay ended; the booking keeps its room number", async () => {
    const room = await newRoom(6500, 1);
    const booking = await book({ selectedRoom: room._id, bookingDate: "2026-04-01" });
    const refused = await callJson<{ message: string }>(deleteRoom, { method: "DELETE", params: { id: room._id } });
    expect(refused.status).toBe(409);
    expect(
      (
        await callJson(checkOut, {
          params: { id: booking._id },
          body: { leaveDate: "2026-04-30", damages: [], keyLost: false, waiveSuddenDepartureFee: true },
        })
      ).status,
    ).toBe(200);
    expect((await callJson(deleteRoom, { method: "DELETE", params: { id: room._id } })).status).toBe(200);
    const after = await bookingOf(booking._id);
    expect(after).toMatchObject({ selectedRoom: null, room: { roomNumber: room.roomNumber }, status: "checked_out" });
    expect(after.rooms).toEqual([{ roomId: null, roomNumber: room.roomNumber, from: "2026-04-01", to: "2026-04-30" }]);
  });

  test("a customer whose only booking was deleted (its payments kept) can be deleted; the payments stay", async () => {
    const room = await newRoom(4500);
    const booking = await book({ selectedRoom: room._id, bookingDate: today(), advancedPayment: 1000, paymentMode: "cash" });
    const studentId = (booking as unknown as { studentId: string }).studentId;
    expect((await callJson(deleteStudent, { method: "DELETE", params: { id: studentId } })).status).toBe(409);
    expect((await callJson(deleteBooking, { method: "DELETE", params: { id: booking._id } })).status).toBe(200);
    expect((await callJson(deleteStudent, { method: "DELETE", params: { id: studentId } })).status).toBe(200);
    const receipt = await callJson<{ payment: Payment }>(getPayment, { params: { id: booking.paymentHistory[0]!._id } });
    expect(receipt.body.payment).toMatchObject({ amount: 1000, voided: false });
  });
});

describe("notice, cancel and stale writes", () => {
  test("notice changes no charge and can be withdrawn; dates are checked", async () => {
    const room = await newRoom(6000);
    const booking = await book({ selectedRoom: room._id, bookingDate: "2026-06-01" });
    const before = await ledger(booking._id);
    const bad = await callJson<{ errors: Record<string, string> }>(giveNotice, {
      params: { id: booking._id },
      body: { noticeDate: "2026-06-10", leaveDate: "2026-06-05" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ leaveDate: "Leave date cannot be before the notice date" });
    expect(
      (await callJson(giveNotice, { params: { id: booking._id }, body: { noticeDate: "2026-06-10", leaveDate: addDays(today(), 30) } }))
        .status,
    ).toBe(200);
    expect((await ledger(booking._id)).totals).toEqual(before.totals);
    const withdrawn = await callJson<{ booking: Booking }>(withdrawNotice, { method: "DELETE", params: { id: booking._id } });
    expect(withdrawn.body.booking).toMatchObject({ status: "active", noticeDate: null, leaveDate: null });
    expect((await callJson(withdrawNotice, { method: "DELETE", params: { id: booking._id } })).status).toBe(409);
  });

  test("a reserved stay is cancelled with its deposit and advance refunded; an active one cannot be", async () => {
    const room = await newRoom(10000, 1);
    const later = addDays(today(), 40);
    const reserved = await book({
      selectedRoom: room._id,
      bookingDate: later,
      securityCharges: 5000,
      advancedPayment: 4000,
      paymentMode: "cash",
    });
    expect(reserved.status).toBe("reserved");
    // An open-ended stay from today would still be there on the reserved check-in day: refused.
    expect(
      (await callJson(addBooking, { body: { studentId: await newResident(), selectedRoom: room._id, bookingDate: today() } })).status,
    ).toBe(409);
    const cancelled = await callJson<{ booking: Booking; settlement: Settlement }>(cancel, {
      params: { id: reserved._id },
      body: { reason: "Changed his mind" },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.settlement).toMatchObject({
      deposit: 5000,
      paid: 4000,
      depositApplied: 0,
      creditRefunded: 4000,
      refund: 9000,
      stillOwed: 0,
      rentCharged: 0,
    });
    expect(cancelled.body.booking.status).toBe("cancelled");
    expect(
      (await callJson(addBooking, { body: { studentId: await newResident(), selectedRoom: room._id, bookingDate: today() } })).status,
    ).toBe(201);

    const active = await book({ selectedRoom: (await newRoom(3000))._id, bookingDate: today() });
    expect((await callJson(cancel, { params: { id: active._id }, body: { reason: "No" } })).status).toBe(409);
  });

  test("notice and check-out honour the booking's updatedAt: a stale copy gets 409", async () => {
    const room = await newRoom(6000);
    const booking = await book({ selectedRoom: room._id, bookingDate: "2026-05-01" });
    expect(
      (await callJson(giveNotice, { params: { id: booking._id }, body: { leaveDate: addDays(today(), 20), updatedAt: booking.updatedAt } }))
        .status,
    ).toBe(200);
    const stale = await callJson<{ message: string }>(checkOut, {
      params: { id: booking._id },
      body: { damages: [], keyLost: false, updatedAt: booking.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("This record was changed by someone else. Reload it to see the changes.");
  });
});
