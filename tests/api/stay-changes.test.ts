// lib/money/README.md, "Changing a stay" (rules 11–16) and its fine points, case by case, each as it was once abused:
// each refused change answers the exact 409/400 of lib/money/README.md and changes nothing (the stays' records, ledgers,
// stored rows, the occupancy and the audit log compared before and after); each permitted one posts
// adjustment lines only and writes one audit entry. "Today" is the real date: every date is counted from it.
import { jest } from "@jest/globals";
import { periodOf, periodsFromTo, maxDay, monthRent, addDays } from "@/lib/money";
import { registerAdmin } from "../support/http";
import { adminBearer } from "../support/records";
import {
  BEGUN_DURATION_TYPE,
  CLOSED,
  CLOSED_DELETE,
  auditOf,
  book,
  dayAfter,
  ddmmyyyy,
  duplicateReference,
  editForm,
  expectAnswer,
  ledgerNow,
  newResident,
  newRoom,
  noBed,
  stayApi as api,
  stayNow,
  storedRows,
  today,
  watch,
  type ChargeJson,
  type LedgerJson,
} from "../support/stays";

jest.setTimeout(120_000);

const netOf = (charges: ChargeJson[], period: string | null) =>
  charges.filter((charge) => charge.period === period).reduce((sum, charge) => sum + charge.amount, 0);
const chargeFacts = ({ _id, kind, period, description, amount, chargedOn, dueOn }: ChargeJson) => ({
  _id,
  kind,
  period,
  description,
  amount,
  chargedOn,
  dueOn,
});

/** Every charge of `before` is still there, as it was (paid/outstanding aside: allocation moves); returns the new ones. */
function addedCharges(before: LedgerJson, after: LedgerJson): ChargeJson[] {
  const now = new Map(after.charges.map((charge) => [charge._id, charge]));
  for (const charge of before.charges)
    expect(now.has(charge._id) ? chargeFacts(now.get(charge._id)!) : { missing: charge._id }).toEqual(chargeFacts(charge));
  const old = new Set(before.charges.map((charge) => charge._id));
  return after.charges.filter((charge) => !old.has(charge._id));
}

describe("rule 12: a begun stay", () => {
  test("an active monthly stay cannot change how it is charged (to weeks, to days, with the whole record): 409, nothing changes; on notice too", async () => {
    const room = await newRoom({ rent: 12000, capacity: 2 });
    const stay = await book({
      selectedRoom: room._id,
      bookingDate: dayAfter(-40),
      durationValue: 3,
      securityCharges: 5000,
      advancedPayment: 4000,
      paymentMode: "cash",
    });
    expect(stay.status).toBe("active");
    const unchanged = await watch([stay._id]);
    expectAnswer(await api.update(stay._id, { durationType: "weeks" }), 409, BEGUN_DURATION_TYPE);
    expectAnswer(await api.update(stay._id, { durationType: "days", durationValue: 10 }), 409, BEGUN_DURATION_TYPE);
    expectAnswer(await api.update(stay._id, { ...editForm(await stayNow(stay._id)), durationType: "days" }), 409, BEGUN_DURATION_TYPE);
    await unchanged();

    expect((await api.notice(stay._id, { leaveDate: dayAfter(30) })).status).toBe(200);
    const onNotice = await watch([stay._id]);
    expectAnswer(await api.update(stay._id, { durationType: "weeks" }), 409, BEGUN_DURATION_TYPE);
    await onNotice();
  });

  test("the whole record sent back as it is (the date as DD-MM-YYYY) is no change: 200, no charge added", async () => {
    const room = await newRoom({ rent: 8000, capacity: 2 });
    const stay = await book({ selectedRoom: room._id, bookingDate: dayAfter(-35), durationValue: 2, securityCharges: 3000 });
    const before = await ledgerNow(stay._id);
    const answer = await api.update(stay._id, editForm(await stayNow(stay._id)));
    expectAnswer(answer, 200);
    const after = await ledgerNow(stay._id);
    expect(addedCharges(before, after)).toEqual([]);
    expect(after.totals).toEqual(before.totals);
    expect(answer.body.data).toMatchObject({
      bookingDate: stay.bookingDate,
      durationType: "months",
      securityCharges: 3000,
      status: "active",
    });
  });

  test("the check-in of an active stay moved after today is refused (409): five paid months do not become a reservation", async () => {
    const room = await newRoom({ rent: 10000, capacity: 2 });
    const stay = await book({
      selectedRoom: room._id,
      bookingDate: dayAfter(-140),
      durationValue: 6,
      advancedPayment: 50000,
      paymentMode: "bank_transfer",
    });
    const unchanged = await watch([stay._id]);
    expectAnswer(await api.update(stay._id, { bookingDate: dayAfter(1) }), 409);
    expectAnswer(await api.update(stay._id, { bookingDate: dayAfter(20) }), 409);
    expectAnswer(await api.update(stay._id, { ...editForm(await stayNow(stay._id)), bookingDate: ddmmyyyy(dayAfter(35)) }), 409);
    await unchanged();
    // Still a begun stay: it cannot be cancelled into a refund.
    expectAnswer(await api.cancel(stay._id, { reason: "Refund me" }), 409);
    await unchanged();
  });

  test("the check-in moved past the notice's leave date is refused (409 or 400), and the stay can still check out", async () => {
    const room = await newRoom({ rent: 9000, capacity: 2 });
    const stay = await book({ selectedRoom: room._id, bookingDate: dayAfter(-60), durationValue: 2 });
    expectAnswer(await api.notice(stay._id, { noticeDate: dayAfter(-30), leaveDate: dayAfter(-10) }), 200);
    const unchanged = await watch([stay._id]);
    const moved = await api.update(stay._id, { bookingDate: dayAfter(-5) });
    expect([400, 409]).toContain(moved.status);
    await unchanged();
    const out = await api.checkOut(stay._id, { damages: [], keyLost: false });
    expectAnswer(out, 200);
    expect(out.body.settlement?.leaveDate).toBe(dayAfter(-10));
  });
});

describe("rule 11: closed stays are history", () => {
  test("a checked-out stay keeps its type, check-in, deposit, room and duration (409 each, nothing changes); its notes still change", async () => {
    const room = await newRoom({ rent: 8000, capacity: 2 });
    const other = await newRoom({ rent: 8000, capacity: 2 });
    const stay = await book({ selectedRoom: room._id, bookingDate: dayAfter(-50), securityCharges: 6000, durationValue: 2 });
    const out = await api.checkOut(stay._id, { leaveDate: dayAfter(-3), damages: [], keyLost: false, waiveSuddenDepartureFee: true });
    expectAnswer(out, 200);
    const unchanged = await watch([stay._id]);
    for (const change of [
      { durationType: "days" },
      { bookingDate: dayAfter(-45) },
      { securityCharges: 1000 },
      { selectedRoom: other._id },
      { durationValue: 5 },
    ]) {
      const answer = await api.update(stay._id, change);
      expect({ change, status: answer.status, message: answer.body.message }).toEqual({ change, status: 409, message: CLOSED });
    }
    expectAnswer(await api.update(stay._id, { ...editForm(await stayNow(stay._id)), securityCharges: 0 }), 409, CLOSED);
    await unchanged();

    const ledgerBefore = await ledgerNow(stay._id);
    const rowsBefore = await storedRows([stay._id]);
    const noted = await api.update(stay._id, { ...editForm(await stayNow(stay._id)), notes: "Forwarding address: Multan" });
    expectAnswer(noted, 200);
    expect(noted.body.data).toMatchObject({
      notes: "Forwarding address: Multan",
      status: "checked_out",
      securityCharges: 6000,
      bookingDate: stay.bookingDate,
      selectedRoom: room._id,
    });
    const ledgerAfter = await ledgerNow(stay._id);
    expect(ledgerAfter).toEqual(ledgerBefore);
    expect(ledgerAfter.settlement).toEqual(out.body.settlement);
    const rowsAfter = await storedRows([stay._id]);
    expect({
      charges: rowsAfter.charges,
      payments: rowsAfter.payments,
      settlements: rowsAfter.settlements,
      stayRooms: rowsAfter.stayRooms,
    }).toEqual({
      charges: rowsBefore.charges,
      payments: rowsBefore.payments,
      settlements: rowsBefore.settlements,
      stayRooms: rowsBefore.stayRooms,
    });
  });

  test("a paymentAmount on a cancelled stay and on a checked-out stay is 409; the payments call pays the checked-out stay's debt", async () => {
    const room = await newRoom({ rent: 9000, capacity: 2 });
    const reserved = await book({
      selectedRoom: room._id,
      bookingDate: dayAfter(30),
      securityCharges: 3000,
      advancedPayment: 2000,
      paymentMode: "cash",
    });
    expectAnswer(await api.cancel(reserved._id, { reason: "Not coming" }), 200);
    const cancelledUnchanged = await watch([reserved._id]);
    expectAnswer(await api.update(reserved._id, { paymentAmount: 1000 }), 409, CLOSED);
    expectAnswer(await api.update(reserved._id, { ...editForm(await stayNow(reserved._id)), paymentAmount: 500 }), 409, CLOSED);
    await cancelledUnchanged();

    const owing = await book({ selectedRoom: room._id, bookingDate: dayAfter(-45), durationValue: 2 });
    const out = await api.checkOut(owing._id, {
      damages: [{ description: "Broken window", amount: 2500 }],
      keyLost: false,
      waiveSuddenDepartureFee: true,
    });
    expectAnswer(out, 200);
    const settlement = out.body.settlement!;
    expect(settlement.stillOwed).toBeGreaterThan(1000);
    const checkedOutUnchanged = await watch([owing._id]);
    expectAnswer(await api.update(owing._id, { paymentAmount: 1000 }), 409, CLOSED);
    await checkedOutUnchanged();

    const paid = await api.pay(owing._id, { amount: 1000, mode: "cash" });
    expectAnswer(paid, 201);
    expect(paid.body.balance).toBe(settlement.stillOwed - 1000);
    const after = await ledgerNow(owing._id);
    expect(after.settlement).toEqual(settlement);
    expect(after.totals.balance).toBe(settlement.stillOwed - 1000);
  });

  test("deleting a checked-out stay is 409 and keeps its settlement and its debt in dues; a cancelled stay is kept too", async () => {
    const room = await newRoom({ rent: 7000, capacity: 2 });
    const stay = await book({ selectedRoom: room._id, bookingDate: dayAfter(-40), durationValue: 2, securityCharges: 1000 });
    const out = await api.checkOut(stay._id, {
      damages: [{ description: "Cupboard door", amount: 3000 }],
      keyLost: true,
      waiveSuddenDepartureFee: true,
    });
    expectAnswer(out, 200);
    expect(out.body.settlement!.stillOwed).toBeGreaterThan(0);
    const duesRow = async () =>
      (await api.dues({ searchTerm: stay.studentName, limit: 100 })).body.dues.filter((row) => row.bookingId === stay._id);
    const duesBefore = await duesRow();
    expect(duesBefore).toEqual([
      expect.objectContaining({ bookingId: stay._id, outstanding: out.body.settlement!.stillOwed, status: "checked_out" }),
    ]);
    const unchanged = await watch([stay._id]);
    expectAnswer(await api.remove(stay._id), 409, CLOSED_DELETE);
    await unchanged();
    expect(await duesRow()).toEqual(duesBefore);
    expect((await ledgerNow(stay._id)).settlement).toEqual(out.body.settlement);

    const reserved = await book({ selectedRoom: room._id, bookingDate: dayAfter(20), advancedPayment: 1500, paymentMode: "cash" });
    expectAnswer(await api.cancel(reserved._id, { reason: "Changed plans" }), 200);
    const cancelledUnchanged = await watch([reserved._id]);
    expectAnswer(await api.remove(reserved._id), 409, CLOSED_DELETE);
    await cancelledUnchanged();
  });
});

describe("rule 16: delete", () => {
  test("a reserved, active or notice stay is deleted: 404 after, bed freed, its charges and payments kept as they were, its payments still income", async () => {
    const room = await newRoom({ rent: 9000, capacity: 1 });
    const stay = await book({ selectedRoom: room._id, bookingDate: dayAfter(-15), advancedPayment: 3000, paymentMode: "cash" });
    const receipt = stay.paymentHistory[0]!;
    const rowsBefore = await storedRows([stay._id]);
    expect(rowsBefore.charges.length).toBeGreaterThan(0);
    const income = await api.totalIncome();
    expectAnswer(await api.remove(stay._id), 200);
    expect((await api.getBooking(stay._id)).status).toBe(404);
    const rowsAfter = await storedRows([stay._id]);
    expect({ charges: rowsAfter.charges, payments: rowsAfter.payments }).toEqual({
      charges: rowsBefore.charges,
      payments: rowsBefore.payments,
    });
    expect(await api.totalIncome()).toBe(income);
    expect((await api.payment(receipt._id)).body.payment).toMatchObject({ receiptNo: receipt.receiptNo, amount: 3000, voided: false });
    const [entry] = await auditOf(stay._id);
    expect(entry!.action).toBe("booking.delete");
    expect(JSON.stringify([entry!.summary, entry!.before, entry!.after])).toContain(receipt.receiptNo);
    // The bed is free again, from today.
    const next = await book({ selectedRoom: room._id, bookingDate: today() });

    // A stay on notice and a reservation, each with no payment: deleted too, their charges kept.
    expectAnswer(await api.notice(next._id, { leaveDate: dayAfter(20) }), 200);
    const later = await book({ selectedRoom: room._id, bookingDate: dayAfter(30) });
    for (const doomed of [next, later]) {
      const before = await storedRows([doomed._id]);
      expectAnswer(await api.remove(doomed._id), 200);
      expect((await api.getBooking(doomed._id)).status).toBe(404);
      expect((await storedRows([doomed._id])).charges).toEqual(before.charges);
    }
    await book({ selectedRoom: room._id, bookingDate: dayAfter(1) });
  });
});

describe("rule 13: the bed rule on every path (a room with one bed)", () => {
  test("withdrawing a notice while a reservation starts after the leave date: 409 'No bed left in Room N on <its first day>'", async () => {
    const room = await newRoom({ rent: 9000, capacity: 1 });
    const leaving = await book({ selectedRoom: room._id, bookingDate: dayAfter(-30) });
    expectAnswer(await api.notice(leaving._id, { leaveDate: dayAfter(10) }), 200);
    const coming = await book({ selectedRoom: room._id, bookingDate: dayAfter(20) });
    expect(coming.status).toBe("reserved");
    const unchanged = await watch([leaving._id, coming._id], [today(), dayAfter(15), dayAfter(20)]);
    expectAnswer(await api.withdrawNotice(leaving._id), 409, noBed(room.roomNumber, dayAfter(20)));
    await unchanged();
  });

  test("a new notice with a later leave date into a reserved bed: 409 on the reservation's first day; one ending before it is taken", async () => {
    const room = await newRoom({ rent: 9000, capacity: 1 });
    const leaving = await book({ selectedRoom: room._id, bookingDate: dayAfter(-30) });
    expectAnswer(await api.notice(leaving._id, { leaveDate: dayAfter(10) }), 200);
    const coming = await book({ selectedRoom: room._id, bookingDate: dayAfter(15) });
    const unchanged = await watch([leaving._id, coming._id], [today(), dayAfter(15), dayAfter(20)]);
    expectAnswer(await api.notice(leaving._id, { leaveDate: dayAfter(20) }), 409, noBed(room.roomNumber, dayAfter(15)));
    await unchanged();
    const taken = await api.notice(leaving._id, { leaveDate: dayAfter(14) });
    expectAnswer(taken, 200);
    expect(taken.body.booking).toMatchObject({ status: "notice", leaveDate: dayAfter(14) });
  });

  test("lengthening a days stay into a reserved bed: 409 on the reservation's first day; a shorter lengthening is taken as an adjustment", async () => {
    const room = await newRoom({ rent: 9000, capacity: 1 });
    const short = await book({ selectedRoom: room._id, bookingDate: dayAfter(-2), durationType: "days", durationValue: 10 });
    expect(short.leaveDate).toBe(dayAfter(7));
    const coming = await book({ selectedRoom: room._id, bookingDate: dayAfter(10) });
    const unchanged = await watch([short._id, coming._id], [today(), dayAfter(10), dayAfter(12)]);
    expectAnswer(await api.update(short._id, { durationValue: 15 }), 409, noBed(room.roomNumber, dayAfter(10)));
    await unchanged();

    const before = await ledgerNow(short._id);
    const longer = await api.update(short._id, { durationValue: 12 });
    expectAnswer(longer, 200);
    expect(longer.body.data).toMatchObject({ durationValue: 12, leaveDate: dayAfter(9) });
    const after = await ledgerNow(short._id);
    const added = addedCharges(before, after);
    expect(added.map((charge) => charge.kind)).toEqual(["adjustment"]);
    expect(after.totals.charged).toBe(longer.body.data!.totalPayment);
  });

  test("an earlier check-in into an occupied bed: 409 on the first day over; one after the last resident left is taken", async () => {
    const room = await newRoom({ rent: 9000, capacity: 1 });
    const first = await book({ selectedRoom: room._id, bookingDate: dayAfter(-60) });
    expectAnswer(
      await api.checkOut(first._id, { leaveDate: dayAfter(-31), damages: [], keyLost: false, waiveSuddenDepartureFee: true }),
      200,
    );
    const second = await book({ selectedRoom: room._id, bookingDate: dayAfter(-20) });
    const unchanged = await watch([first._id, second._id], [today(), dayAfter(-40), dayAfter(-31)]);
    expectAnswer(await api.update(second._id, { bookingDate: dayAfter(-40) }), 409, noBed(room.roomNumber, dayAfter(-40)));
    await unchanged();
    const earlier = await api.update(second._id, { bookingDate: dayAfter(-30) });
    expectAnswer(earlier, 200);
    expect(earlier.body.data!.bookingDate).toBe(dayAfter(-30));
  });
});

describe("rule 14: dates within reach, transfers dated ahead", () => {
  test("a check-in or a notice's leave date more than 366 days ahead is 400 on its field; 366 days is within reach", async () => {
    const room = await newRoom({ rent: 9000, capacity: 2 });
    const resident = await newResident();
    const tooFar = await api.addBooking({ studentId: resident.id, selectedRoom: room._id, bookingDate: dayAfter(367) });
    expectAnswer(tooFar, 400);
    expect(tooFar.body.errors?.bookingDate).toEqual(expect.any(String));
    const farthest = await api.addBooking({ studentId: resident.id, selectedRoom: room._id, bookingDate: dayAfter(366) });
    expectAnswer(farthest, 201);
    expect(farthest.body.data!.status).toBe("reserved");
    const reserved = farthest.body.data!;
    const reservedUnchanged = await watch([reserved._id]);
    const moved = await api.update(reserved._id, { bookingDate: dayAfter(367) });
    expectAnswer(moved, 400);
    expect(moved.body.errors?.bookingDate).toEqual(expect.any(String));
    await reservedUnchanged();

    const stay = await book({ selectedRoom: room._id, bookingDate: dayAfter(-5) });
    const stayUnchanged = await watch([stay._id]);
    const notice = await api.notice(stay._id, { leaveDate: dayAfter(367) });
    expectAnswer(notice, 400);
    expect(notice.body.errors?.leaveDate).toEqual(expect.any(String));
    await stayUnchanged();
    expectAnswer(await api.notice(stay._id, { leaveDate: dayAfter(366) }), 200);
  });

  test("a transfer more than 366 days ahead is 400 on onDate; one dated ahead is withdrawn with DELETE (room and rent as before); a second DELETE is 409", async () => {
    const here = await newRoom({ rent: 8000, capacity: 1 });
    const there = await newRoom({ rent: 11000, capacity: 1 });
    const stay = await book({ selectedRoom: here._id, bookingDate: dayAfter(-10) });
    const unchanged = await watch([stay._id], [today(), dayAfter(10)]);
    const far = await api.transfer(stay._id, { roomId: there._id, onDate: dayAfter(367) });
    expectAnswer(far, 400);
    expect(far.body.errors?.onDate).toEqual(expect.any(String));
    await unchanged();

    const bookingBefore = await stayNow(stay._id);
    const ledgerBefore = await ledgerNow(stay._id);
    const moved = await api.transfer(stay._id, { roomId: there._id, onDate: dayAfter(10) });
    expectAnswer(moved, 200);
    expect(moved.body.booking!.rooms).toHaveLength(2);
    // The other room is promised from the move day.
    expect((await api.addBooking({ studentId: (await newResident()).id, selectedRoom: there._id, bookingDate: dayAfter(12) })).status).toBe(
      409,
    );

    const withdrawn = await api.withdrawTransfer(stay._id);
    expectAnswer(withdrawn, 200);
    expect(withdrawn.body.booking).toMatchObject({ selectedRoom: here._id, monthlyRent: 8000, rooms: bookingBefore.rooms });
    const ledgerAfter = await ledgerNow(stay._id);
    expect(ledgerAfter.totals).toEqual(ledgerBefore.totals);
    for (const charge of addedCharges(ledgerBefore, ledgerAfter)) expect(charge.kind).toBe("adjustment");
    for (const period of new Set(ledgerAfter.charges.map((charge) => charge.period)))
      expect({ period, net: netOf(ledgerAfter.charges, period) }).toEqual({ period, net: netOf(ledgerBefore.charges, period) });
    // Its bed there is free again.
    await book({ selectedRoom: there._id, bookingDate: dayAfter(12) });

    const again = await watch([stay._id]);
    expectAnswer(await api.withdrawTransfer(stay._id), 409);
    await again();

    // A rent change dated today is not ahead: there is nothing to withdraw.
    expectAnswer(await api.transfer(stay._id, { roomId: here._id, onDate: today(), monthlyRent: 9000 }), 200);
    const rentChanged = await watch([stay._id]);
    expectAnswer(await api.withdrawTransfer(stay._id), 409);
    await rentChanged();
  });
});

describe("payments and receipts", () => {
  test("a receipt's 'Received by' is the admin who recorded it, whoever reads it", async () => {
    const first = await adminBearer();
    const cashier = await registerAdmin({ asToken: first, username: "Asad Cashier" });
    const reader = await registerAdmin({ asToken: first, username: "Bilal Reader" });
    const room = await newRoom({ rent: 9000, capacity: 2 });
    const stay = await book({ selectedRoom: room._id, bookingDate: dayAfter(-5), durationValue: 2 });

    const paid = await api.pay(stay._id, { amount: 2500, mode: "cash" }, cashier.token);
    expectAnswer(paid, 201);
    expect(paid.body.payment!.recordedBy).toEqual({ _id: cashier.id, username: "Asad Cashier" });
    const read = await api.payment(paid.body.payment!._id, reader.token);
    expectAnswer(read, 200);
    expect(read.body.payment!.recordedBy).toEqual({ _id: cashier.id, username: "Asad Cashier" });

    // update-booking's paymentAmount is a payment like any other: its receipt names who sent it.
    const viaUpdate = await api.update(stay._id, { paymentAmount: 500 }, reader.token);
    expectAnswer(viaUpdate, 200);
    const entry = viaUpdate.body.data!.paymentHistory.at(-1)!;
    expect((await api.payment(entry._id, cashier.token)).body.payment!.recordedBy).toEqual({ _id: reader.id, username: "Bilal Reader" });
  });

  test('"15.000" as an amount is 400 (never 15 rupees) on the payments call and on update-booking; nothing is recorded', async () => {
    const room = await newRoom({ rent: 20000, capacity: 2 });
    const stay = await book({ selectedRoom: room._id, bookingDate: dayAfter(-3), durationValue: 2 });
    const unchanged = await watch([stay._id]);
    const paid = await api.pay(stay._id, { amount: "15.000", mode: "cash" });
    expectAnswer(paid, 400);
    expect(paid.body.errors?.amount).toEqual(expect.any(String));
    const updated = await api.update(stay._id, { paymentAmount: "15.000" });
    expectAnswer(updated, 400);
    expect(updated.body.errors?.paymentAmount).toEqual(expect.any(String));
    await unchanged();
    const grouped = await api.pay(stay._id, { amount: "15,000", mode: "cash" });
    expectAnswer(grouped, 201);
    expect(grouped.body.payment!.amount).toBe(15000);
  });

  test("paidOn six years before the check-in, more than 31 days before it, or in the future: 400 on paidOn; 31 days before is taken", async () => {
    const room = await newRoom({ rent: 9000, capacity: 2 });
    const checkIn = dayAfter(-10);
    const stay = await book({ selectedRoom: room._id, bookingDate: checkIn });
    const sixYearsBefore = addDays(`${Number(checkIn.slice(0, 4)) - 6}-${checkIn.slice(5, 7)}-01`, Number(checkIn.slice(8, 10)) - 1);
    const unchanged = await watch([stay._id]);
    for (const paidOn of [sixYearsBefore, addDays(checkIn, -32), dayAfter(1)]) {
      const answer = await api.pay(stay._id, { amount: 1000, mode: "cash", paidOn });
      expect({ paidOn, status: answer.status, field: typeof answer.body.errors?.paidOn }).toEqual({ paidOn, status: 400, field: "string" });
    }
    await unchanged();
    const advance = await api.pay(stay._id, { amount: 1000, mode: "cash", paidOn: addDays(checkIn, -31) });
    expectAnswer(advance, 201);
    expect(advance.body.payment!.paidOn).toBe(addDays(checkIn, -31));
  });

  test("the same reference twice on one stay: 409 naming the first receipt, then taken with allowDuplicateReference; another stay's or a voided payment's reference does not count", async () => {
    const room = await newRoom({ rent: 9000, capacity: 2 });
    const stay = await book({ selectedRoom: room._id, bookingDate: dayAfter(-20), durationValue: 3 });
    const other = await book({ selectedRoom: room._id, bookingDate: dayAfter(-20), durationValue: 3 });
    const first = await api.pay(stay._id, { amount: 5000, mode: "bank_transfer", reference: "HBL-77123" });
    expectAnswer(first, 201);
    const unchanged = await watch([stay._id]);
    expectAnswer(
      await api.pay(stay._id, { amount: 5000, mode: "bank_transfer", reference: "HBL-77123" }),
      409,
      duplicateReference("HBL-77123", first.body.payment!.receiptNo),
    );
    await unchanged();
    const allowed = await api.pay(stay._id, { amount: 5000, mode: "bank_transfer", reference: "HBL-77123", allowDuplicateReference: true });
    expectAnswer(allowed, 201);
    expect(allowed.body.payment!.reference).toBe("HBL-77123");

    expectAnswer(await api.pay(other._id, { amount: 1000, mode: "bank_transfer", reference: "HBL-77123" }), 201);
    const wrong = await api.pay(other._id, { amount: 700, mode: "jazzcash", reference: "JC-5551" });
    expectAnswer(wrong, 201);
    expectAnswer(await api.voidPayment(wrong.body.payment!._id, { reason: "Typed on the wrong stay" }), 200);
    expectAnswer(await api.pay(other._id, { amount: 700, mode: "jazzcash", reference: "JC-5551" }), 201);
  });

  test("a receipt prints what it paid when recorded: asIssued is unchanged by a later check-out with damages, while the ledger's allocation moves", async () => {
    const room = await newRoom({ rent: 9000, capacity: 2 });
    const stay = await book({ selectedRoom: room._id, bookingDate: dayAfter(-40), durationValue: 2 });
    const owed = (await ledgerNow(stay._id)).totals.balance;
    expect(owed).toBeGreaterThan(0);
    const paid = await api.pay(stay._id, { amount: owed + 2000, mode: "cash" });
    expectAnswer(paid, 201);
    const issued = paid.body.payment!.asIssued!;
    expect(issued).toEqual(expect.objectContaining({ allocations: expect.any(Array), advance: 2000 }));
    expect(issued.allocations.reduce((sum, allocation) => sum + allocation.amount, 0)).toBe(owed);
    for (const allocation of issued.allocations)
      expect(allocation).toEqual(
        expect.objectContaining({
          chargeId: expect.any(String),
          kind: expect.any(String),
          description: expect.any(String),
          amount: expect.any(Number),
        }),
      );
    expect((await api.payment(paid.body.payment!._id)).body.payment!.asIssued).toEqual(issued);

    expectAnswer(
      await api.checkOut(stay._id, {
        damages: [{ description: "Broken chair", amount: 1500 }],
        keyLost: true,
        waiveSuddenDepartureFee: true,
      }),
      200,
    );
    const reprint = (await api.payment(paid.body.payment!._id)).body.payment!;
    expect(reprint.asIssued).toEqual(issued);
    expect(reprint.allocations.map((allocation) => allocation.kind)).toContain("damage");
  });
});

describe("corrections are adjustment lines", () => {
  test("a room move made today: its positive adjustment is due today at the earliest, and dues show it as not overdue", async () => {
    const cheap = await newRoom({ rent: 9000, capacity: 1 });
    const dear = await newRoom({ rent: 12000, capacity: 1 });
    const stay = await book({ selectedRoom: cheap._id, bookingDate: dayAfter(-40) });
    const owed = (await ledgerNow(stay._id)).totals.balance;
    expectAnswer(await api.pay(stay._id, { amount: owed, mode: "cash" }), 201);
    const before = await ledgerNow(stay._id);
    expect(before.totals.balance).toBe(0);

    expectAnswer(await api.transfer(stay._id, { roomId: dear._id, onDate: today() }), 200);
    const after = await ledgerNow(stay._id);
    const positive = addedCharges(before, after).filter((charge) => charge.amount > 0);
    expect(positive.length).toBeGreaterThan(0);
    for (const charge of positive) {
      const corrected = before.charges.find((line) => line.kind === "rent" && line.period === charge.period)!;
      expect({ kind: charge.kind, dueOn: charge.dueOn }).toEqual({ kind: "adjustment", dueOn: maxDay(corrected.dueOn, today()) });
    }
    expect(after.totals.balance).toBeGreaterThan(0);
    const rows = (await api.dues({ searchTerm: stay.studentName, limit: 100 })).body.dues.filter((row) => row.bookingId === stay._id);
    expect(rows).toEqual([expect.objectContaining({ outstanding: after.totals.balance, daysOverdue: 0 })]);
    expect(
      (await api.dues({ filter: "overdue", searchTerm: stay.studentName, limit: 100 })).body.dues.filter(
        (row) => row.bookingId === stay._id,
      ),
    ).toEqual([]);
  });

  test("a reservation whose check-in is corrected to a past day owes its rent from that day, as of today (found by the model test)", async () => {
    const room = await newRoom({ rent: 9000, capacity: 1 });
    const reserved = await book({ selectedRoom: room._id, bookingDate: dayAfter(1) });
    expect(reserved.status).toBe("reserved");
    const newDay = dayAfter(-10);
    const answer = await api.update(reserved._id, { bookingDate: newDay });
    expectAnswer(answer, 200);
    expect(answer.body.data!.status).toBe("active");
    const parts = [{ from: newDay, monthlyRent: 9000 }];
    const periods = periodsFromTo(periodOf(newDay), periodOf(today()));
    const ledger = await ledgerNow(reserved._id);
    for (const period of periods) {
      const counted = ledger.charges.filter((charge) => charge.period === period).reduce((sum, charge) => sum + charge.amount, 0);
      expect({ period, counted }).toEqual({ period, counted: monthRent(period, parts, newDay, null) });
    }
    const owed = periods.reduce((sum, period) => sum + monthRent(period, parts, newDay, null), 0);
    expect(ledger.totals.charged).toBe(owed);
    expect((await stayNow(reserved._id)).balance).toBe(owed);
  });

  test("a permitted change (check-in corrected a month earlier, a bed free) only adds lines and writes one audit entry with before → after; so does a new deposit", async () => {
    const room = await newRoom({ rent: 9300, capacity: 1 });
    const oldDay = dayAfter(-20);
    const newDay = addDays(oldDay, -31);
    const stay = await book({ selectedRoom: room._id, bookingDate: oldDay, durationValue: 3, advancedPayment: 5000, paymentMode: "cash" });
    const before = await ledgerNow(stay._id);
    const rowsBefore = await storedRows([stay._id]);
    const auditBefore = await auditOf(stay._id);

    const answer = await api.update(stay._id, { bookingDate: newDay });
    expectAnswer(answer, 200);
    expect(answer.body.data).toMatchObject({ bookingDate: newDay, status: "active" });
    const after = await ledgerNow(stay._id);
    const added = addedCharges(before, after);
    expect(added.length).toBeGreaterThan(0);
    for (const charge of added) expect(["rent", "adjustment"]).toContain(charge.kind);
    const rowsAfter = await storedRows([stay._id]);
    for (const row of rowsBefore.charges) expect(rowsAfter.charges.find((stored) => stored.id === row.id)).toEqual(row);
    expect(rowsAfter.payments).toEqual(rowsBefore.payments);
    // What rules 1–3 give for the new check-in, month by month.
    const parts = [{ from: newDay, monthlyRent: 9300 }];
    const periods = periodsFromTo(periodOf(newDay), periodOf(today()));
    for (const period of periods)
      expect({ period, net: netOf(after.charges, period) }).toEqual({ period, net: monthRent(period, parts, newDay, null) });
    expect(after.totals.charged).toBe(periods.reduce((sum, period) => sum + monthRent(period, parts, newDay, null), 0));
    for (const charge of added.filter((line) => line.kind === "adjustment" && line.amount > 0)) {
      const corrected = before.charges.find((line) => line.kind === "rent" && line.period === charge.period)!;
      expect(charge.dueOn).toBe(maxDay(corrected.dueOn, today()));
    }

    const auditAfter = await auditOf(stay._id);
    const fresh = auditAfter.slice(0, auditAfter.length - auditBefore.length);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.action).toMatch(/^booking\./);
    expect(fresh[0]!.before).toMatchObject({ bookingDate: oldDay });
    expect(fresh[0]!.after).toMatchObject({ bookingDate: newDay });

    const deposit = await api.update(stay._id, { securityCharges: 7000 });
    expectAnswer(deposit, 200);
    expect(deposit.body.data!.securityCharges).toBe(7000);
    const auditLast = await auditOf(stay._id);
    expect(auditLast).toHaveLength(auditAfter.length + 1);
    expect(auditLast[0]!.action).toMatch(/^booking\./);
    expect(auditLast[0]!.before).toMatchObject({ securityCharges: 0 });
    expect(auditLast[0]!.after).toMatchObject({ securityCharges: 7000 });
  });
});
