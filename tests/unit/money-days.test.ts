import fc from "fast-check";
import {
  addDays,
  compareDays,
  dayOfMonth,
  daysBetween,
  daysInMonth,
  firstDay,
  isDay,
  isPeriod,
  lastDay,
  maxDay,
  minDay,
  nextPeriod,
  periodOf,
  periodsFromTo,
  previousPeriod,
} from "@/lib/money/days";

// Oracle: the JavaScript Date in UTC, used only here to check the string arithmetic.
const utcDay = (offset: number) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);

describe("lib/money/days", () => {
  test("month lengths, first and last days, leap years", () => {
    expect(daysInMonth("2026-01")).toBe(31);
    expect(daysInMonth("2026-02")).toBe(28);
    expect(daysInMonth("2028-02")).toBe(29);
    expect(daysInMonth("2100-02")).toBe(28);
    expect(daysInMonth("2000-02")).toBe(29);
    expect(daysInMonth("2026-04")).toBe(30);
    expect(firstDay("2026-03")).toBe("2026-03-01");
    expect(lastDay("2026-02")).toBe("2026-02-28");
    expect(lastDay("2026-12")).toBe("2026-12-31");
    expect(periodOf("2026-03-31")).toBe("2026-03");
    expect(dayOfMonth("2026-03", 5)).toBe("2026-03-05");
  });

  test("day and month steps across month and year ends", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(daysBetween("2026-03-25", "2026-03-31")).toBe(6);
    expect(daysBetween("2026-03-10", "2026-03-20")).toBe(10);
    expect(daysBetween("2026-03-31", "2026-03-25")).toBe(-6);
    expect(nextPeriod("2026-12")).toBe("2027-01");
    expect(previousPeriod("2026-01")).toBe("2025-12");
    expect(periodsFromTo("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(periodsFromTo("2026-03", "2026-03")).toEqual(["2026-03"]);
    expect(periodsFromTo("2026-03", "2026-02")).toEqual([]);
    expect(compareDays("2026-01-31", "2026-02-01")).toBe(-1);
    expect(minDay("2026-02-01", "2026-01-31")).toBe("2026-01-31");
    expect(maxDay("2026-02", "2026-01")).toBe("2026-02");
  });

  test("impossible days and months are refused", () => {
    for (const bad of ["2026-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "26-01-01", "2026-01-32", ""]) {
      expect(isDay(bad)).toBe(false);
      expect(() => addDays(bad, 1)).toThrow(RangeError);
    }
    for (const bad of ["2026-13", "2026-00", "2026-1", "2026-01-01"]) {
      expect(isPeriod(bad)).toBe(false);
      expect(() => daysInMonth(bad)).toThrow(RangeError);
    }
    expect(isDay("2028-02-29")).toBe(true);
  });

  test("property: addDays and daysBetween agree with the calendar (checked against Date in UTC)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), fc.integer({ min: -1000, max: 1000 }), (offset, n) => {
        const day = utcDay(offset);
        expect(isDay(day)).toBe(true);
        expect(addDays("2026-01-01", offset)).toBe(day);
        expect(addDays(day, n)).toBe(utcDay(offset + n));
        expect(daysBetween(day, addDays(day, n))).toBe(n);
        expect(Math.sign(n)).toBe(compareDays(addDays(day, n), day));
        const period = periodOf(day);
        expect(firstDay(period) <= day && day <= lastDay(period)).toBe(true);
        expect(addDays(lastDay(period), 1)).toBe(firstDay(nextPeriod(period)));
        expect(daysBetween(firstDay(period), lastDay(period)) + 1).toBe(daysInMonth(period));
        expect(previousPeriod(nextPeriod(period))).toBe(period);
      }),
    );
  });
});
