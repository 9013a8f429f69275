import fc from "fast-check";
import { addDays, daysBetween, firstDay, lastDay, maxDay, periodOf, periodsFromTo, type Day, type Period } from "@/lib/money/days";
import { allocate, type PaymentLine } from "@/lib/money/ledger";
import { settleCheckOut } from "@/lib/money/check-out";
import { reconcileRent, type RentPart } from "@/lib/money/rent";
import {
  LATE_FEE_RANK,
  reconcileLateFees,
  reconcileMonthlyExtras,
  type ExtrasTerms,
  type LateFeeRule,
  type MonthlySubscription,
  type TypedLine,
} from "@/lib/money/extras";
import {
  extraKey,
  firstCoveredDay,
  referenceLateFees,
  referenceMonthlyExtras,
  sum,
  withAllocationFields,
  type Line,
} from "./support/bills-reference";

const BASE = "2026-01-01";
const SUBSCRIBED_TYPES = ["mess", "laundry", "cooler"];
const ROOM_TYPE = "room-charge";
const LATE_FEE_TYPE = "late-fee";
const dayAfter = (day: Day) => (n: number) => addDays(day, n);

type UnrankedLine = Omit<Line, "group" | "rank">;

/** Writes lines a reconcile returned as the services' postLines would: new ids, issue order, no reversal. */
function post(ledger: UnrankedLine[], lines: Omit<UnrankedLine, "id" | "seq" | "reversesId">[]): UnrankedLine[] {
  return [...ledger, ...lines.map((line, i) => ({ ...line, id: `c${ledger.length + i}`, seq: ledger.length + i + 1, reversesId: null }))];
}

/** expect(actual).toEqual(expected), building the matcher only on a mismatch: the properties check thousands of states. */
function agree(actual: unknown, expected: unknown) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual).toEqual(expected);
}

const netsByKey = (lines: TypedLine[]) => {
  const nets = new Map<string, number>();
  for (const line of lines)
    nets.set(extraKey(line.typeId!, line.period!), (nets.get(extraKey(line.typeId!, line.period!)) ?? 0) + line.amount);
  return nets;
};

describe("monthly extras (rule B1)", () => {
  test("worked example D: mess 6,000 from check-in 2026-04-10, cooler 1,200 in months 4–9 from 2026-05-01, leave 2026-09-15", () => {
    const terms: ExtrasTerms = {
      checkIn: "2026-04-10",
      leaveDate: null,
      cancelled: false,
      subscriptions: [
        { typeId: "mess", from: "2026-04-10", to: null, amount: 6_000, months: [] },
        { typeId: "cooler", from: "2026-05-01", to: null, amount: 1_200, months: [4, 5, 6, 7, 8, 9] },
      ],
      roomCharges: [],
      roomTypeId: ROOM_TYPE,
    };
    const issued = post([], reconcileMonthlyExtras(terms, [], "2026-09", "2026-09-01"));
    expect(issued.filter((line) => line.period === "2026-04")).toMatchObject([
      { kind: "extra", typeId: "mess", amount: 4_200, chargedOn: "2026-04-10", dueOn: "2026-04-10" },
    ]);
    expect(
      issued.filter((line) => line.period === "2026-05").map((line) => [line.typeId, line.amount, line.chargedOn, line.dueOn]),
    ).toEqual([
      ["cooler", 1_200, "2026-05-01", "2026-05-05"],
      ["mess", 6_000, "2026-05-01", "2026-05-05"],
    ]);
    const checkedOut = reconcileMonthlyExtras({ ...terms, leaveDate: "2026-09-15" }, issued, "2026-09", "2026-09-15");
    expect(checkedOut.map((line) => [line.kind, line.typeId, line.period, line.amount, line.chargedOn, line.dueOn])).toEqual([
      ["adjustment", "cooler", "2026-09", -600, "2026-09-01", "2026-09-05"],
      ["adjustment", "mess", "2026-09", -3_000, "2026-09-01", "2026-09-05"],
    ]);
    const all = post(issued, checkedOut);
    expect([
      sum(all.filter((line) => line.typeId === "mess").map((line) => line.amount)),
      sum(all.filter((line) => line.typeId === "cooler").map((line) => line.amount)),
    ]).toEqual([31_200, 5_400]);
  });

  test("worked example D at check-out (settleCheckOut): rent 52,000, extras 36,600, deposit applied 8,600, refund 1,400", () => {
    const parts = [{ from: "2026-04-10", monthlyRent: 10_000 }];
    const extras: ExtrasTerms = {
      checkIn: "2026-04-10",
      leaveDate: null,
      cancelled: false,
      subscriptions: [
        { typeId: "mess", from: "2026-04-10", to: null, amount: 6_000, months: [] },
        { typeId: "cooler", from: "2026-05-01", to: null, amount: 1_200, months: [4, 5, 6, 7, 8, 9] },
      ],
      roomCharges: [],
      roomTypeId: ROOM_TYPE,
    };
    const rent = post(
      [],
      reconcileRent({ checkIn: "2026-04-10", leaveDate: null, parts }, [], "2026-09").map((line) => ({
        ...line,
        typeId: null,
        source: null,
      })),
    );
    const lines = withAllocationFields(
      post(rent, reconcileMonthlyExtras(extras, [], "2026-09", "2026-09-01")),
      ["mess", "cooler"],
      LATE_FEE_TYPE,
    );
    const payments: PaymentLine[] = [{ id: "p", amount: 80_000, paidOn: "2026-09-10", seq: 1, voided: false }];
    const { figures, extraLines, lateFeeLines } = settleCheckOut(
      {
        today: "2026-09-15",
        checkIn: "2026-04-10",
        fixedTotal: null,
        parts,
        currentRent: 10_000,
        noticeDate: "2026-09-01",
        deposit: 10_000,
        charges: lines,
        paid: 80_000,
        bills: {
          extras,
          lines,
          payments,
          lateFee: { typeId: LATE_FEE_TYPE, graceDays: 5, amount: 0, from: null },
          typeRanks: { mess: 1, cooler: 2 },
        },
      },
      { leaveDate: "2026-09-15", damages: [], keyLost: false, waive: false },
    );
    expect(extraLines.map((line) => [line.typeId, line.amount])).toEqual([
      ["cooler", -600],
      ["mess", -3_000],
    ]);
    expect(lateFeeLines).toEqual([]);
    expect([figures.rentCharged, figures.extrasCharged, figures.balanceBeforeDeposit, figures.depositApplied, figures.refund]).toEqual([
      52_000, 36_600, 8_600, 8_600, 1_400,
    ]);
  });

  const monthsArb = fc.oneof(fc.constant<number[]>([]), fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 6 }));
  // A stay, its subscriptions (each subscribed at one of the reconcile days), its rooms' additional
  // charges, the days reconcile runs on (the stay is checked out once a day reaches its leave date) and,
  // before each day, maybe a change of one subscription's end or amount.
  const extrasCaseArb = fc.record({
    checkIn: fc.integer({ min: 0, max: 150 }).map(dayAfter(BASE)),
    stayDays: fc.option(fc.integer({ min: 0, max: 300 }), { freq: 2 }),
    typeMonths: fc.tuple(monthsArb, monthsArb, monthsArb),
    subscriptions: fc.array(
      fc.record({
        type: fc.integer({ min: 0, max: 2 }),
        fromOffset: fc.integer({ min: -60, max: 250 }),
        length: fc.option(fc.integer({ min: 0, max: 200 })),
        amount: fc.integer({ min: 0, max: 20_000 }),
        subscribedAtStep: fc.integer({ min: 0, max: 4 }),
      }),
      { maxLength: 4 },
    ),
    room: fc.record({
      first: fc.integer({ min: 0, max: 5_000 }),
      moves: fc.array(fc.record({ after: fc.integer({ min: 1, max: 250 }), charge: fc.integer({ min: 0, max: 5_000 }) }), { maxLength: 2 }),
    }),
    days: fc.uniqueArray(fc.integer({ min: -10, max: 340 }), { minLength: 1, maxLength: 8 }),
    changes: fc.array(
      fc.option(
        fc.record({
          which: fc.nat(),
          length: fc.option(fc.integer({ min: 0, max: 250 })),
          amount: fc.option(fc.integer({ min: 0, max: 20_000 })),
        }),
        { freq: 2 },
      ),
      { maxLength: 8 },
    ),
  });

  test("property: reconciling on each day and applying gives one extra line per (type, month), integer lines, nets equal to a day-by-day reference, whole months at their amount; a second call returns []; a cancellation nets every month to 0", () => {
    fc.assert(
      fc.property(extrasCaseArb, (c) => {
        const subscriptions: (MonthlySubscription & { subscribedAtStep: number })[] = c.subscriptions.map((s) => {
          const from = addDays(c.checkIn, s.fromOffset);
          return {
            typeId: SUBSCRIBED_TYPES[s.type]!,
            from,
            to: s.length === null ? null : addDays(from, s.length),
            amount: s.amount,
            months: c.typeMonths[s.type]!,
            subscribedAtStep: s.subscribedAtStep,
          };
        });
        const roomCharges: RentPart[] = [
          { from: c.checkIn, monthlyRent: c.room.first },
          ...c.room.moves.map((move) => ({ from: addDays(c.checkIn, move.after), monthlyRent: move.charge })),
        ];
        const leave = c.stayDays === null ? null : addDays(c.checkIn, c.stayDays);
        const days = [...c.days].sort((a, b) => a - b).map(dayAfter(c.checkIn));
        const termsOn = (today: Day, step: number): ExtrasTerms => ({
          checkIn: c.checkIn,
          leaveDate: leave !== null && today >= leave ? leave : null,
          cancelled: false,
          subscriptions: subscriptions.filter((s) => s.subscribedAtStep <= step).map(({ subscribedAtStep: _, ...s }) => s),
          roomCharges,
          roomTypeId: ROOM_TYPE,
        });
        let ledger: UnrankedLine[] = [];

        const checkLedger = (terms: ExtrasTerms, through: Period) => {
          // (b) one `extra` line per (type, month); (c) integers.
          const extras = ledger.filter((line) => line.kind === "extra").map((line) => extraKey(line.typeId!, line.period!));
          agree(new Set(extras).size, extras.length);
          agree(
            ledger.filter((line) => !Number.isInteger(line.amount)),
            [],
          );
          // (d) the net of each (type, month) is the reference's.
          const nets = netsByKey(ledger);
          const expected = referenceMonthlyExtras(terms, through);
          const keys = [...new Set([...nets.keys(), ...expected.keys()])].sort();
          agree(
            keys.map((key) => [key, nets.get(key) ?? 0]),
            keys.map((key) => [key, expected.get(key) ?? 0]),
          );
          // (e) a month wholly covered by a type's only subscription costs exactly its amount.
          if (terms.cancelled || periodOf(terms.checkIn) > through) return;
          const wholeMonths: [string, number, number][] = [];
          for (const subscription of terms.subscriptions.filter(
            (s) => terms.subscriptions.filter((other) => other.typeId === s.typeId).length === 1,
          )) {
            for (const period of periodsFromTo(periodOf(terms.checkIn), through)) {
              const applies = subscription.months.length === 0 || subscription.months.includes(Number(period.slice(5)));
              const start = maxDay(subscription.from, terms.checkIn);
              const ends = [subscription.to, terms.leaveDate].filter((day): day is Day => day !== null);
              if (applies && start <= firstDay(period) && ends.every((end) => end >= lastDay(period)))
                wholeMonths.push([
                  extraKey(subscription.typeId, period),
                  nets.get(extraKey(subscription.typeId, period)) ?? 0,
                  subscription.amount,
                ]);
            }
          }
          agree(
            wholeMonths.filter(([, net, amount]) => net !== amount),
            [],
          );
        };

        const reconcileOn = (terms: ExtrasTerms, today: Day) => {
          const lines = reconcileMonthlyExtras(terms, ledger, periodOf(today), today);
          // Each line is a non-zero integer; a new month's line is dated from its first covered day and due
          // on the 5th or that day when later; a correction keeps its charge's dates, due no earlier than
          // today when it asks for more.
          const expectedDates = lines.map((line) => {
            const anchor = ledger.find(
              (issued) => issued.kind === "extra" && issued.typeId === line.typeId && issued.period === line.period,
            );
            if (line.kind === "adjustment")
              return [line.kind, true, anchor?.chargedOn, anchor && (line.amount > 0 ? maxDay(anchor.dueOn, today) : anchor.dueOn)];
            const chargedOn =
              line.typeId === ROOM_TYPE ? maxDay(terms.checkIn, firstDay(line.period)) : firstCoveredDay(terms, line.typeId, line.period);
            return [anchor ? "second extra" : line.kind, true, chargedOn, chargedOn && maxDay(`${line.period}-05`, chargedOn)];
          });
          agree(
            lines.map((line) => [line.kind, Number.isInteger(line.amount) && line.amount !== 0, line.chargedOn, line.dueOn]),
            expectedDates,
          );
          ledger = post(ledger, lines);
          // (a) applying what it returned leaves nothing to do (when it returned nothing, the call was that check).
          if (lines.length > 0) agree(reconcileMonthlyExtras(terms, ledger, periodOf(today), today), []);
          checkLedger(terms, periodOf(today));
        };

        days.forEach((today, step) => {
          const change = c.changes[step];
          if (step > 0 && change && subscriptions.length > 0) {
            const subscription = subscriptions[change.which % subscriptions.length]!;
            if (change.length !== null) subscription.to = addDays(subscription.from, change.length);
            else if (change.amount === null) subscription.to = null;
            if (change.amount !== null) subscription.amount = change.amount;
          }
          reconcileOn(termsOn(today, step), today);
        });
        // (f) a cancellation reverses every month to 0.
        const today = days[days.length - 1]!;
        reconcileOn({ ...termsOn(today, days.length), cancelled: true }, today);
        agree(
          [...netsByKey(ledger)].filter(([, net]) => net !== 0),
          [],
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe("late fees (rule B4)", () => {
  const asLines = (lines: { kind: Line["kind"]; period: Period; amount: number; chargedOn: Day; dueOn: Day }[], from = 0): UnrankedLine[] =>
    lines.map((line, i) => ({ ...line, id: `r${from + i}`, seq: from + i + 1, typeId: null, source: null, reversesId: null }));
  const feeNet = (ledger: UnrankedLine[], period: Period) =>
    sum(ledger.filter((line) => line.typeId === LATE_FEE_TYPE && line.period === period).map((line) => line.amount));

  test("worked example F: grace 5 days, 500; a fee for February that a payment re-dated to 02-09 reverses", () => {
    const rule: LateFeeRule = { typeId: LATE_FEE_TYPE, graceDays: 5, amount: 500, from: "2026-01-01" };
    const rent = asLines(
      reconcileRent({ checkIn: "2026-01-01", leaveDate: null, parts: [{ from: "2026-01-01", monthlyRent: 12_000 }] }, [], "2026-03"),
    );
    const payments: PaymentLine[] = [
      { id: "jan", amount: 12_000, paidOn: "2026-01-03", seq: 1, voided: false },
      { id: "feb", amount: 12_000, paidOn: "2026-02-12", seq: 2, voided: false },
      { id: "mar", amount: 12_500, paidOn: "2026-03-08", seq: 3, voided: false },
    ];
    const reconcile = (ledger: UnrankedLine[]) =>
      reconcileLateFees({
        charges: withAllocationFields(ledger, [], LATE_FEE_TYPE),
        payments,
        settlement: null,
        leaveDate: null,
        today: "2026-03-20",
        rule,
      });
    const fined = reconcile(rent);
    expect(fined).toEqual([
      {
        kind: "late_fee",
        typeId: LATE_FEE_TYPE,
        source: null,
        period: "2026-02",
        amount: 500,
        chargedOn: "2026-02-10",
        dueOn: "2026-02-10",
      },
    ]);
    const ledger = post(rent, fined);
    expect(reconcile(ledger)).toEqual([]);
    payments[1] = { ...payments[1]!, voided: true };
    payments.push({ id: "feb-again", amount: 12_000, paidOn: "2026-02-09", seq: 4, voided: false });
    expect(reconcile(ledger)).toEqual([
      {
        kind: "adjustment",
        typeId: LATE_FEE_TYPE,
        source: null,
        period: "2026-02",
        amount: -500,
        chargedOn: "2026-02-10",
        dueOn: "2026-02-10",
      },
    ]);
    expect(allocate(withAllocationFields(post(ledger, reconcile(ledger)), [], LATE_FEE_TYPE), payments, "2026-03-20").totals.balance).toBe(
      -500,
    );
  });

  // A stay of two to eight months and its rent lines as reconcileRent issues them (a check-out prorates
  // the leave month), payments recorded one by one in random date order, some voided later, some fees
  // waived along the way, and a late-fee rule counting from a random day.
  const lateCaseArb = fc.record({
    checkIn: fc.integer({ min: 0, max: 150 }).map(dayAfter(BASE)),
    stayDays: fc.integer({ min: 40, max: 240 }),
    checkedOut: fc.boolean(),
    todayAfter: fc.integer({ min: 0, max: 30 }),
    rent: fc.integer({ min: 1_000, max: 20_000 }),
    rentChange: fc.option(fc.record({ after: fc.integer({ min: 1, max: 200 }), rent: fc.integer({ min: 1_000, max: 20_000 }) })),
    payments: fc.array(
      fc.record({
        at: fc.integer({ min: 0, max: 1_000 }),
        amount: fc.oneof(fc.integer({ min: 1, max: 30_000 }), fc.constantFrom("rent", "rent and fee")),
        voided: fc.boolean(),
      }),
      { maxLength: 8 },
    ),
    voidSeed: fc.nat(),
    waivers: fc.array(fc.record({ step: fc.nat({ max: 20 }), pick: fc.nat() }), { maxLength: 2 }),
    rule: fc.record({
      graceDays: fc.integer({ min: 0, max: 10 }),
      amount: fc.integer({ min: 100, max: 1_000 }),
      fromOffset: fc.integer({ min: -30, max: 200 }),
    }),
  });

  test("property: after each payment, void and waiver, each month's fee nets to a day-by-day reference, a second call returns [], and a waived month is never fined again", () => {
    fc.assert(
      fc.property(lateCaseArb, (c) => {
        const parts: RentPart[] = [
          { from: c.checkIn, monthlyRent: c.rent },
          ...(c.rentChange ? [{ from: addDays(c.checkIn, c.rentChange.after), monthlyRent: c.rentChange.rent }] : []),
        ];
        const end = addDays(c.checkIn, c.stayDays - 1);
        const today = addDays(end, c.todayAfter);
        const leaveDate = c.checkedOut ? end : null;
        const issuedRent = reconcileRent({ checkIn: c.checkIn, leaveDate: null, parts }, [], periodOf(leaveDate ?? today));
        const checkOut = leaveDate ? reconcileRent({ checkIn: c.checkIn, leaveDate, parts }, issuedRent, periodOf(today), leaveDate) : [];
        const rentLines = asLines([...issuedRent, ...checkOut]);
        const rule: LateFeeRule = {
          typeId: LATE_FEE_TYPE,
          graceDays: c.rule.graceDays,
          amount: c.rule.amount,
          from: addDays(c.checkIn, c.rule.fromOffset),
        };
        const firstPaidOn = addDays(c.checkIn, -5);
        const span = daysBetween(firstPaidOn, today);
        const payments: PaymentLine[] = c.payments.map((p, i) => ({
          id: `p${i}`,
          amount: p.amount === "rent" ? c.rent : p.amount === "rent and fee" ? c.rent + rule.amount : p.amount,
          paidOn: addDays(firstPaidOn, Math.floor((p.at * span) / 1_000)),
          seq: i + 1,
          voided: false,
        }));
        const toVoid = payments
          .filter((_, i) => c.payments[i]!.voided)
          .map((p, i) => ({ p, key: (c.voidSeed * 7919 + i * 104_729) % 1_009 }));
        const events = [...payments.map((p) => ({ add: p })), ...toVoid.sort((a, b) => a.key - b.key).map(({ p }) => ({ voids: p.id }))];

        let ledger: UnrankedLine[] = rentLines.map((line, i) => ({ ...line, seq: i + 1 }));
        let recorded: PaymentLine[] = [];
        const waived = new Set<Period>();
        const reconcile = () =>
          reconcileLateFees({
            charges: withAllocationFields(ledger, SUBSCRIBED_TYPES, LATE_FEE_TYPE),
            payments: recorded,
            settlement: null,
            leaveDate,
            today,
            rule,
          });
        const rentMonths = rentLines.filter((line) => line.kind === "rent").map((line) => line.period!);

        const step = (index: number) => {
          for (const waiver of c.waivers.filter((w) => w.step === index)) {
            const fined = rentMonths.filter((period) => !waived.has(period) && feeNet(ledger, period) > 0);
            if (fined.length === 0) continue;
            const period = fined[waiver.pick % fined.length]!;
            const fee = ledger.find((line) => line.kind === "late_fee" && line.period === period)!;
            ledger = [
              ...ledger,
              {
                ...fee,
                id: `w${ledger.length}`,
                seq: ledger.length + 1,
                kind: "adjustment",
                amount: -feeNet(ledger, period),
                source: "waiver",
                reversesId: fee.id,
              },
            ];
            waived.add(period);
          }
          const lines = reconcile();
          // A fee, or its correction, is a non-zero integer dated D, never for a waived month; a correction
          // that issues the fee again is due no earlier than today.
          agree(
            lines.map((line) => [
              line.period,
              Number.isInteger(line.amount) && line.amount !== 0 && !waived.has(line.period),
              line.chargedOn,
              line.dueOn,
            ]),
            lines.map((line) => {
              const day = addDays(rentLines.find((rent) => rent.kind === "rent" && rent.period === line.period)!.dueOn, rule.graceDays);
              return [line.period, true, day, line.kind === "adjustment" && line.amount > 0 ? maxDay(day, today) : day];
            }),
          );
          ledger = post(ledger, lines);
          if (lines.length > 0) agree(reconcile(), []);
          const fees = ledger.filter((line) => line.kind === "late_fee").map((line) => line.period!);
          agree(new Set(fees).size, fees.length);
          const expected = referenceLateFees(withAllocationFields(rentLines, [], LATE_FEE_TYPE), recorded, rule, today, leaveDate, waived);
          const periods = [...new Set([...rentMonths, ...fees])].sort();
          agree(
            periods.map((period) => [period, feeNet(ledger, period)]),
            periods.map((period) => [period, expected.get(period) ?? 0]),
          );
        };

        step(0);
        events.forEach((event, i) => {
          if ("add" in event) recorded = [...recorded, event.add];
          else recorded = recorded.map((p) => (p.id === event.voids ? { ...p, voided: true } : p));
          step(i + 1);
        });
      }),
      { numRuns: 100 },
    );
  });
});

describe("allocation with typed lines (README: Allocation)", () => {
  const TYPE_ORDER = ["laundry", "mess", "electricity"];

  test("charges due the same day are paid rent first, then extras in their types' order, the late fee last", () => {
    const on = { chargedOn: "2026-03-01", dueOn: "2026-03-05", period: "2026-03" };
    const lines = withAllocationFields(
      [
        { ...on, id: "fee", seq: 1, kind: "late_fee", amount: 500, typeId: LATE_FEE_TYPE, source: null, reversesId: null },
        { ...on, id: "mess", seq: 2, kind: "extra", amount: 3_000, typeId: "mess", source: "monthly", reversesId: null },
        { ...on, id: "rent", seq: 3, kind: "rent", amount: 10_000, typeId: null, source: null, reversesId: null },
        { ...on, id: "laundry", seq: 4, kind: "extra", amount: 800, typeId: "laundry", source: "monthly", reversesId: null },
      ],
      TYPE_ORDER,
      LATE_FEE_TYPE,
    );
    expect(lines.map((line) => line.rank)).toEqual([LATE_FEE_RANK, 2, 0, 1]);
    const view = allocate(lines, [{ id: "p", amount: 10_900, paidOn: "2026-03-02", seq: 1, voided: false }], "2026-03-31");
    expect(view.payments[0]!.allocations.map((a) => [a.chargeId, a.amount])).toEqual([
      ["rent", 10_000],
      ["laundry", 800],
      ["mess", 100],
    ]);
    expect(view.charges.map((charge) => [charge.id, charge.paid, charge.outstanding])).toEqual([
      ["fee", 0, 500],
      ["mess", 100, 2_900],
      ["rent", 10_000, 0],
      ["laundry", 800, 0],
    ]);
  });

  const PERIODS = ["2026-02", "2026-03", "2026-04"];
  const DUE_DAYS = ["2026-02-05", "2026-02-10", "2026-03-05", "2026-03-10", "2026-04-05"];
  const SHAPES = [
    "rent",
    "rent adjustment",
    "damage",
    "monthly",
    "monthly adjustment",
    "one-off",
    "meter",
    "reversal",
    "late fee",
    "late fee adjustment",
    "waiver",
  ] as const;
  const dayArb = fc.integer({ min: 0, max: 120 }).map(dayAfter(BASE));
  // Lines of every shape the bills add, a reversal or waiver reversing an earlier line of its kind.
  const ledgerArb = fc
    .array(
      fc.record({
        shape: fc.constantFrom(...SHAPES),
        type: fc.integer({ min: 0, max: 1 }),
        period: fc.constantFrom(...PERIODS),
        amount: fc.integer({ min: 0, max: 20_000 }),
        signed: fc.integer({ min: -15_000, max: 15_000 }),
        chargedOn: dayArb,
        dueOn: fc.constantFrom(...DUE_DAYS),
        target: fc.nat(),
      }),
      { maxLength: 14 },
    )
    .map((specs) => {
      const lines: UnrankedLine[] = [];
      for (const spec of specs) {
        const base = {
          id: `c${lines.length}`,
          seq: lines.length + 1,
          period: spec.period,
          chargedOn: spec.chargedOn,
          dueOn: spec.dueOn,
          reversesId: null,
        };
        const typeId = TYPE_ORDER[spec.type]!;
        const reverse = (candidates: UnrankedLine[], source: "reversal" | "waiver") => {
          const reversed = candidates[spec.target % candidates.length];
          if (reversed)
            lines.push({
              ...reversed,
              id: base.id,
              seq: base.seq,
              kind: "adjustment",
              amount: -reversed.amount,
              source,
              reversesId: reversed.id,
            });
        };
        if (spec.shape === "rent") lines.push({ ...base, kind: "rent", amount: spec.amount, typeId: null, source: null });
        else if (spec.shape === "rent adjustment")
          lines.push({ ...base, kind: "adjustment", amount: spec.signed, typeId: null, source: null });
        else if (spec.shape === "damage")
          lines.push({ ...base, kind: "damage", period: null, amount: spec.amount, typeId: null, source: null });
        else if (spec.shape === "monthly") lines.push({ ...base, kind: "extra", amount: spec.amount, typeId, source: "monthly" });
        else if (spec.shape === "monthly adjustment")
          lines.push({ ...base, kind: "adjustment", amount: spec.signed, typeId, source: "monthly" });
        else if (spec.shape === "one-off") lines.push({ ...base, kind: "extra", amount: spec.amount, typeId, source: "one_off" });
        else if (spec.shape === "meter")
          lines.push({ ...base, kind: "extra", amount: spec.amount, typeId: "electricity", source: "meter" });
        else if (spec.shape === "late fee")
          lines.push({ ...base, kind: "late_fee", amount: 100 + (spec.amount % 900), typeId: LATE_FEE_TYPE, source: null });
        else if (spec.shape === "late fee adjustment")
          lines.push({ ...base, kind: "adjustment", amount: spec.signed % 1_000, typeId: LATE_FEE_TYPE, source: null });
        else if (spec.shape === "reversal")
          reverse(
            lines.filter((line) => line.source === "one_off" || line.source === "meter"),
            "reversal",
          );
        else
          reverse(
            lines.filter((line) => line.kind === "late_fee"),
            "waiver",
          );
      }
      return withAllocationFields(lines, TYPE_ORDER, LATE_FEE_TYPE);
    });
  const paymentsArb = fc
    .array(fc.record({ amount: fc.integer({ min: 1, max: 30_000 }), paidOn: dayArb, voided: fc.boolean() }), { maxLength: 6 })
    .map((rows) => rows.map((row, i): PaymentLine => ({ id: `p${i}`, seq: i + 1, ...row })));
  const settlementArb = fc.option(
    fc.record({ on: dayArb, depositApplied: fc.integer({ min: 0, max: 15_000 }), creditRefunded: fc.integer({ min: 0, max: 15_000 }) }),
    { freq: 2 },
  );

  test("property: balance, Σ outstanding, each charge's paid + outstanding = its share of its group, groups paid by (due day, rank, issue order)", () => {
    fc.assert(
      fc.property(ledgerArb, paymentsArb, settlementArb, dayArb, (lines, payments, settlement, asOf) => {
        const view = allocate(lines, payments, asOf, settlement);
        const settled = settlement && settlement.on <= asOf ? settlement : null;
        const counted = lines.filter((line) => line.chargedOn <= asOf);
        const balance =
          sum(counted.map((line) => line.amount)) -
          sum(payments.filter((p) => !p.voided && p.paidOn <= asOf).map((p) => p.amount)) -
          (settled?.depositApplied ?? 0) +
          (settled?.creditRefunded ?? 0);
        expect(view.totals.balance).toBe(balance);
        expect(sum(view.charges.map((charge) => charge.outstanding)) + (view.creditRefund?.outstanding ?? 0)).toBe(Math.max(balance, 0));

        // Groups as README "Allocation" and chargeGroup define them; shares in issue order.
        const keyOf = (line: Line) =>
          line.group ??
          ((line.kind === "rent" || line.kind === "adjustment") && line.period !== null ? `period:${line.period}` : `line:${line.id}`);
        const groups = new Map<string, Line[]>();
        for (const line of [...counted].sort((a, b) => a.seq - b.seq)) groups.set(keyOf(line), [...(groups.get(keyOf(line)) ?? []), line]);
        const byId = new Map(view.charges.map((charge) => [charge.id, charge]));
        const ordered: { dueOn: Day; rank: number; seq: number; paid: number; outstanding: number }[] = [];
        for (const members of groups.values()) {
          const net = sum(members.map((line) => line.amount));
          let left = Math.max(net, 0);
          for (const line of members) {
            const share = line.amount > 0 ? Math.min(line.amount, left) : 0;
            left -= share;
            expect(byId.get(line.id)!.paid + byId.get(line.id)!.outstanding).toBe(share);
          }
          if (members.every((line) => line.typeId !== null)) expect(new Set(members.map((line) => line.rank)).size).toBe(1);
          if (net > 0) {
            const first = members[0]!;
            ordered.push({
              dueOn: first.dueOn,
              rank: first.rank!,
              seq: first.seq,
              paid: sum(members.map((l) => byId.get(l.id)!.paid)),
              outstanding: sum(members.map((l) => byId.get(l.id)!.outstanding)),
            });
          }
        }
        ordered.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.rank - b.rank || a.seq - b.seq);
        const firstUnpaid = ordered.findIndex((group) => group.outstanding > 0);
        if (firstUnpaid >= 0) for (const group of ordered.slice(firstUnpaid + 1)) expect(group.paid).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
