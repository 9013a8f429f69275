// The worked examples A, B and C of the rent model, every figure asserted on the pure functions
// (lib/money/README.md states the rules).
import { allocate, type ChargeLine, type PaymentLine } from "@/lib/money/ledger";
import { monthRent, reconcileRent, type NewCharge, type StayTerms } from "@/lib/money/rent";
import { checkOutCharges, isSudden, settle, type CheckOutItem } from "@/lib/money/settlement";

// A tiny in-memory ledger: issues lines with ids and issue order, records payments in order.
function ledger() {
  const charges: ChargeLine[] = [];
  const payments: PaymentLine[] = [];
  return {
    charges,
    payments,
    issue(lines: (NewCharge | CheckOutItem)[]) {
      for (const line of lines) charges.push({ ...line, id: `c${charges.length + 1}`, seq: charges.length + 1 });
    },
    pay(amount: number, paidOn: string) {
      payments.push({ id: `p${payments.length + 1}`, amount, paidOn, seq: payments.length + 1, voided: false });
    },
    rentLines: () =>
      charges.filter(
        (c): c is ChargeLine & { kind: "rent" | "adjustment"; period: string } => c.kind === "rent" || c.kind === "adjustment",
      ),
  };
}

describe("example A: rent 12,000, deposit 10,000, check-in 2026-01-16", () => {
  const stay: StayTerms = { checkIn: "2026-01-16", leaveDate: null, parts: [{ from: "2026-01-16", monthlyRent: 12_000 }] };
  const book = ledger();

  test("January is 16 of 31 days: 6,194, charged and due on the check-in day", () => {
    expect(monthRent("2026-01", stay.parts, stay.checkIn, null)).toBe(6_194);
    const issued = reconcileRent(stay, book.rentLines(), "2026-01");
    expect(issued).toEqual([{ kind: "rent", period: "2026-01", amount: 6_194, chargedOn: "2026-01-16", dueOn: "2026-01-16" }]);
    book.issue(issued);
    book.pay(6_000, "2026-01-16");
    expect(reconcileRent(stay, book.rentLines(), "2026-01")).toEqual([]);
  });

  test("February 12,000 due the 5th; 15,000 on 2026-02-10 pays January 194 and February 12,000; as of 2026-02-20 the balance is −2,806", () => {
    const issued = reconcileRent(stay, book.rentLines(), "2026-02");
    expect(issued).toEqual([{ kind: "rent", period: "2026-02", amount: 12_000, chargedOn: "2026-02-01", dueOn: "2026-02-05" }]);
    book.issue(issued);
    book.pay(15_000, "2026-02-10");
    const view = allocate(book.charges, book.payments, "2026-02-20");
    expect(view.payments.map((p) => p.allocations)).toEqual([
      [{ chargeId: "c1", period: "2026-01", kind: "rent", amount: 6_000 }],
      [
        { chargeId: "c1", period: "2026-01", kind: "rent", amount: 194 },
        { chargeId: "c2", period: "2026-02", kind: "rent", amount: 12_000 },
      ],
    ]);
    expect(view.payments[1]!.unallocated).toBe(2_806);
    expect(view.totals).toEqual({ charged: 18_194, paid: 21_000, depositApplied: 0, creditRefunded: 0, balance: -2_806 });
    expect(view.advance).toBe(2_806);
    expect(view.outstanding).toBe(0);
    expect(view.unpaidPeriods).toEqual([]);
    expect(view.oldestDueOn).toBeNull();
  });

  test("March 12,000: the credit pays 2,806 of it; dues as of 2026-03-10: 9,194 for [2026-03], due 2026-03-05, 5 days overdue", () => {
    const issued = reconcileRent(stay, book.rentLines(), "2026-03");
    expect(issued).toEqual([{ kind: "rent", period: "2026-03", amount: 12_000, chargedOn: "2026-03-01", dueOn: "2026-03-05" }]);
    book.issue(issued);
    const view = allocate(book.charges, book.payments, "2026-03-10");
    expect(view.payments[1]!.allocations.map((a) => [a.period, a.amount])).toEqual([
      ["2026-01", 194],
      ["2026-02", 12_000],
      ["2026-03", 2_806],
    ]);
    expect(view.charges.map((c) => [c.period, c.paid, c.outstanding])).toEqual([
      ["2026-01", 6_194, 0],
      ["2026-02", 12_000, 0],
      ["2026-03", 2_806, 9_194],
    ]);
    expect(view.totals.balance).toBe(9_194);
    expect(view.outstanding).toBe(9_194);
    expect(view.unpaidPeriods).toEqual(["2026-03"]);
    expect(view.oldestDueOn).toBe("2026-03-05");
    expect(view.overdue).toBe(true);
    expect(view.daysOverdue).toBe(5);
    // Before the 5th the same month is owed but not overdue.
    const early = allocate(book.charges, book.payments, "2026-03-03");
    expect([early.outstanding, early.overdue, early.daysOverdue]).toEqual([9_194, false, 0]);
  });

  test("notice 2026-03-25, leave 2026-03-31: sudden; fee 12,000, damage 1,500, key 500; charged 44,194, deposit applied 10,000, still owed 13,194", () => {
    const leaving = { ...stay, leaveDate: "2026-03-31" };
    expect(isSudden("2026-03-25", "2026-03-31")).toBe(true);
    expect(reconcileRent(leaving, book.rentLines(), "2026-03")).toEqual([]); // March stays whole
    const out = checkOutCharges({
      leaveDate: "2026-03-31",
      noticeDate: "2026-03-25",
      currentRent: 12_000,
      damages: [{ description: "Broken chair", amount: 1_500 }],
      keyLost: true,
      waive: false,
    });
    expect(out).toMatchObject({ sudden: true, waived: false, suddenDepartureFee: 12_000, damages: 1_500, lostKeyFine: 500 });
    expect(out.items.map((i) => [i.kind, i.amount, i.chargedOn, i.dueOn])).toEqual([
      ["sudden_departure", 12_000, "2026-03-31", "2026-03-31"],
      ["damage", 1_500, "2026-03-31", "2026-03-31"],
      ["lost_key", 500, "2026-03-31", "2026-03-31"],
    ]);
    book.issue(out.items);

    const before = allocate(book.charges, book.payments, "2026-03-31");
    expect(before.totals).toEqual({ charged: 44_194, paid: 21_000, depositApplied: 0, creditRefunded: 0, balance: 23_194 });
    const settlement = settle({ deposit: 10_000, balanceBeforeDeposit: before.totals.balance });
    expect(settlement).toEqual({ depositApplied: 10_000, creditRefunded: 0, refund: 0, stillOwed: 13_194 });

    const after = allocate(book.charges, book.payments, "2026-03-31", { on: "2026-03-31", ...settlement });
    expect(after.totals).toEqual({ charged: 44_194, paid: 21_000, depositApplied: 10_000, creditRefunded: 0, balance: 13_194 });
    expect(after.outstanding).toBe(13_194);
    expect(after.deposit).toMatchObject({ amount: 10_000, unallocated: 0 });
    expect(after.deposit!.allocations.map((a) => [a.period, a.kind, a.amount])).toEqual([
      ["2026-03", "rent", 9_194],
      [null, "sudden_departure", 806],
    ]);
    // The dues list after check-out: still owed 13,194, the check-out items outstanding.
    const later = allocate(book.charges, book.payments, "2026-04-10", { on: "2026-03-31", ...settlement });
    expect([later.outstanding, later.unpaidPeriods, later.oldestDueOn, later.daysOverdue]).toEqual([13_194, [], "2026-03-31", 10]);
    // As of the day before leaving, neither the check-out items nor the settlement show.
    const dayBefore = allocate(book.charges, book.payments, "2026-03-30", { on: "2026-03-31", ...settlement });
    expect(dayBefore.totals).toEqual({ charged: 30_194, paid: 21_000, depositApplied: 0, creditRefunded: 0, balance: 9_194 });
  });

  test("the same check-out recorded in April, after April's rent was issued, reverses April in full", () => {
    const lines = [...book.rentLines()];
    const april = reconcileRent(stay, lines, "2026-04");
    expect(april).toEqual([{ kind: "rent", period: "2026-04", amount: 12_000, chargedOn: "2026-04-01", dueOn: "2026-04-05" }]);
    const reversal = reconcileRent({ ...stay, leaveDate: "2026-03-31" }, [...lines, ...april], "2026-04");
    expect(reversal).toEqual([{ kind: "adjustment", period: "2026-04", amount: -12_000, chargedOn: "2026-04-01", dueOn: "2026-04-05" }]);
  });
});

describe("example B: rent 9,000, deposit 9,000, check-in 2026-02-01, leave 2026-03-20 after 10 days' notice", () => {
  const stay: StayTerms = { checkIn: "2026-02-01", leaveDate: null, parts: [{ from: "2026-02-01", monthlyRent: 9_000 }] };
  const book = ledger();

  test("March is adjusted by −3,194 to 20 of 31 days; the credit 3,194 is refunded with the deposit: 12,194", () => {
    book.issue(reconcileRent(stay, book.rentLines(), "2026-02"));
    book.pay(9_000, "2026-02-03");
    book.issue(reconcileRent(stay, book.rentLines(), "2026-03"));
    book.pay(9_000, "2026-03-04"); // JazzCash JC-88412
    expect(book.charges.map((c) => [c.period, c.amount, c.chargedOn, c.dueOn])).toEqual([
      ["2026-02", 9_000, "2026-02-01", "2026-02-01"],
      ["2026-03", 9_000, "2026-03-01", "2026-03-05"],
    ]);

    expect(isSudden("2026-03-10", "2026-03-20")).toBe(false);
    const leaving = { ...stay, leaveDate: "2026-03-20" };
    expect(monthRent("2026-03", leaving.parts, leaving.checkIn, leaving.leaveDate)).toBe(5_806);
    const adjustment = reconcileRent(leaving, book.rentLines(), "2026-03");
    expect(adjustment).toEqual([{ kind: "adjustment", period: "2026-03", amount: -3_194, chargedOn: "2026-03-01", dueOn: "2026-03-05" }]);
    book.issue(adjustment);
    const out = checkOutCharges({
      leaveDate: "2026-03-20",
      noticeDate: "2026-03-10",
      currentRent: 9_000,
      damages: [],
      keyLost: false,
      waive: false,
    });
    expect(out).toEqual({ sudden: false, waived: false, suddenDepartureFee: 0, damages: 0, lostKeyFine: 0, items: [] });

    const before = allocate(book.charges, book.payments, "2026-03-20");
    expect(before.totals).toEqual({ charged: 14_806, paid: 18_000, depositApplied: 0, creditRefunded: 0, balance: -3_194 });
    expect(before.charges.map((c) => [c.period, c.amount, c.paid, c.outstanding])).toEqual([
      ["2026-02", 9_000, 9_000, 0],
      ["2026-03", 9_000, 5_806, 0],
      ["2026-03", -3_194, 0, 0],
    ]);
    const settlement = settle({ deposit: 9_000, balanceBeforeDeposit: before.totals.balance });
    expect(settlement).toEqual({ depositApplied: 0, creditRefunded: 3_194, refund: 12_194, stillOwed: 0 });

    const after = allocate(book.charges, book.payments, "2026-03-20", { on: "2026-03-20", ...settlement });
    expect(after.totals).toEqual({ charged: 14_806, paid: 18_000, depositApplied: 0, creditRefunded: 3_194, balance: 0 });
    expect(after.payments[1]!.allocations).toEqual([
      { chargeId: "c2", period: "2026-03", kind: "rent", amount: 5_806 },
      { chargeId: null, period: null, kind: "credit_refund", amount: 3_194 },
    ]);
    expect([after.outstanding, after.advance, after.oldestDueOn]).toEqual([0, 0, null]);
  });
});

describe("example C: rent 12,000 from 2026-01-01, transfer on 2026-02-16 to a room at 15,000", () => {
  test("February (28 days): 6,429 + 6,964 = 13,393; issued February is adjusted by +1,393", () => {
    const before: StayTerms = { checkIn: "2026-01-01", leaveDate: null, parts: [{ from: "2026-01-01", monthlyRent: 12_000 }] };
    const after: StayTerms = { ...before, parts: [...before.parts, { from: "2026-02-16", monthlyRent: 15_000 }] };
    expect(monthRent("2026-02", after.parts, after.checkIn, null)).toBe(6_429 + 6_964);
    expect(6_429 + 6_964).toBe(13_393);
    expect(monthRent("2026-01", after.parts, after.checkIn, null)).toBe(12_000);
    expect(monthRent("2026-03", after.parts, after.checkIn, null)).toBe(15_000);

    const issued = reconcileRent(before, [], "2026-02");
    expect(issued.map((c) => [c.period, c.amount, c.dueOn])).toEqual([
      ["2026-01", 12_000, "2026-01-01"],
      ["2026-02", 12_000, "2026-02-05"],
    ]);
    expect(reconcileRent(after, issued, "2026-03")).toEqual([
      { kind: "adjustment", period: "2026-02", amount: 1_393, chargedOn: "2026-02-01", dueOn: "2026-02-05" },
      { kind: "rent", period: "2026-03", amount: 15_000, chargedOn: "2026-03-01", dueOn: "2026-03-05" },
    ]);
  });
});
