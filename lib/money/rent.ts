// Monthly rent of a stay and the rent charges it needs (README.md: "Rent of a month", "Rent
// charges"). Pure: the caller reads the stay and its issued lines, and writes what comes back.
import type { DURATION_TYPES } from "@/models/enums";
import {
  addDays,
  dayOfMonth,
  daysBetween,
  daysInMonth,
  firstDay,
  lastDay,
  maxDay,
  minDay,
  periodOf,
  periodsFromTo,
  type Day,
  type Period,
} from "./days";

export type DurationType = (typeof DURATION_TYPES)[number];

/**
 * The rent for a stay: per month, or per week and per day at a month's rent / 30 a day, in whole
 * rupees. The server charges this; the booking form shows it as a preview.
 */
export function totalPaymentFor(monthlyRent: number, durationType: DurationType, durationValue: number): number {
  if (durationType === "months") return monthlyRent * durationValue;
  const days = durationType === "weeks" ? 7 * durationValue : durationValue;
  return Math.round((monthlyRent * days) / 30);
}

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
  /** The house rules' rent due day when the lines are issued (default RENT_DUE_DAY); issued lines keep theirs. */
  rentDueDay?: number;
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

/** The day a rent payment is due in months after the check-in month, unless the house rules say another. */
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
  const sorted = parts
    .map((part, index) => ({ part, index }))
    .sort((a, b) => (a.part.from < b.part.from ? -1 : a.part.from > b.part.from ? 1 : a.index - b.index));
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

/** When a month's rent is due: the due day (the 5th unless the house rules say another), or the check-in day in the check-in month. */
export function rentDueOn(period: Period, checkIn: Day, dueDay: number = RENT_DUE_DAY): Day {
  return period === periodOf(checkIn) ? checkIn : dayOfMonth(period, dueDay);
}

/**
 * When a correction of a charge due on `dueOn` is due: a positive one (more to pay) not before the day
 * it is posted, so a room move made today is not "25 days overdue"; a negative one keeps the date.
 */
export function correctionDueOn(dueOn: Day, amount: number, postedOn?: Day): Day {
  return amount > 0 && postedOn !== undefined ? maxDay(dueOn, postedOn) : dueOn;
}

/**
 * The lines that bring a stay's rent up to date through `throughPeriod` (lazy issuing, transfer,
 * rent change and check-out all call this):
 * - each month from the check-in month through min(throughPeriod, leave month) with no rent line
 *   yet gets a `rent` line of monthRent;
 * - each month already issued whose lines (rent + adjustments) sum to something else than its
 *   monthRent now gets one `adjustment` of the difference, with its rent line's chargedOn/dueOn
 *   (months after the leave month have monthRent 0, so they are reversed in full).
 * `throughPeriod` null issues no new month (a cancelled or fixed-price stay); `postedOn` is the day
 * the lines are posted (correctionDueOn).
 * Returned in order of period. Applying them and calling again returns [].
 * Throws when an issued period has adjustments but no rent line (corrupt input).
 */
export function reconcileRent(stay: StayTerms, issued: IssuedRentLine[], throughPeriod: Period | null, postedOn?: Day): NewCharge[] {
  const byPeriod = new Map<Period, { sum: number; rent?: IssuedRentLine; lines: IssuedRentLine[] }>();
  for (const line of issued) {
    const entry = byPeriod.get(line.period) ?? { sum: 0, lines: [] };
    entry.sum += line.amount;
    entry.lines.push(line);
    if (line.kind === "rent" && !entry.rent) entry.rent = line;
    byPeriod.set(line.period, entry);
  }
  const lastIssuable =
    throughPeriod === null ? null : stay.leaveDate === null ? throughPeriod : minDay(throughPeriod, periodOf(stay.leaveDate));
  const toIssue = new Set(lastIssuable === null ? [] : periodsFromTo(periodOf(stay.checkIn), lastIssuable));
  const periods = [...new Set([...toIssue, ...byPeriod.keys()])].sort();

  const charges: NewCharge[] = [];
  for (const period of periods) {
    const target = monthRent(period, stay.parts, stay.checkIn, stay.leaveDate);
    const entry = byPeriod.get(period);
    if (entry && !entry.rent) throw new Error(`Period ${period} has adjustments but no rent line`);
    if (entry?.rent) {
      // A month counts from its 1st (or the check-in day). When the check-in moved, lines dated from
      // another day are reversed where they stand and their net posted again from the right day, so
      // the month counts from when the stay really held the bed, at every asOf.
      const countsFrom = rentChargedOn(period, stay.checkIn);
      let moved = 0;
      const elsewhere = new Map<Day, { net: number; dueOn: Day }>();
      for (const line of entry.lines.filter((candidate) => candidate.chargedOn !== countsFrom)) {
        const group = elsewhere.get(line.chargedOn) ?? { net: 0, dueOn: line.dueOn };
        group.net += line.amount;
        elsewhere.set(line.chargedOn, group);
      }
      for (const [chargedOn, { net, dueOn }] of elsewhere) {
        if (net === 0) continue;
        charges.push({ kind: "adjustment", period, amount: -net, chargedOn, dueOn: correctionDueOn(dueOn, -net, postedOn) });
        moved += net;
      }
      const amount = moved + target - entry.sum;
      if (amount !== 0) {
        const anchor =
          entry.rent.chargedOn === countsFrom
            ? entry.rent
            : { chargedOn: countsFrom, dueOn: rentDueOn(period, stay.checkIn, stay.rentDueDay) };
        charges.push({
          kind: "adjustment",
          period,
          amount,
          chargedOn: anchor.chargedOn,
          dueOn: correctionDueOn(anchor.dueOn, amount, postedOn),
        });
      }
    } else if (toIssue.has(period)) {
      charges.push({
        kind: "rent",
        period,
        amount: target,
        chargedOn: rentChargedOn(period, stay.checkIn),
        dueOn: rentDueOn(period, stay.checkIn, stay.rentDueDay),
      });
    }
  }
  return charges;
}

/** A days/weeks stay's one charge, or an adjustment of it (no period). */
export interface StayChargeLine {
  kind: "stay" | "adjustment";
  period: null;
  amount: number;
  chargedOn: Day;
  dueOn: Day;
}

/** What a stay's charges depend on beyond its rent schedule: how it is charged, and whether it still counts. */
export interface StayCharging extends StayTerms {
  /** A days/weeks stay's agreed total (its one `stay` charge); null for a monthly stay. */
  fixedTotal: number | null;
  /** A cancelled stay owes nothing: every rent and stay line nets to 0. */
  cancelled: boolean;
}

/**
 * Every line that brings a stay's rent and stay charges to what its terms give now (lib/money/README.md (rules
 * 1–3 and "Changing a stay"): a monthly stay's months (reconcileRent), a days/weeks stay's one charge,
 * and the reversal of whichever kind the stay is no longer charged by (a reservation that changed its
 * duration type). Check-out items are never touched. Applying them and calling again returns [].
 */
export function reconcileCharges(
  stay: StayCharging,
  issued: (IssuedRentLine | StayChargeLine)[],
  throughPeriod: Period,
  postedOn: Day,
): (NewCharge | StayChargeLine)[] {
  const monthly = stay.fixedTotal === null && !stay.cancelled;
  const rentLines = issued.filter((line): line is IssuedRentLine => line.period !== null);
  const rent = reconcileRent(monthly ? stay : { ...stay, parts: [] }, rentLines, monthly ? throughPeriod : null, postedOn);

  const stayLines = issued.filter((line): line is StayChargeLine => line.period === null);
  const target = stay.cancelled ? 0 : (stay.fixedTotal ?? 0);
  const sum = stayLines.reduce((total, line) => total + line.amount, 0);
  const latest = stayLines.findLast((line) => line.kind === "stay");
  const fixed: StayChargeLine[] = [];
  const reverse = (amount: number, line: StayChargeLine) =>
    fixed.push({
      kind: "adjustment",
      period: null,
      amount,
      chargedOn: line.chargedOn,
      dueOn: correctionDueOn(line.dueOn, amount, postedOn),
    });
  if (latest && target > 0 && latest.chargedOn !== stay.checkIn) {
    // The check-in moved: the charge is reversed where it was and issued again on the new day.
    if (sum !== 0) reverse(-sum, latest);
    fixed.push({ kind: "stay", period: null, amount: target, chargedOn: stay.checkIn, dueOn: stay.checkIn });
  } else if (sum !== target) {
    if (latest) {
      reverse(target - sum, latest);
    } else if (stayLines.length > 0) {
      throw new Error("The stay has adjustments but no stay charge");
    } else {
      fixed.push({ kind: "stay", period: null, amount: target, chargedOn: stay.checkIn, dueOn: stay.checkIn });
    }
  }
  return [...rent, ...fixed];
}
