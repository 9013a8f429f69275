import fc from "fast-check";
import { addDays, periodOf, periodsFromTo, type Day } from "@/lib/money/days";
import { allocate, type ChargeLine, type PaymentLine } from "@/lib/money/ledger";
import { settle } from "@/lib/money/settlement";
import { monthProfit, paidForKey, splitPayment, type HostelMoney } from "@/lib/money/profit";

// Rule B8 (docs/bills.md, "Profit") on random months of stays, payments (some voided), deposits,
// check-outs, expenses, salaries and maintenance: every rupee received is split once (by what it paid,
// the rest advance), and money in − money out = profit + deposits received − kept − returned.

const START: Day = "2026-01-01";
const AS_OF: Day = "2026-12-31";
const MONTHS = periodsFromTo("2026-01", "2026-12");
const day = fc.integer({ min: 0, max: 364 }).map((offset) => addDays(START, offset));

const stayArbitrary = fc.record({
  checkIn: fc.integer({ min: 0, max: 250 }).map((offset) => addDays(START, offset)),
  months: fc.integer({ min: 1, max: 4 }),
  rent: fc.integer({ min: 1000, max: 20000 }),
  mess: fc.option(fc.integer({ min: 500, max: 8000 }), { nil: null }),
  lateFee: fc.boolean(),
  deposit: fc.integer({ min: 0, max: 20000 }),
  payments: fc.array(
    fc.record({ offset: fc.integer({ min: 0, max: 120 }), amount: fc.integer({ min: 1, max: 30000 }), voided: fc.boolean() }),
    { maxLength: 6 },
  ),
  leaves: fc.option(fc.integer({ min: 10, max: 130 }), { nil: null }),
});

type Stay = typeof stayArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** A stay's lines and what its payments paid, as the report's service reads them. */
function stayMoney(stay: Stay, index: number): HostelMoney {
  const charges: (ChargeLine & { typeKey: string | null })[] = [];
  let seq = 0;
  const periods = periodsFromTo(periodOf(stay.checkIn), periodOf(addDays(stay.checkIn, 31 * (stay.months - 1))));
  for (const period of periods) {
    const on = period === periodOf(stay.checkIn) ? stay.checkIn : `${period}-01`;
    const due = period === periodOf(stay.checkIn) ? stay.checkIn : `${period}-05`;
    charges.push({
      id: `${index}-rent-${period}`,
      kind: "rent",
      period,
      amount: stay.rent,
      chargedOn: on,
      dueOn: due,
      seq: seq++,
      typeKey: null,
    });
    if (stay.mess)
      charges.push({
        id: `${index}-mess-${period}`,
        kind: "extra",
        period,
        amount: stay.mess,
        chargedOn: on,
        dueOn: due,
        seq: seq++,
        group: `mess-${period}`,
        typeKey: "Mess",
      });
    if (stay.lateFee)
      charges.push({
        id: `${index}-late-${period}`,
        kind: "late_fee",
        period,
        amount: 300,
        chargedOn: addDays(due, 5),
        dueOn: addDays(due, 5),
        seq: seq++,
        group: `late-${period}`,
        typeKey: "late_fee",
      });
  }
  // A correction of the first month (a move to a cheaper room): an untyped adjustment pays as rent.
  charges.push({
    id: `${index}-adj`,
    kind: "adjustment",
    period: periods[0]!,
    amount: -Math.floor(stay.rent / 3),
    chargedOn: addDays(stay.checkIn, 3),
    dueOn: stay.checkIn,
    seq: seq++,
    typeKey: null,
  });
  const payments: PaymentLine[] = stay.payments.map((payment, n) => ({
    id: `${index}-pay-${n}`,
    amount: payment.amount,
    paidOn: addDays(stay.checkIn, payment.offset),
    seq: n,
    voided: payment.voided,
  }));
  const counted = payments.filter((payment) => payment.paidOn <= AS_OF);

  let settlement = null;
  const leaveDate = stay.leaves === null ? null : addDays(stay.checkIn, stay.leaves);
  if (leaveDate !== null && leaveDate <= AS_OF) {
    const before = allocate(charges, counted, leaveDate);
    const settled = settle({ deposit: stay.deposit, balanceBeforeDeposit: before.totals.balance });
    settlement = { on: leaveDate, depositApplied: settled.depositApplied, creditRefunded: settled.creditRefunded };
  }
  const view = allocate(charges, counted, AS_OF, settlement);
  const lineOf = new Map(charges.map((charge) => [charge.id, charge]));
  return {
    payments: view.payments
      .filter((payment) => payment.counted)
      .map((payment) => ({
        paidOn: payment.paidOn,
        amount: payment.amount,
        paidFor: splitPayment(payment.amount, payment.allocations, (allocation) =>
          paidForKey(allocation, allocation.chargeId ? lineOf.get(allocation.chargeId) : undefined),
        ),
      })),
    depositsReceived: stay.deposit > 0 ? [{ on: stay.checkIn, amount: stay.deposit }] : [],
    settlements: settlement
      ? [{ on: settlement.on, deposit: stay.deposit, depositApplied: settlement.depositApplied, creditRefunded: settlement.creditRefunded }]
      : [],
    expenses: [],
    salaries: [],
    maintenance: [],
  };
}

const outgoing = fc.array(
  fc.record({
    on: day,
    amount: fc.integer({ min: 1, max: 50000 }),
    category: fc.constantFrom("Electricity bill", "Repairs", "Mess groceries"),
  }),
  { maxLength: 8 },
);

describe("monthly profit (rule B8)", () => {
  test("every payment is split once, and money in − money out = profit + deposits received − kept − returned", () => {
    fc.assert(
      fc.property(
        fc.array(stayArbitrary, { minLength: 1, maxLength: 5 }),
        outgoing,
        outgoing,
        outgoing,
        (stays, expenses, salaries, maintenance) => {
          const perStay = stays.map(stayMoney);
          const money: HostelMoney = {
            payments: perStay.flatMap((each) => each.payments),
            depositsReceived: perStay.flatMap((each) => each.depositsReceived),
            settlements: perStay.flatMap((each) => each.settlements),
            expenses,
            salaries: salaries.map(({ on, amount }) => ({ on, amount })),
            maintenance: maintenance.map(({ on, amount }) => ({ on, amount })),
          };
          let yearIn = 0;
          for (const month of MONTHS) {
            const figures = monthProfit(money, month);
            const received = money.payments
              .filter((payment) => periodOf(payment.paidOn) === month)
              .reduce((total, payment) => total + payment.amount, 0);
            const split = Object.values(figures.income.byKind).reduce((total, amount) => total + amount, 0) + figures.income.advance;
            expect(split).toBe(received);
            expect(Object.values(figures.income.byKind).every((amount) => Number.isInteger(amount) && amount >= 0)).toBe(true);
            expect(figures.moneyIn - figures.moneyOut).toBe(
              figures.profit + figures.deposits.received - figures.deposits.kept - figures.deposits.returned,
            );
            yearIn += figures.moneyIn;
          }
          // Every payment and deposit of the year lands in exactly one month.
          const everything =
            money.payments.reduce((total, payment) => total + payment.amount, 0) +
            money.depositsReceived.reduce((total, deposit) => total + deposit.amount, 0);
          expect(yearIn).toBe(everything);
        },
      ),
      { numRuns: 150 },
    );
  });

  test("example G: profit for October 2026", () => {
    const figures = monthProfit(
      {
        payments: [
          { paidOn: "2026-10-05", amount: 60000, paidFor: { rent: 50000, Mess: 10000 } },
          { paidOn: "2026-10-12", amount: 40000, paidFor: { rent: 20000, Mess: 8000, Electricity: 7000, late_fee: 1000, advance: 4000 } },
        ],
        depositsReceived: [
          { on: "2026-10-01", amount: 12000 },
          { on: "2026-10-20", amount: 8000 },
        ],
        settlements: [
          { on: "2026-10-15", deposit: 10000, depositApplied: 6000, creditRefunded: 0 },
          { on: "2026-10-31", deposit: 8000, depositApplied: 0, creditRefunded: 2000 },
        ],
        expenses: [
          { on: "2026-10-03", category: "Electricity bill", amount: 25000 },
          { on: "2026-10-10", category: "Mess groceries", amount: 30000 },
          { on: "2026-10-22", category: "Repairs", amount: 5000 },
        ],
        salaries: [{ on: "2026-10-30", amount: 40000 }],
        maintenance: [{ on: "2026-10-18", amount: 3000 }],
      },
      "2026-10",
    );
    expect(figures.income).toEqual({
      byKind: { rent: 70000, Mess: 18000, Electricity: 7000, late_fee: 1000 },
      advance: 4000,
      depositsKept: 6000,
      advanceRefunded: 2000,
      total: 104000,
    });
    expect(figures.expenses).toEqual({
      byCategory: { "Electricity bill": 25000, "Mess groceries": 30000, Repairs: 5000 },
      salaries: 40000,
      maintenance: 3000,
      total: 103000,
    });
    expect(figures.profit).toBe(1000);
    expect(figures.deposits).toEqual({ received: 20000, kept: 6000, returned: 12000 });
    expect([figures.moneyIn, figures.moneyOut]).toEqual([120000, 117000]);
  });

  test("a payment pays its month's rent before the mess due the same day, and an adjustment counts as rent", () => {
    const charges: ChargeLine[] = [
      { id: "rent", kind: "rent", period: "2026-10", amount: 12000, chargedOn: "2026-10-01", dueOn: "2026-10-05", seq: 1 },
      { id: "adj", kind: "adjustment", period: "2026-10", amount: -2000, chargedOn: "2026-10-03", dueOn: "2026-10-05", seq: 2 },
      {
        id: "mess",
        kind: "extra",
        period: "2026-10",
        amount: 3000,
        chargedOn: "2026-10-01",
        dueOn: "2026-10-05",
        seq: 3,
        group: "mess",
        rank: 1,
      },
    ];
    const keys = new Map([["mess", "Mess"]]);
    const view = allocate(charges, [{ id: "p", amount: 15500, paidOn: "2026-10-06", seq: 1, voided: false }], "2026-10-31");
    const line = (id: string | null) =>
      id ? { kind: charges.find((charge) => charge.id === id)!.kind, period: "2026-10", typeKey: keys.get(id) ?? null } : undefined;
    const paidFor = splitPayment(15500, view.payments[0]!.allocations, (allocation) => paidForKey(allocation, line(allocation.chargeId)));
    expect(paidFor).toEqual({ rent: 10000, Mess: 3000, advance: 2500 });
    const figures = monthProfit(
      {
        payments: [{ paidOn: "2026-10-06", amount: 15500, paidFor }],
        depositsReceived: [{ on: "2026-10-01", amount: 10000 }],
        settlements: [{ on: "2026-10-31", deposit: 10000, depositApplied: 0, creditRefunded: 2500 }],
        expenses: [{ on: "2026-10-09", category: "Repairs", amount: 1500 }],
        salaries: [{ on: "2026-10-30", amount: 20000 }],
        maintenance: [{ on: "2026-11-01", amount: 999 }],
      },
      "2026-10",
    );
    expect(figures).toEqual({
      month: "2026-10",
      income: { byKind: { rent: 10000, Mess: 3000 }, advance: 2500, depositsKept: 0, advanceRefunded: 2500, total: 13000 },
      expenses: { byCategory: { Repairs: 1500 }, salaries: 20000, maintenance: 0, total: 21500 },
      profit: -8500,
      deposits: { received: 10000, kept: 0, returned: 10000 },
      moneyIn: 25500,
      moneyOut: 34000,
    });
  });
});
