// Electricity by meter (docs/bills.md, rule B3): the units, the bill and its split
// by bed-days, worked example E with every figure, and the split's properties on generated rooms.
import fc from "fast-check";
import { billRupees, meterBill, MeterError, splitByBedDays, type StayInRoom } from "@/lib/money/electricity";

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof MeterError) return error.refusal;
    throw error;
  }
  return null;
};

describe("example E: Room 7, rate 65, readings 15,230 on 2026-10-01 and 15,591 on 2026-11-01", () => {
  const stays: StayInRoom[] = [
    { bookingId: "b-s3", studentName: "S3", checkIn: "2026-09-01", bedDays: 20 },
    { bookingId: "b-s1", studentName: "S1", checkIn: "2026-09-15", bedDays: 31 },
    { bookingId: "b-s2", studentName: "S2", checkIn: "2026-10-11", bedDays: 21 },
  ];
  const bill = meterBill({ readOn: "2026-10-01", reading: 15_230 }, { readOn: "2026-11-01", reading: 15_591 }, 6_500, stays);

  test("361 units, bill 23,465 for 2026-10-01 … 2026-10-31", () => {
    expect(bill).toMatchObject({ units: 361, rate: 65, amount: 23_465, from: "2026-10-01", to: "2026-10-31" });
  });

  test("72 bed-days: rounded down 6,518 + 10,102 + 6,843 = 23,463; the 2 rupees left go to S1 and S2", () => {
    expect(bill.shares).toEqual([
      { bookingId: "b-s3", studentName: "S3", bedDays: 20, amount: 6_518 },
      { bookingId: "b-s1", studentName: "S1", bedDays: 31, amount: 10_103 },
      { bookingId: "b-s2", studentName: "S2", bedDays: 21, amount: 6_844 },
    ]);
    expect(bill.shares.reduce((sum, share) => sum + share.amount, 0)).toBe(23_465);
  });
});

describe("units and the bill", () => {
  test("a rate with paisa rounds the bill half up: 3 units at 65.50 = 196.5 → 197; at 65.49 = 196.47 → 196", () => {
    expect(billRupees(3, 6_550)).toBe(197);
    expect(billRupees(3, 6_549)).toBe(196);
    expect(billRupees(1, 50)).toBe(1);
    expect(billRupees(1, 49)).toBe(0);
    expect(billRupees(0, 6_500)).toBe(0);
  });

  test("a reading below the previous one is refused, unless the meter was replaced", () => {
    expect(refusalOf(() => meterBill({ readOn: "2026-10-01", reading: 500 }, { readOn: "2026-11-01", reading: 499 }, 6_500, []))).toBe(
      "negative_units",
    );
    const replaced = meterBill(
      { readOn: "2026-10-01", reading: 500 },
      { readOn: "2026-11-01", reading: 12, replaced: true, oldMeterFinal: 620 },
      6_500,
      [],
    );
    expect(replaced).toMatchObject({ units: 120, amount: 7_800, shares: [] });
  });

  test("a replaced meter needs the old meter's final figure, at least the previous reading", () => {
    expect(
      refusalOf(() => meterBill({ readOn: "2026-10-01", reading: 500 }, { readOn: "2026-11-01", reading: 12, replaced: true }, 6_500, [])),
    ).toBe("old_meter_missing");
    expect(
      refusalOf(() =>
        meterBill(
          { readOn: "2026-10-01", reading: 500 },
          { readOn: "2026-11-01", reading: 12, replaced: true, oldMeterFinal: 499 },
          6_500,
          [],
        ),
      ),
    ).toBe("old_meter_below_previous");
  });

  test("a reading on or before the previous reading's day makes no bill", () => {
    expect(refusalOf(() => meterBill({ readOn: "2026-10-01", reading: 500 }, { readOn: "2026-10-01", reading: 600 }, 6_500, []))).toBe(
      "not_after_previous",
    );
    expect(refusalOf(() => meterBill({ readOn: "2026-10-01", reading: 500 }, { readOn: "2026-09-30", reading: 600 }, 6_500, []))).toBe(
      "not_after_previous",
    );
  });

  test("a reading the day after the previous one bills that one day", () => {
    expect(meterBill({ readOn: "2026-10-01", reading: 500 }, { readOn: "2026-10-02", reading: 510 }, 6_500, [])).toMatchObject({
      from: "2026-10-01",
      to: "2026-10-01",
    });
  });
});

describe("the split", () => {
  test("nobody in the room: no shares (the hostel bears the bill)", () => {
    expect(splitByBedDays(23_465, [])).toEqual([]);
    expect(splitByBedDays(23_465, [{ bookingId: "a", studentName: "A", checkIn: "2026-10-01", bedDays: 0 }])).toEqual([]);
  });

  test("equal remainders: the earlier check-in first, then the smaller booking id", () => {
    const three = (ids: [string, string, string], checkIns: [string, string, string]) =>
      splitByBedDays(
        100,
        ids.map((bookingId, index) => ({ bookingId, studentName: bookingId, checkIn: checkIns[index]!, bedDays: 10 })),
      );
    // 100 / 3 = 33 each and 1 rupee left.
    expect(three(["c", "a", "b"], ["2026-10-03", "2026-10-02", "2026-10-01"]).map((share) => [share.bookingId, share.amount])).toEqual([
      ["b", 34],
      ["a", 33],
      ["c", 33],
    ]);
    expect(three(["c", "a", "b"], ["2026-10-01", "2026-10-01", "2026-10-01"]).map((share) => [share.bookingId, share.amount])).toEqual([
      ["a", 34],
      ["b", 33],
      ["c", 33],
    ]);
  });

  test("a zero bill gives every stay a share of 0", () => {
    expect(splitByBedDays(0, [{ bookingId: "a", studentName: "A", checkIn: "2026-10-01", bedDays: 5 }])).toEqual([
      { bookingId: "a", studentName: "A", bedDays: 5, amount: 0 },
    ]);
  });

  test("property: the shares add up to the bill, each a whole rupee ≥ 0 within 1 of its exact part", () => {
    const staysArb = fc.array(fc.record({ checkIn: fc.integer({ min: 1, max: 28 }), bedDays: fc.integer({ min: 0, max: 62 }) }), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), staysArb, (amount, rows) => {
        const stays = rows.map((row, index): StayInRoom => ({
          bookingId: `b${String(index).padStart(2, "0")}`,
          studentName: `S${index}`,
          checkIn: `2026-10-${String(row.checkIn).padStart(2, "0")}`,
          bedDays: row.bedDays,
        }));
        const shares = splitByBedDays(amount, stays);
        const totalDays = stays.reduce((sum, stay) => sum + stay.bedDays, 0);
        if (totalDays === 0) return shares.length === 0;
        expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBe(amount);
        expect(shares).toHaveLength(stays.filter((stay) => stay.bedDays > 0).length);
        for (const share of shares) {
          expect(Number.isInteger(share.amount) && share.amount >= 0).toBe(true);
          const exact = (amount * share.bedDays) / totalDays;
          expect(Math.abs(share.amount - exact)).toBeLessThan(1 + 1e-6);
        }
        return true;
      }),
      { numRuns: 300, seed: 20261101 },
    );
  });

  test("property: the bill is round(units × rate) half up, against a decimal computation", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 100_000 }), (units, ratePaisa) => {
        const paisa = units * ratePaisa;
        const expected = Math.floor(paisa / 100) + (paisa % 100 >= 50 ? 1 : 0);
        expect(billRupees(units, ratePaisa)).toBe(expected);
      }),
      { numRuns: 300, seed: 20261101 },
    );
  });
});
