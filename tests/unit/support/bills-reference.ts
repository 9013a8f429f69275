// Slow references for the bills rules (docs/bills.md, rules B1 and B4), written apart from
// lib/money/extras.ts so the property tests compare two readings of the rules: they walk the calendar
// day by day instead of computing spans.
import { addDays, daysInMonth, firstDay, lastDay, periodOf, periodsFromTo, type Day, type Period } from "@/lib/money/days";
import { allocate, type ChargeLine, type PaymentLine } from "@/lib/money/ledger";
import { chargeGroup, LATE_FEE_RANK, type ExtrasTerms, type LateFeeRule, type TypedLine } from "@/lib/money/extras";

export type Line = ChargeLine & TypedLine;

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** `${typeId}|${period}`: one month of one extra type. */
export const extraKey = (typeId: string, period: Period) => `${typeId}|${period}`;

// The walks below step through the calendar one day at a time; the steps are remembered, as the
// property tests walk the same few hundred days thousands of times.
const followingDays = new Map<Day, Day>();
function nextDay(day: Day): Day {
  let next = followingDays.get(day);
  if (next === undefined) followingDays.set(day, (next = addDays(day, 1)));
  return next;
}

const monthDays = new Map<Period, Day[]>();
/** Every day of a month, in order. */
function daysOf(period: Period): Day[] {
  let days = monthDays.get(period);
  if (days === undefined) {
    days = [];
    for (let day = firstDay(period); day <= lastDay(period); day = nextDay(day)) days.push(day);
    monthDays.set(period, days);
  }
  return days;
}

/** Whether the stay holds its bed on `day` (check-in through the leave date, both included). */
const inStay = (terms: ExtrasTerms, day: Day) => day >= terms.checkIn && (terms.leaveDate === null || day <= terms.leaveDate);

/** The room charge in force on `day`: the last part (in list order among equal `from`s) starting on or before it. */
function roomChargeOn(terms: ExtrasTerms, day: Day): number | null {
  let charge: number | null = null;
  let from = "";
  for (const part of terms.roomCharges) if (part.from <= day && part.from >= from) [charge, from] = [part.monthlyRent, part.from];
  return charge;
}

/**
 * What each (type, month) of a stay's monthly extras nets to through `throughPeriod` (rule B1): each
 * subscription's month is amount × (its covered days) / daysInMonth, rounded half up on its own; the
 * room charges cost like rent (README "Rent of a month"): each run of days at one charge rounded alone.
 */
export function referenceMonthlyExtras(terms: ExtrasTerms, throughPeriod: Period): Map<string, number> {
  const nets = new Map<string, number>();
  if (terms.cancelled || periodOf(terms.checkIn) > throughPeriod) return nets;
  const add = (key: string, amount: number) => nets.set(key, (nets.get(key) ?? 0) + amount);
  for (const period of periodsFromTo(periodOf(terms.checkIn), throughPeriod)) {
    const days = daysOf(period);
    const month = Number(period.slice(5));
    for (const subscription of terms.subscriptions) {
      if (subscription.months.length > 0 && !subscription.months.includes(month)) continue;
      const covered = days.filter(
        (day) => inStay(terms, day) && day >= subscription.from && (subscription.to === null || day <= subscription.to),
      ).length;
      if (covered > 0) add(extraKey(subscription.typeId, period), Math.round((subscription.amount * covered) / days.length));
    }
    const runs: { charge: number; days: number }[] = [];
    for (const day of days.filter((day) => inStay(terms, day))) {
      const charge = roomChargeOn(terms, day);
      if (charge === null) continue;
      const last = runs[runs.length - 1];
      if (last && last.charge === charge) last.days++;
      else runs.push({ charge, days: 1 });
    }
    const room = sum(runs.map((run) => Math.round((run.charge * run.days) / daysInMonth(period))));
    if (room !== 0) add(extraKey(terms.roomTypeId, period), room);
  }
  return nets;
}

/** The first day of a month a subscription of `typeId` covers (its extra line's chargedOn), or null. */
export function firstCoveredDay(terms: ExtrasTerms, typeId: string, period: Period): Day | null {
  const month = Number(period.slice(5));
  const covering = terms.subscriptions.filter((s) => s.typeId === typeId && (s.months.length === 0 || s.months.includes(month)));
  return daysOf(period).find((day) => inStay(terms, day) && covering.some((s) => day >= s.from && (s.to === null || day <= s.to))) ?? null;
}

/**
 * Gives each line the allocation's `group` (chargeGroup) and `rank` as the services do: untyped lines
 * 0, extras 1 + their type's creation order, late fees last.
 */
export function withAllocationFields(lines: Omit<Line, "group" | "rank">[], typeOrder: string[], lateFeeTypeId: string): Line[] {
  const byId = new Map<string, TypedLine>(lines.map((line) => [line.id, line]));
  return lines.map((line) => ({
    ...line,
    group: chargeGroup(line, byId),
    rank: line.typeId === null ? 0 : line.typeId === lateFeeTypeId ? LATE_FEE_RANK : 1 + typeOrder.indexOf(line.typeId),
  }));
}

/**
 * The late fee each month owes (rule B4), walking the days from the first rent line to `today`: on a
 * rent month's D = dueOn + graceDays (from ≤ D ≤ today, D ≤ leave date), the payments dated ≤ D are
 * allocated to the charges dated ≤ D (the rent lines and the fees this walk issued before), and the
 * month is fined when its rent still has something outstanding. Waived months are never fined.
 */
export function referenceLateFees(
  rentLines: Line[],
  payments: PaymentLine[],
  rule: LateFeeRule,
  today: Day,
  leaveDate: Day | null,
  waived: ReadonlySet<Period>,
): Map<Period, number> {
  const fees = new Map<Period, number>();
  if (rule.amount <= 0 || rule.from === null) return fees;
  const months = rentLines
    .filter((line) => line.kind === "rent")
    .map((line) => ({ period: line.period!, day: addDays(line.dueOn, rule.graceDays) }));
  const feeLines: Line[] = [];
  const rentIds = new Set(rentLines.map((line) => line.id));
  const start = rentLines.map((line) => line.chargedOn).sort()[0];
  for (let day = start; day !== undefined && day <= today; day = nextDay(day)) {
    if (day < rule.from || (leaveDate !== null && day > leaveDate)) continue;
    for (const month of months.filter((candidate) => candidate.day === day && !waived.has(candidate.period))) {
      const view = allocate([...rentLines, ...feeLines], payments, day);
      const owing = sum(
        view.charges.filter((charge) => rentIds.has(charge.id) && charge.period === month.period).map((charge) => charge.outstanding),
      );
      if (owing === 0) continue;
      fees.set(month.period, rule.amount);
      feeLines.push({
        id: `reference-fee:${month.period}`,
        kind: "late_fee",
        period: month.period,
        amount: rule.amount,
        chargedOn: day,
        dueOn: day,
        seq: 1_000_000 + feeLines.length,
        typeId: rule.typeId,
        source: null,
        reversesId: null,
        group: `fee:${month.period}`,
        rank: LATE_FEE_RANK,
      });
    }
  }
  return fees;
}
