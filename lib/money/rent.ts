// Monthly rent of a stay and the rent charges it needs (README.md: "Rent of a month", "Rent
// charges"). Pure: the caller reads the stay and its issued lines, and writes what comes back.
import { addDays, daysBetween, daysInMonth, firstDay, lastDay, maxDay, minDay, periodOf, periodsFromTo, type Day, type Period } from "./days";

/** One stretch of a stay's rent schedule: this rent from `from` until the day before the next part's `from`. */
export interface RentPart {
  from: Day;
  monthlyRent: number;
}

/** What rent depends on: the check-in day, the leave day (only once checked out), the rent schedule. */
export interface StayTerms {
  checkIn: Day;
  leaveDate: Day | null;
  parts: RentPart[];
}

/** A rent or adjustment line already issued for a stay. */
export interface IssuedRentLine {
  kind: "rent" | "adjustment";
  period: Period;
  amount: number;
  chargedOn: Day;
  dueOn: Day;
}

/** A line to issue: a month's rent, or an adjustment that brings an issued month to its rent. */
export interface NewCharge {
  kind: "rent" | "adjustment";
  period: Period;
  amount: number;
  chargedOn: Day;
  dueOn: Day;
}

/** The day a rent payment is due in months after the check-in month. */
export const RENT_DUE_DAY = 5;

/** round(amount / days) half up, in whole rupees, computed on integers (no float drift). */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The schedule in order of `from`, with a part dropped when a later part starts on the same day
 * (the later one replaces it) and consecutive parts at the same rent joined into one.
 */
export function normaliseParts(parts: RentPart[]): RentPart[] {
  const sorted = parts.map((part, index) => ({ part, index })).sort((a, b) => (a.part.from < b.part.from ? -1 : a.part.from > b.part.from ? 1 : a.index - b.index));
  const starts = sorted.map(({ part }) => part).filter((part, i, all) => all[i + 1]?.from !== part.from);
  return starts.filter((part, i) => i === 0 || starts[i - 1]!.monthlyRent !== part.monthlyRent);
}

/**
 * Rent of one month: each part of the month at one rent costs round(rent × daysInPart /
 * daysInMonth), half up, each part rounded alone; days before check-in, after the leave date or
 * before the first part cost nothing; both ends count. A month wholly at one rent costs that rent.
 */
export function monthRent(period: Period, parts: RentPart[], checkIn: Day, leaveDate: Day | null): number {
  const monthDays = daysInMonth(period);
  const start = maxDay(firstDay(period), checkIn);
  const end = leaveDate === null ? lastDay(period) : minDay(lastDay(period), leaveDate);
  const schedule = normaliseParts(parts);
  let total = 0;
  schedule.forEach((part, i) => {
    const next = schedule[i + 1];
    const from = maxDay(part.from, start);
    const to = next ? minDay(addDays(next.from, -1), end) : end;
    const days = from <= to ? daysBetween(from, to) + 1 : 0;
    if (days > 0) total += roundHalfUp(part.monthlyRent * days, monthDays);
  });
  return total;
}

/** When a month's rent line counts from: its 1st, or the check-in day in the check-in month. */
export function rentChargedOn(period: Period, checkIn: Day): Day {
  return maxDay(firstDay(period), checkIn);
}

/** When a month's rent is due: the 5th, or the check-in day in the check-in month. */
export function rentDueOn(period: Period, checkIn: Day): Day {
  return period === periodOf(checkIn) ? checkIn : `${period}-${String(RENT_DUE_DAY).padStart(2, "0")}`;
}

/**
 * The lines that bring a stay's rent up to date through `throughPeriod` (lazy issuing, transfer,
 * rent change and check-out all call this):
 * - each month from the check-in month through min(throughPeriod, leave month) with no rent line
 *   yet gets a `rent` line of monthRent;
 * - each month already issued whose lines (rent + adjustments) sum to something else than its
 *   monthRent now gets one `adjustment` of the difference, with its rent line's chargedOn/dueOn
 *   (months after the leave month have monthRent 0, so they are reversed in full).
 * Returned in order of period. Applying them and calling again returns [].
 * Throws when an issued period has adjustments but no rent line (corrupt input).
 */
export function reconcileRent(stay: StayTerms, issued: IssuedRentLine[], throughPeriod: Period): NewCharge[] {
  const byPeriod = new Map<Period, { sum: number; rent?: IssuedRentLine }>();
  for (const line of issued) {
    const entry = byPeriod.get(line.period) ?? { sum: 0 };
    entry.sum += line.amount;
    if (line.kind === "rent" && !entry.rent) entry.rent = line;
    byPeriod.set(line.period, entry);
  }
  const lastIssuable = stay.leaveDate === null ? throughPeriod : minDay(throughPeriod, periodOf(stay.leaveDate));
  const toIssue = new Set(periodsFromTo(periodOf(stay.checkIn), lastIssuable));
  const periods = [...new Set([...toIssue, ...byPeriod.keys()])].sort();

  const charges: NewCharge[] = [];
  for (const period of periods) {
    const target = monthRent(period, stay.parts, stay.checkIn, stay.leaveDate);
    const entry = byPeriod.get(period);
    if (entry && !entry.rent) throw new Error(`Period ${period} has adjustments but no rent line`);
    if (entry?.rent) {
      const difference = target - entry.sum;
      if (difference !== 0) {
        charges.push({ kind: "adjustment", period, amount: difference, chargedOn: entry.rent.chargedOn, dueOn: entry.rent.dueOn });
      }
    } else if (toIssue.has(period)) {
      charges.push({ kind: "rent", period, amount: target, chargedOn: rentChargedOn(period, stay.checkIn), dueOn: rentDueOn(period, stay.checkIn) });
    }
  }
  return charges;
}
