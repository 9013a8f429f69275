// Bills beyond rent as pure functions (docs/bills.md, rules B1 and B4): a stay's monthly extras and room
// charges, the groups its typed lines are paid in, and its late fees. The services read the rows, call
// these and write what comes back; applying the result and calling again returns nothing new.
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
import { allocate, type ChargeLine, type PaymentLine, type SettlementLine } from "./ledger";
import { correctionDueOn, monthRent, RENT_DUE_DAY, type RentPart } from "./rent";

/** How a typed line came to be (models' CHARGE_SOURCES). */
export type ChargeSource = "monthly" | "one_off" | "meter" | "reversal" | "waiver";

/** A line as the bills rules read it: a charge row's money fields with its type and origin. */
export interface TypedLine extends Pick<ChargeLine, "id" | "kind" | "period" | "amount" | "chargedOn" | "dueOn"> {
  typeId: string | null;
  source: ChargeSource | null;
  reversesId: string | null;
}

/**
 * The group a line is paid in (README "Allocation"): a month of one extra type or the late fee of a
 * month with their corrections; a one-off or a meter share alone; a reversal or waiver with the line it
 * cancels. Undefined for untyped lines, which keep the ledger's own grouping (a month's rent).
 */
export function chargeGroup(line: TypedLine, byId: ReadonlyMap<string, TypedLine>): string | undefined {
  if (line.reversesId) {
    const reversed = byId.get(line.reversesId);
    return reversed ? (chargeGroup(reversed, byId) ?? `line:${reversed.id}`) : `line:${line.reversesId}`;
  }
  if (line.typeId === null) return undefined;
  if (line.period !== null && (line.source === "monthly" || line.source === null)) return `typed:${line.typeId}:${line.period}`;
  return `line:${line.id}`;
}

/** One subscription of a stay to a monthly type, at its own amount, in the type's months (empty: all). */
export interface MonthlySubscription {
  typeId: string;
  from: Day;
  /** The last covered day, included; null while it runs. */
  to: Day | null;
  amount: number;
  months: number[];
}

/** What a stay's monthly extras follow. */
export interface ExtrasTerms {
  checkIn: Day;
  /** Only once checked out: the extras, like the rent, end on it. */
  leaveDate: Day | null;
  /** A cancelled stay owes nothing: every monthly extra nets to 0. */
  cancelled: boolean;
  subscriptions: MonthlySubscription[];
  /** The rooms' additional charges a month, from each move (the rent schedule's days); billed under `roomTypeId`. */
  roomCharges: RentPart[];
  roomTypeId: string;
  /** The house rules' rent due day when the lines are issued (default: the 5th). */
  rentDueDay?: number;
}

/** A monthly extra line to write: a month's charge, or an adjustment that brings an issued month to its amount. */
export interface NewExtraLine {
  kind: "extra" | "adjustment";
  typeId: string;
  source: "monthly";
  period: Period;
  amount: number;
  chargedOn: Day;
  dueOn: Day;
}

interface MonthTarget {
  amount: number;
  firstCovered: Day;
}

const roundHalfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

/** Each (type, month) a stay's subscriptions and room charges cost, through `throughPeriod`. */
function monthlyTargets(terms: ExtrasTerms, throughPeriod: Period): Map<string, MonthTarget> {
  const targets = new Map<string, MonthTarget>();
  if (terms.cancelled) return targets;
  const lastPeriod = terms.leaveDate === null ? throughPeriod : minDay(throughPeriod, periodOf(terms.leaveDate));
  const add = (typeId: string, period: Period, amount: number, firstCovered: Day) => {
    const key = `${typeId}|${period}`;
    const target = targets.get(key) ?? { amount: 0, firstCovered };
    targets.set(key, { amount: target.amount + amount, firstCovered: minDay(target.firstCovered, firstCovered) });
  };
  for (const subscription of terms.subscriptions) {
    const start = maxDay(subscription.from, terms.checkIn);
    const ends = [subscription.to, terms.leaveDate].filter((day): day is Day => day !== null);
    const end = ends.length ? ends.reduce(minDay) : null;
    if (end !== null && end < start) continue;
    const last = end === null ? lastPeriod : minDay(lastPeriod, periodOf(end));
    if (periodOf(start) > last) continue;
    for (const period of periodsFromTo(periodOf(start), last)) {
      if (subscription.months.length > 0 && !subscription.months.includes(Number(period.slice(5)))) continue;
      const from = maxDay(start, firstDay(period));
      const to = end === null ? lastDay(period) : minDay(end, lastDay(period));
      const days = daysBetween(from, to) + 1;
      add(subscription.typeId, period, roundHalfUp(subscription.amount * days, daysInMonth(period)), from);
    }
  }
  if (terms.roomCharges.some((part) => part.monthlyRent > 0) && periodOf(terms.checkIn) <= lastPeriod) {
    for (const period of periodsFromTo(periodOf(terms.checkIn), lastPeriod)) {
      const amount = monthRent(period, terms.roomCharges, terms.checkIn, terms.leaveDate);
      if (amount > 0) add(terms.roomTypeId, period, amount, maxDay(terms.checkIn, firstDay(period)));
    }
  }
  return targets;
}

/** When a month of an extra is due: the rent's due day that month, or its first covered day when later. */
export const extraDueOn = (period: Period, firstCovered: Day, dueDay = RENT_DUE_DAY): Day =>
  maxDay(dayOfMonth(period, dueDay), firstCovered);

/**
 * The lines that bring a stay's monthly extras and room charges up to date through `throughPeriod`
 * (rule B1): a month with nothing issued gets an `extra` line of round(amount × days covered / days
 * in month), dated from its first covered day; an issued month whose lines no longer sum to what it
 * costs gets one `adjustment` of the difference on its line's dates (a subscription changed or ended,
 * a check-out, a cancellation). `issued` is the stay's lines of source "monthly". Returned in order.
 */
export function reconcileMonthlyExtras(terms: ExtrasTerms, issued: TypedLine[], throughPeriod: Period, postedOn: Day): NewExtraLine[] {
  const targets = monthlyTargets(terms, throughPeriod);
  const issuedByKey = new Map<string, TypedLine[]>();
  for (const line of issued) {
    if (line.source !== "monthly" || line.typeId === null || line.period === null) continue;
    const key = `${line.typeId}|${line.period}`;
    issuedByKey.set(key, [...(issuedByKey.get(key) ?? []), line]);
  }
  const keys = [...new Set([...targets.keys(), ...issuedByKey.keys()])].sort((a, b) => {
    const [typeA, periodA] = a.split("|");
    const [typeB, periodB] = b.split("|");
    return periodA! < periodB! ? -1 : periodA! > periodB! ? 1 : typeA! < typeB! ? -1 : typeA! > typeB! ? 1 : 0;
  });
  const lines: NewExtraLine[] = [];
  for (const key of keys) {
    const [typeId, period] = key.split("|") as [string, Period];
    const target = targets.get(key);
    const lineOf = issuedByKey.get(key) ?? [];
    const sum = lineOf.reduce((total, line) => total + line.amount, 0);
    const wanted = target?.amount ?? 0;
    if (wanted === sum) continue;
    const anchor = lineOf.find((line) => line.kind === "extra");
    if (anchor) {
      const amount = wanted - sum;
      lines.push({
        kind: "adjustment",
        typeId,
        source: "monthly",
        period,
        amount,
        chargedOn: anchor.chargedOn,
        dueOn: correctionDueOn(anchor.dueOn, amount, postedOn),
      });
    } else if (lineOf.length === 0 && target) {
      lines.push({
        kind: "extra",
        typeId,
        source: "monthly",
        period,
        amount: wanted,
        chargedOn: target.firstCovered,
        dueOn: extraDueOn(period, target.firstCovered, terms.rentDueDay),
      });
    } else {
      throw new Error(`Extra ${typeId} of ${period} has adjustments but no charge`);
    }
  }
  return lines;
}

/** The late-fee setting (rule B4): off while `amount` is 0 or `from` is unset. */
export interface LateFeeRule {
  typeId: string;
  graceDays: number;
  amount: number;
  from: Day | null;
}

/** The same-day order of charges: rent and check-out items, then extras by type, late fees last. */
export const LATE_FEE_RANK = Number.MAX_SAFE_INTEGER;

export interface LateFeeInput {
  /** Every line of the stay, with the allocation's `group` and `rank` already set. */
  charges: (ChargeLine & TypedLine)[];
  payments: PaymentLine[];
  settlement: SettlementLine | null;
  /** Only once checked out (or on the leave day being settled). */
  leaveDate: Day | null;
  today: Day;
  rule: LateFeeRule;
}

/** A late-fee line to write: the fee of a month, or the adjustment that issues or reverses it again. */
export interface NewLateFeeLine {
  kind: "late_fee" | "adjustment";
  typeId: string;
  source: null;
  period: Period;
  amount: number;
  chargedOn: Day;
  dueOn: Day;
}

/**
 * The late fees a stay's ledger needs now (rule B4). For each month's `rent` line, on D = dueOn +
 * graceDays (from ≤ D ≤ today, and D ≤ the leave date): when the month's rent still has something
 * outstanding with the payments dated ≤ D allocated to the charges dated ≤ D (earlier months' fees
 * as they now stand included), the month owes one fee. Months are evaluated in order of D; a month
 * whose fee was waived is never fined again; a fee keeps the amount it was issued at. Months with D
 * before `from` are left as they are. Returns the lines that bring each month's fee to what it owes.
 */
export function reconcileLateFees(input: LateFeeInput): NewLateFeeLine[] {
  const { rule, today } = input;
  if (rule.amount <= 0 || rule.from === null) return [];
  const feeLines = input.charges.filter((line) => line.typeId === rule.typeId);
  const others = input.charges.filter((line) => line.typeId !== rule.typeId);
  const feesOf = (period: Period) => feeLines.filter((line) => line.period === period);
  const rentMonths = others
    .filter((line) => line.kind === "rent" && line.period !== null)
    .map((line) => ({ period: line.period!, day: addDays(line.dueOn, rule.graceDays), group: line.group ?? `period:${line.period}` }))
    .filter((month) => month.day >= rule.from!)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.period < b.period ? -1 : 1));
  const evaluated = new Set(rentMonths.map((month) => month.period));
  // Fees of months not evaluated stand as issued; evaluated months add their fee as it will stand.
  const standing: (ChargeLine & TypedLine)[] = [
    ...others,
    ...feeLines.filter((line) => line.period === null || !evaluated.has(line.period)),
  ];
  const lines: NewLateFeeLine[] = [];
  for (const month of rentMonths) {
    const issued = feesOf(month.period);
    if (issued.some((line) => line.source === "waiver")) {
      standing.push(...issued);
      continue;
    }
    const counts = month.day <= today && (input.leaveDate === null || month.day <= input.leaveDate);
    let owed = 0;
    if (counts) {
      const view = allocate(standing, input.payments, month.day, input.settlement);
      const outstanding = view.charges
        .filter((charge) => (charge.group ?? `period:${charge.period}`) === month.group && charge.kind !== "late_fee")
        .reduce((sum, charge) => sum + charge.outstanding, 0);
      owed = outstanding > 0 ? (issued.find((line) => line.kind === "late_fee")?.amount ?? rule.amount) : 0;
    }
    const net = issued.reduce((sum, line) => sum + line.amount, 0);
    const group = `typed:${rule.typeId}:${month.period}`;
    if (owed > 0) {
      standing.push({
        id: `late-fee:${month.period}`,
        kind: "late_fee",
        period: month.period,
        amount: owed,
        chargedOn: month.day,
        dueOn: month.day,
        seq: Number.MAX_SAFE_INTEGER,
        group,
        rank: LATE_FEE_RANK,
        typeId: rule.typeId,
        source: null,
        reversesId: null,
      });
    }
    if (owed === net) continue;
    const hasFee = issued.some((line) => line.kind === "late_fee");
    const amount = owed - net;
    lines.push({
      kind: hasFee ? "adjustment" : "late_fee",
      typeId: rule.typeId,
      source: null,
      period: month.period,
      amount,
      chargedOn: month.day,
      dueOn: hasFee ? correctionDueOn(month.day, amount, today) : month.day,
    });
  }
  return lines;
}
