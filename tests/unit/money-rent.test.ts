import fc from "fast-check";
import { addDays, daysInMonth, firstDay, lastDay, periodOf, periodsFromTo } from "@/lib/money/days";
import { monthRent, normaliseParts, reconcileRent, type IssuedRentLine, type RentPart } from "@/lib/money/rent";

const START = "2025-12-01";
const dayArb = (span = 150) => fc.integer({ min: 0, max: span }).map((n) => addDays(START, n));
const rentArb = fc.integer({ min: 0, max: 40_000 });

// A stay: check-in, then transfers / rent changes on or after it, maybe a leave day on or after the last one.
const stayArb = fc
  .record({
    checkIn: dayArb(),
    changes: fc.array(fc.record({ after: fc.integer({ min: 0, max: 120 }), monthlyRent: rentArb }), { maxLength: 4 }),
    firstRent: rentArb,
    leaveAfter: fc.option(fc.integer({ min: 0, max: 120 })),
  })
  .map(({ checkIn, changes, firstRent, leaveAfter }) => {
    const parts: RentPart[] = [
      { from: checkIn, monthlyRent: firstRent },
      ...changes.map((c) => ({ from: addDays(checkIn, c.after), monthlyRent: c.monthlyRent })),
    ];
    const lastChange = Math.max(0, ...changes.map((c) => c.after));
    return { checkIn, parts, leaveDate: leaveAfter === null ? null : addDays(checkIn, lastChange + leaveAfter) };
  });

const periodArb = fc.integer({ min: 0, max: 7 }).map((n) => periodsFromTo("2025-12", "2026-07")[n]!);

// Oracle: walk the month day by day, find the rent in force (the last part, in list order among
// equal `from`s, with from ≤ day), cut into runs of equal rent, round each run half up.
function oracle(period: string, parts: RentPart[], checkIn: string, leaveDate: string | null): number {
  const D = daysInMonth(period);
  const runs: { rent: number; days: number }[] = [];
  for (let day = firstDay(period); day <= lastDay(period); day = addDays(day, 1)) {
    if (day < checkIn || (leaveDate !== null && day > leaveDate)) continue;
    let rent: number | null = null;
    let from = "";
    for (const part of parts) if (part.from <= day && part.from >= from) [rent, from] = [part.monthlyRent, part.from];
    if (rent === null) continue;
    const last = runs[runs.length - 1];
    if (last && last.rent === rent) last.days++;
    else runs.push({ rent, days: 1 });
  }
  // Runs of equal rent are contiguous here because check-in/leave only trim the ends.
  return runs.reduce((sum, r) => sum + Math.floor((r.rent * r.days) / D + 0.5 + 1e-9), 0);
}

function stretches(period: string, parts: RentPart[], checkIn: string, leaveDate: string | null) {
  const start = firstDay(period) > checkIn ? firstDay(period) : checkIn;
  const end = leaveDate !== null && leaveDate < lastDay(period) ? leaveDate : lastDay(period);
  const schedule = normaliseParts(parts);
  return schedule.filter((p, i) => {
    const to = schedule[i + 1] ? addDays(schedule[i + 1]!.from, -1) : end;
    return (p.from > start ? p.from : start) <= (to < end ? to : end);
  });
}

describe("monthRent", () => {
  test("a part of a month: round(rent × days / daysInMonth), half up", () => {
    const parts = [{ from: "2026-01-16", monthlyRent: 12_000 }];
    expect(monthRent("2026-01", parts, "2026-01-16", null)).toBe(6_194); // 6,193.55
    expect(monthRent("2026-02", parts, "2026-01-16", "2026-02-14")).toBe(6_000); // exactly half
    expect(monthRent("2026-02", [{ from: "2026-02-01", monthlyRent: 1 }], "2026-02-01", "2026-02-14")).toBe(1); // 0.5 rounds up
    expect(monthRent("2026-02", [{ from: "2026-02-01", monthlyRent: 1 }], "2026-02-01", "2026-02-13")).toBe(0);
    expect(monthRent("2026-03", parts, "2026-01-16", "2026-02-28")).toBe(0); // after leaving
    expect(monthRent("2025-12", parts, "2026-01-16", null)).toBe(0); // before check-in
    expect(monthRent("2026-03", parts, "2026-01-16", "2026-03-01")).toBe(387); // both ends count: 1 day
  });

  test("a part starting the same day as a later one is replaced by it", () => {
    const parts = [
      { from: "2026-01-01", monthlyRent: 12_000 },
      { from: "2026-02-16", monthlyRent: 20_000 },
      { from: "2026-02-16", monthlyRent: 12_000 },
    ];
    expect(monthRent("2026-02", parts, "2026-01-01", null)).toBe(12_000);
  });

  test("three stretches in one month can cost a rupee above the highest rent (each stretch rounded alone)", () => {
    const parts = [
      { from: "2026-02-01", monthlyRent: 10_011 },
      { from: "2026-02-02", monthlyRent: 10_010 },
      { from: "2026-02-03", monthlyRent: 10_011 },
    ];
    expect(monthRent("2026-02", parts, "2026-02-01", null)).toBe(10_012); // 358 + 357 + 9,297
  });

  test("property: equals a day-by-day oracle (runs of equal rent, each rounded half up)", () => {
    fc.assert(
      fc.property(stayArb, periodArb, (stay, period) => {
        expect(monthRent(period, stay.parts, stay.checkIn, stay.leaveDate)).toBe(oracle(period, stay.parts, stay.checkIn, stay.leaveDate));
      }),
      { numRuns: 300 },
    );
  });

  test("property: a month wholly at one rent costs exactly that rent", () => {
    fc.assert(
      fc.property(stayArb, rentArb, periodArb, (stay, rent, period) => {
        // Move every change out of this month and cover it from check-in to beyond its end.
        const parts = [
          { from: addDays(firstDay(period), -40), monthlyRent: rent },
          { from: addDays(lastDay(period), 1), monthlyRent: stay.parts[0]!.monthlyRent },
        ];
        expect(monthRent(period, parts, addDays(firstDay(period), -40), null)).toBe(rent);
        expect(monthRent(period, parts, firstDay(period), lastDay(period))).toBe(rent);
      }),
    );
  });

  test("property: splitting a part into parts at the same rent changes no month", () => {
    fc.assert(
      fc.property(stayArb, fc.array(dayArb(), { minLength: 1, maxLength: 4 }), periodArb, (stay, splits, period) => {
        // A split repeats the rent in force on its day (splits before check-in are clamped to it).
        const split = splits
          .map((d) => (d < stay.checkIn ? stay.checkIn : d))
          .map((day) => {
            const inForce = normaliseParts(stay.parts)
              .filter((p) => p.from <= day)
              .pop()!;
            return { from: day, monthlyRent: inForce.monthlyRent };
          });
        const parts = normaliseParts([...stay.parts, ...split]); // the split goes after equal `from`s
        expect(monthRent(period, parts, stay.checkIn, stay.leaveDate)).toBe(monthRent(period, stay.parts, stay.checkIn, stay.leaveDate));
      }),
      { numRuns: 300 },
    );
  });

  test("property: 0 ≤ monthRent ≤ highest rent + ⌊(stretches − 1) / 2⌋, within half a rupee per stretch of the exact prorated amount", () => {
    fc.assert(
      fc.property(stayArb, periodArb, (stay, period) => {
        const rent = monthRent(period, stay.parts, stay.checkIn, stay.leaveDate);
        const used = stretches(period, stay.parts, stay.checkIn, stay.leaveDate);
        const k = used.length;
        expect(rent).toBeGreaterThanOrEqual(0);
        if (k === 0) return expect(rent).toBe(0);
        const highest = Math.max(...used.map((p) => p.monthlyRent));
        expect(rent).toBeLessThanOrEqual(highest + Math.floor((k - 1) / 2));
        // Exact prorated amount: Σ rent × days / D over the days stayed.
        let exact = 0;
        for (let day = firstDay(period); day <= lastDay(period); day = addDays(day, 1)) {
          if (day < stay.checkIn || (stay.leaveDate !== null && day > stay.leaveDate)) continue;
          exact +=
            normaliseParts(stay.parts)
              .filter((p) => p.from <= day)
              .pop()!.monthlyRent / daysInMonth(period);
        }
        expect(Math.abs(rent - exact)).toBeLessThanOrEqual(k / 2 + 1e-6);
      }),
      { numRuns: 300 },
    );
  });
});

describe("reconcileRent", () => {
  // Issues through one month with the first terms, then changes the terms (transfers, a leave day)
  // and reconciles through another month: the lines must then add up to the rent of each month.
  test("property: one rent line per month from check-in through min(through, leave month); every issued month sums to its rent; again issues nothing", () => {
    fc.assert(
      fc.property(stayArb, stayArb, periodArb, periodArb, (first, second, through1, through2) => {
        const initial = { checkIn: first.checkIn, leaveDate: null, parts: [first.parts[0]!] };
        const changed = {
          checkIn: first.checkIn,
          leaveDate: first.leaveDate,
          parts: [
            ...first.parts,
            ...second.parts.filter((p) => p.from >= first.checkIn && (first.leaveDate === null || p.from <= first.leaveDate)),
          ],
        };
        const lines: IssuedRentLine[] = [...reconcileRent(initial, [], through1)];
        const added = reconcileRent(changed, lines, through2);
        lines.push(...added);

        const lastMonth = changed.leaveDate === null ? through2 : [through2, periodOf(changed.leaveDate)].sort()[0]!;
        const expected = new Set(periodsFromTo(periodOf(changed.checkIn), lastMonth));
        for (const line of lines.filter((l) => l.kind === "rent")) {
          // Rent lines: counted from the 1st (or check-in), due the 5th (or the check-in day).
          expect(line.chargedOn).toBe(line.period === periodOf(changed.checkIn) ? changed.checkIn : firstDay(line.period));
          expect(line.dueOn).toBe(line.period === periodOf(changed.checkIn) ? changed.checkIn : `${line.period}-05`);
        }
        const rentPeriods = lines.filter((l) => l.kind === "rent").map((l) => l.period);
        expect(new Set(rentPeriods).size).toBe(rentPeriods.length);
        for (const period of expected) expect(rentPeriods).toContain(period);
        for (const period of new Set(lines.map((l) => l.period))) {
          const sum = lines.filter((l) => l.period === period).reduce((s, l) => s + l.amount, 0);
          expect(sum).toBe(monthRent(period, changed.parts, changed.checkIn, changed.leaveDate));
          const rentLine = lines.find((l) => l.period === period && l.kind === "rent")!;
          for (const adj of lines.filter((l) => l.period === period && l.kind === "adjustment")) {
            expect([adj.chargedOn, adj.dueOn]).toEqual([rentLine.chargedOn, rentLine.dueOn]);
            expect(adj.amount).not.toBe(0);
          }
        }
        // Nothing new is issued for months outside the expected range; old months there go to 0.
        for (const line of added.filter((l) => l.kind === "rent")) expect(expected.has(line.period)).toBe(true);
        expect(reconcileRent(changed, lines, through2)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  test("a reserved stay (check-in after the month) gets nothing; adjustments without a rent line are refused", () => {
    const stay = { checkIn: "2026-05-10", leaveDate: null, parts: [{ from: "2026-05-10", monthlyRent: 9_000 }] };
    expect(reconcileRent(stay, [], "2026-04")).toEqual([]);
    expect(() =>
      reconcileRent(stay, [{ kind: "adjustment", period: "2026-05", amount: -1, chargedOn: "2026-05-10", dueOn: "2026-05-10" }], "2026-05"),
    ).toThrow(/no rent line/);
  });
});

describe("reconcileRent when the check-in moves", () => {
  const parts = (from: string) => [{ from, monthlyRent: 9000 }];
  const apply = (lines: IssuedRentLine[], added: IssuedRentLine[]) => [...lines, ...added];
  const countedOn = (lines: IssuedRentLine[], period: string, asOf: string) =>
    lines.filter((line) => line.period === period && line.chargedOn <= asOf).reduce((sum, line) => sum + line.amount, 0);

  test("an earlier check-in in the same month counts the month from the new day, at every asOf, and settles", () => {
    const booked = { checkIn: "2026-11-28", leaveDate: null, parts: parts("2026-11-28") };
    let lines: IssuedRentLine[] = reconcileRent(booked, [], "2026-11");
    const corrected = { checkIn: "2026-11-03", leaveDate: null, parts: parts("2026-11-03") };
    lines = apply(lines, reconcileRent(corrected, lines, "2026-11", "2026-11-26"));
    const rent = monthRent("2026-11", corrected.parts, "2026-11-03", null);
    expect(countedOn(lines, "2026-11", "2026-11-26")).toBe(rent);
    expect(countedOn(lines, "2026-11", "2026-11-30")).toBe(rent);
    expect(countedOn(lines, "2026-11", "2026-11-02")).toBe(0);
    expect(reconcileRent(corrected, lines, "2026-11", "2026-11-26")).toEqual([]);
    // A later change of the month (a move) is posted from the day the month counts from.
    const moved = { ...corrected, parts: [...corrected.parts, { from: "2026-11-20", monthlyRent: 12000 }] };
    const added = reconcileRent(moved, lines, "2026-11", "2026-11-26");
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ chargedOn: "2026-11-03", dueOn: "2026-11-26" });
  });

  test("a later check-in reverses the months it no longer holds where they were charged", () => {
    const booked = { checkIn: "2026-09-10", leaveDate: null, parts: parts("2026-09-10") };
    let lines: IssuedRentLine[] = reconcileRent(booked, [], "2026-11");
    const later = { checkIn: "2026-10-15", leaveDate: null, parts: parts("2026-10-15") };
    lines = apply(lines, reconcileRent(later, lines, "2026-11", "2026-11-26"));
    expect(countedOn(lines, "2026-09", "2026-11-26")).toBe(0);
    expect(countedOn(lines, "2026-10", "2026-10-14")).toBe(0);
    expect(countedOn(lines, "2026-10", "2026-11-26")).toBe(monthRent("2026-10", later.parts, "2026-10-15", null));
    expect(reconcileRent(later, lines, "2026-11", "2026-11-26")).toEqual([]);
  });
});
