import fc from "fast-check";
import { addDays, daysBetween } from "@/lib/money/days";
import {
  allocate,
  type Allocation,
  type ChargeKind,
  type ChargeLine,
  type LedgerView,
  type PaymentLine,
  type SettlementLine,
} from "@/lib/money/ledger";
import { checkOutCharges, isSudden, LOST_KEY_FINE, settle } from "@/lib/money/settlement";

const dayArb = fc.integer({ min: 0, max: 120 }).map((n) => addDays("2026-01-01", n));
const PERIODS = ["2026-01", "2026-02", "2026-03", "2026-04"];
const KINDS: ChargeKind[] = ["rent", "stay", "sudden_departure", "damage", "lost_key", "adjustment"];

// Charges of every kind; adjustments from −15,000 to 15,000 (so a period may net below zero);
// periods on most rent/adjustment lines and on some others (which must not join a period group);
// seq values may repeat (ties are broken by id).
const chargesArb = fc
  .array(
    fc.record({
      kind: fc.constantFrom(...KINDS),
      period: fc.option(fc.constantFrom(...PERIODS), { freq: 4 }),
      positive: fc.integer({ min: 0, max: 20_000 }),
      signed: fc.integer({ min: -15_000, max: 15_000 }),
      chargedOn: dayArb,
      dueOn: dayArb,
      seq: fc.integer({ min: 0, max: 30 }),
    }),
    { maxLength: 12 },
  )
  .map((rows) =>
    rows.map(({ kind, period, positive, signed, chargedOn, dueOn, seq }, i): ChargeLine => ({
      id: `c${i}`,
      kind,
      period,
      amount: kind === "adjustment" ? signed : positive,
      chargedOn,
      dueOn,
      seq,
    })),
  );

const paymentsArb = fc
  .array(
    fc.record({ amount: fc.integer({ min: 1, max: 30_000 }), paidOn: dayArb, seq: fc.integer({ min: 0, max: 30 }), voided: fc.boolean() }),
    { maxLength: 8 },
  )
  .map((rows) => rows.map((row, i): PaymentLine => ({ id: `p${i}`, ...row })));

const settlementArb = fc.option(
  fc.record({ on: dayArb, depositApplied: fc.integer({ min: 0, max: 15_000 }), creditRefunded: fc.integer({ min: 0, max: 15_000 }) }),
  { freq: 2 },
);

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const amounts = (allocations: Allocation[]) => sum(allocations.map((a) => a.amount));

// Independent recomputation of the groups' nets as of asOf.
function groupNets(charges: ChargeLine[], asOf: string): Map<string, number> {
  const nets = new Map<string, number>();
  for (const c of charges.filter((c) => c.chargedOn <= asOf)) {
    const key = (c.kind === "rent" || c.kind === "adjustment") && c.period !== null ? `p:${c.period}` : `c:${c.id}`;
    nets.set(key, (nets.get(key) ?? 0) + c.amount);
  }
  return nets;
}
const groupKey = (c: ChargeLine) => ((c.kind === "rent" || c.kind === "adjustment") && c.period !== null ? `p:${c.period}` : `c:${c.id}`);

// Every allocation a view makes, from payments, group credits and the deposit.
const allAllocations = (view: LedgerView) => [
  ...view.payments.flatMap((p) => p.allocations),
  ...view.credits.flatMap((c) => c.allocations),
  ...(view.deposit?.allocations ?? []),
];

const shuffle = <T>(items: T[], seed: number) => {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

const caseArb = fc.record({ charges: chargesArb, payments: paymentsArb, asOf: dayArb, settlement: settlementArb });
const RUNS = { numRuns: 500 };

describe("allocate", () => {
  test("a negative adjustment lowers its own period first; a period netting below zero is credit for the oldest unpaid charge", () => {
    const charges: ChargeLine[] = [
      { id: "jan", kind: "rent", period: "2026-01", amount: 10_000, chargedOn: "2026-01-01", dueOn: "2026-01-05", seq: 1 },
      { id: "feb", kind: "rent", period: "2026-02", amount: 10_000, chargedOn: "2026-02-01", dueOn: "2026-02-05", seq: 2 },
      { id: "feb-adj", kind: "adjustment", period: "2026-02", amount: -12_000, chargedOn: "2026-02-01", dueOn: "2026-02-05", seq: 3 },
      { id: "damage", kind: "damage", period: null, amount: 1_000, chargedOn: "2026-02-10", dueOn: "2026-02-10", seq: 4 },
    ];
    const view = allocate(charges, [{ id: "p", amount: 3_000, paidOn: "2026-01-03", seq: 1, voided: false }], "2026-02-28");
    expect(view.charges.map((c) => [c.id, c.paid, c.outstanding])).toEqual([
      ["jan", 5_000, 5_000],
      ["feb", 0, 0],
      ["feb-adj", 0, 0],
      ["damage", 0, 1_000],
    ]);
    expect(view.credits).toEqual([
      {
        chargeIds: ["feb", "feb-adj"],
        period: "2026-02",
        on: "2026-02-01",
        amount: 2_000,
        allocations: [{ chargeId: "jan", period: "2026-01", kind: "rent", amount: 2_000 }],
        unallocated: 0,
      },
    ]);
    expect(view.totals.balance).toBe(6_000);
    expect([view.unpaidPeriods, view.oldestDueOn, view.daysOverdue]).toEqual([
      ["2026-01"],
      "2026-01-05",
      daysBetween("2026-01-05", "2026-02-28"),
    ]);
    // Voided and future payments and future charges count nowhere.
    const asOfJan = allocate(
      charges,
      [
        { id: "v", amount: 9_999, paidOn: "2026-01-02", seq: 1, voided: true },
        { id: "f", amount: 5, paidOn: "2026-03-01", seq: 2, voided: false },
      ],
      "2026-01-31",
    );
    expect(asOfJan.totals).toEqual({ charged: 10_000, paid: 0, depositApplied: 0, creditRefunded: 0, balance: 10_000 });
    expect(asOfJan.payments.map((p) => [p.counted, p.allocations.length])).toEqual([
      [false, 0],
      [false, 0],
    ]);
    expect(asOfJan.charges.filter((c) => !c.counted).map((c) => c.id)).toEqual(["feb", "feb-adj", "damage"]);
  });

  test("property (conservation): Σ allocations = min(Σ sources, Σ positive group nets + credit refunded), sources = valid payments + group credits + deposit applied", () => {
    fc.assert(
      fc.property(caseArb, ({ charges, payments, asOf, settlement }) => {
        const view = allocate(charges, payments, asOf, settlement);
        const nets = [...groupNets(charges, asOf).values()];
        const settled = settlement && settlement.on <= asOf ? settlement : null;
        const valid = sum(payments.filter((p) => !p.voided && p.paidOn <= asOf).map((p) => p.amount));
        const sources = valid + sum(nets.filter((n) => n < 0).map((n) => -n)) + (settled?.depositApplied ?? 0);
        const owed = sum(nets.filter((n) => n > 0)) + (settled?.creditRefunded ?? 0);
        const allocated = amounts(allAllocations(view));
        expect(allocated).toBe(Math.min(sources, owed));
        expect(sum(view.charges.map((c) => c.paid)) + (view.creditRefund?.paid ?? 0)).toBe(allocated);
        expect(view.credits.map((c) => c.amount).sort()).toEqual(
          nets
            .filter((n) => n < 0)
            .map((n) => -n)
            .sort(),
        );
      }),
      RUNS,
    );
  });

  test("property: with no group netting below zero and no settlement, Σ allocations over payments = min(Σ valid payments, Σ charges)", () => {
    fc.assert(
      fc.property(chargesArb, paymentsArb, dayArb, (charges, payments, asOf) => {
        const nonNegative = charges.map((c) => ({ ...c, amount: Math.abs(c.amount) }));
        const view = allocate(nonNegative, payments, asOf);
        const valid = sum(payments.filter((p) => !p.voided && p.paidOn <= asOf).map((p) => p.amount));
        const charged = sum(nonNegative.filter((c) => c.chargedOn <= asOf).map((c) => c.amount));
        expect(amounts(view.payments.flatMap((p) => p.allocations))).toBe(Math.min(valid, charged));
        expect(view.credits).toEqual([]);
      }),
      RUNS,
    );
  });

  test("property: no charge is over-allocated; shares add up to each group's positive net; each source's allocations + unallocated = its amount", () => {
    fc.assert(
      fc.property(caseArb, ({ charges, payments, asOf, settlement }) => {
        const view = allocate(charges, payments, asOf, settlement);
        const nets = groupNets(charges, asOf);
        const shareByGroup = new Map<string, number>();
        const allocatedTo = new Map<string, number>();
        for (const a of allAllocations(view)) {
          expect(a.amount).toBeGreaterThan(0);
          if (a.chargeId !== null) allocatedTo.set(a.chargeId, (allocatedTo.get(a.chargeId) ?? 0) + a.amount);
        }
        for (const c of view.charges) {
          expect(c.paid).toBeGreaterThanOrEqual(0);
          expect(c.outstanding).toBeGreaterThanOrEqual(0);
          expect(c.paid + c.outstanding).toBeLessThanOrEqual(Math.max(c.amount, 0));
          if (!c.counted || c.amount <= 0) expect([c.paid, c.outstanding]).toEqual([0, 0]);
          expect(allocatedTo.get(c.id) ?? 0).toBe(c.paid);
          if (c.counted) shareByGroup.set(groupKey(c), (shareByGroup.get(groupKey(c)) ?? 0) + c.paid + c.outstanding);
        }
        for (const [key, net] of nets) expect(shareByGroup.get(key) ?? 0).toBe(Math.max(net, 0));
        for (const p of view.payments) {
          expect(p.counted).toBe(!p.voided && p.paidOn <= asOf);
          expect(amounts(p.allocations) + p.unallocated).toBe(p.counted ? p.amount : 0);
        }
        for (const c of view.credits) expect(amounts(c.allocations) + c.unallocated).toBe(c.amount);
        if (view.deposit) expect(amounts(view.deposit.allocations) + view.deposit.unallocated).toBe(view.deposit.amount);
      }),
      RUNS,
    );
  });

  test("property: balance = Σ charges − Σ valid payments − deposit applied + credit refunded; Σ outstanding = max(balance, 0); unused credit = max(−balance, 0)", () => {
    fc.assert(
      fc.property(caseArb, ({ charges, payments, asOf, settlement }) => {
        const view = allocate(charges, payments, asOf, settlement);
        const settled = settlement && settlement.on <= asOf ? settlement : null;
        const charged = sum(charges.filter((c) => c.chargedOn <= asOf).map((c) => c.amount));
        const paid = sum(payments.filter((p) => !p.voided && p.paidOn <= asOf).map((p) => p.amount));
        const balance = charged - paid - (settled?.depositApplied ?? 0) + (settled?.creditRefunded ?? 0);
        expect(view.totals).toEqual({
          charged,
          paid,
          depositApplied: settled?.depositApplied ?? 0,
          creditRefunded: settled?.creditRefunded ?? 0,
          balance,
        });
        expect(sum(view.charges.map((c) => c.outstanding)) + (view.creditRefund?.outstanding ?? 0)).toBe(Math.max(balance, 0));
        expect(view.outstanding).toBe(Math.max(balance, 0));
        const unused = sum([...view.payments, ...view.credits].map((s) => s.unallocated)) + (view.deposit?.unallocated ?? 0);
        expect(unused).toBe(Math.max(-balance, 0));
        expect(view.advance).toBe(unused);
      }),
      RUNS,
    );
  });

  test("property: oldest first: when a group has anything paid, every group due earlier (dueOn, then issue order) is paid in full", () => {
    fc.assert(
      fc.property(caseArb, ({ charges, payments, asOf, settlement }) => {
        const view = allocate(charges, payments, asOf, settlement);
        const groups = new Map<string, { dueOn: string; seq: number; id: string; paid: number; outstanding: number }>();
        for (const c of view.charges.filter((c) => c.counted)) {
          const g = groups.get(groupKey(c)) ?? { dueOn: c.dueOn, seq: c.seq, id: c.id, paid: 0, outstanding: 0 };
          g.paid += c.paid;
          g.outstanding += c.outstanding;
          groups.set(groupKey(c), g);
        }
        const ordered = [...groups.values()].sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.seq - b.seq || a.id.localeCompare(b.id));
        const firstUnpaid = ordered.findIndex((g) => g.outstanding > 0);
        if (firstUnpaid >= 0) for (const g of ordered.slice(firstUnpaid + 1)) expect(g.paid).toBe(0);
        if (view.creditRefund && view.creditRefund.paid > 0) expect(firstUnpaid).toBe(-1);
      }),
      RUNS,
    );
  });

  test("property: dues figures: unpaidPeriods, oldestDueOn, overdue and daysOverdue follow the outstanding lines", () => {
    fc.assert(
      fc.property(caseArb, ({ charges, payments, asOf, settlement }) => {
        const view = allocate(charges, payments, asOf, settlement);
        const owing = view.charges.filter((c) => c.outstanding > 0);
        expect(view.unpaidPeriods).toEqual([...new Set(owing.map((c) => c.period).filter((p) => p !== null))].sort());
        const dues = [
          ...owing.map((c) => c.dueOn),
          ...(view.creditRefund && view.creditRefund.outstanding > 0 ? [view.creditRefund.on] : []),
        ].sort();
        expect(view.oldestDueOn).toBe(dues[0] ?? null);
        expect(view.overdue).toBe(dues.some((d) => d < asOf));
        expect(view.daysOverdue).toBe(view.overdue ? daysBetween(dues[0]!, asOf) : 0);
      }),
      RUNS,
    );
  });

  test("property: allocate does not depend on the order of its inputs", () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 1, max: 1_000_000 }), ({ charges, payments, asOf, settlement }, seed) => {
        expect(allocate(shuffle(charges, seed), shuffle(payments, seed + 1), asOf, settlement)).toEqual(
          allocate(charges, payments, asOf, settlement),
        );
      }),
      RUNS,
    );
  });

  test("property: voiding a payment is the same as never having it: charges and totals change by that payment only", () => {
    fc.assert(
      fc.property(caseArb, fc.nat(), ({ charges, payments, asOf, settlement }, pick) => {
        fc.pre(payments.length > 0);
        const index = pick % payments.length;
        const target = payments[index]!;
        const before = allocate(charges, payments, asOf, settlement);
        const voided = allocate(
          charges,
          payments.map((p, i) => (i === index ? { ...p, voided: true } : p)),
          asOf,
          settlement,
        );
        const absent = allocate(
          charges,
          payments.filter((_, i) => i !== index),
          asOf,
          settlement,
        );
        expect(voided.charges).toEqual(absent.charges);
        expect(voided.totals).toEqual(absent.totals);
        expect(voided.payments.filter((p) => p.id !== target.id)).toEqual(absent.payments);
        const counted = !target.voided && target.paidOn <= asOf;
        expect(voided.totals.paid).toBe(before.totals.paid - (counted ? target.amount : 0));
        expect(voided.totals.charged).toBe(before.totals.charged);
        expect(voided.payments.find((p) => p.id === target.id)!.allocations).toEqual([]);
      }),
      RUNS,
    );
  });

  test("property: backdating a payment (or recording order) only changes which payment pays which charge: every charge's paid/outstanding and the totals stay", () => {
    fc.assert(
      fc.property(
        caseArb,
        fc.nat(),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: -50, max: 50 }),
        ({ charges, payments, asOf, settlement }, pick, back, reseq) => {
          fc.pre(payments.length > 0);
          const index = pick % payments.length;
          const target = payments[index]!;
          fc.pre(target.paidOn <= asOf);
          const moved = payments.map((p, i) => (i === index ? { ...p, paidOn: addDays(p.paidOn, -back), seq: p.seq + reseq } : p));
          const before = allocate(charges, payments, asOf, settlement);
          const after = allocate(charges, moved, asOf, settlement);
          expect(after.charges).toEqual(before.charges);
          expect(after.totals).toEqual(before.totals);
          expect(after.creditRefund).toEqual(before.creditRefund);
          // Which source (payment, group credit, deposit) pays what may change; the total allocated does not.
          expect(amounts(allAllocations(after))).toBe(amounts(allAllocations(before)));
        },
      ),
      RUNS,
    );
  });
});

describe("notice, check-out and settlement", () => {
  test("sudden means no notice or fewer than 10 days from notice to leave", () => {
    expect(isSudden(null, "2026-03-31")).toBe(true);
    expect(isSudden("2026-03-22", "2026-03-31")).toBe(true); // 9 days
    expect(isSudden("2026-03-21", "2026-03-31")).toBe(false); // 10 days
    expect(isSudden("2026-02-01", "2026-03-31")).toBe(false);
  });

  test("check-out items: the fee unless waived, each damage, the lost-key fine, all dated on the leave day", () => {
    const base = {
      leaveDate: "2026-03-31",
      noticeDate: null,
      currentRent: 15_000,
      damages: [
        { description: "Window", amount: 2_000 },
        { description: "Lamp", amount: 300 },
      ],
      keyLost: true,
      waive: false,
    };
    const out = checkOutCharges(base);
    expect(out).toMatchObject({ sudden: true, waived: false, suddenDepartureFee: 15_000, damages: 2_300, lostKeyFine: LOST_KEY_FINE });
    expect(out.items.map((i) => [i.kind, i.description, i.amount, i.period, i.chargedOn, i.dueOn])).toEqual([
      ["sudden_departure", expect.any(String), 15_000, null, "2026-03-31", "2026-03-31"],
      ["damage", "Window", 2_000, null, "2026-03-31", "2026-03-31"],
      ["damage", "Lamp", 300, null, "2026-03-31", "2026-03-31"],
      ["lost_key", "Lost key", 500, null, "2026-03-31", "2026-03-31"],
    ]);
    const waived = checkOutCharges({ ...base, waive: true, keyLost: false, damages: [] });
    expect(waived).toEqual({ sudden: true, waived: true, suddenDepartureFee: 0, damages: 0, lostKeyFine: 0, items: [] });
    // Waiving a fee that is not due records nothing as waived.
    expect(checkOutCharges({ ...base, noticeDate: "2026-03-01", waive: true })).toMatchObject({
      sudden: false,
      waived: false,
      suddenDepartureFee: 0,
    });
  });

  test("property: settlement identities: refund − creditRefunded + depositApplied = deposit; stillOwed = max(balance − deposit, 0); balance − depositApplied + creditRefunded = stillOwed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: -100_000, max: 200_000 }), (deposit, balance) => {
        const s = settle({ deposit, balanceBeforeDeposit: balance });
        expect(s.depositApplied).toBe(Math.min(deposit, Math.max(balance, 0)));
        expect(s.creditRefunded).toBe(Math.max(-balance, 0));
        expect(s.refund - s.creditRefunded + s.depositApplied).toBe(deposit);
        expect(s.stillOwed).toBe(Math.max(balance - deposit, 0));
        expect(balance - s.depositApplied + s.creditRefunded).toBe(s.stillOwed);
        expect(Math.min(s.depositApplied, s.creditRefunded, s.refund, s.stillOwed)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1000 },
    );
  });

  test("property: after check-out the ledger's balance is stillOwed: charged − paid − depositApplied + creditRefunded = stillOwed, and nothing else is owed", () => {
    fc.assert(
      fc.property(chargesArb, paymentsArb, dayArb, fc.integer({ min: 0, max: 30_000 }), (charges, payments, leaveDate, deposit) => {
        const before = allocate(charges, payments, leaveDate);
        const s = settle({ deposit, balanceBeforeDeposit: before.totals.balance });
        const line: SettlementLine = { on: leaveDate, depositApplied: s.depositApplied, creditRefunded: s.creditRefunded };
        const after = allocate(charges, payments, leaveDate, line);
        const { charged, paid, depositApplied, creditRefunded, balance } = after.totals;
        expect(charged - paid - depositApplied + creditRefunded).toBe(s.stillOwed);
        expect(balance).toBe(s.stillOwed);
        expect(after.outstanding).toBe(s.stillOwed);
        expect(after.advance).toBe(0);
        expect(after.creditRefund?.outstanding ?? 0).toBe(0);
        // The day before, the settlement does not count.
        expect(allocate(charges, payments, addDays(leaveDate, -1), line).totals.depositApplied).toBe(0);
      }),
      RUNS,
    );
  });
});
