// Notice, check-out items and the deposit settlement (README.md: "Notice", "Check-out", "Deposit").
import { daysBetween, type Day } from "./days";

/** Days of written notice the house asks for before leaving, unless the house rules say another. */
export const NOTICE_DAYS = 10;
/** The fine for a lost key, in rupees, unless the house rules say another. */
export const LOST_KEY_FINE = 500;

/**
 * The house rules an owner sets (docs/bills.md, "House rules"): the notice a departure needs, the rent's
 * due day, the lost-key fine and the sudden-departure fee (a month of the stay's rent, or a fixed amount).
 * Each applies from the day it changes: lines already on a ledger keep the figures they were issued with.
 */
export interface HouseRules {
  noticeDays: number;
  rentDueDay: number;
  lostKeyFine: number;
  suddenDepartureFee: "one_month" | number;
}

export const DEFAULT_HOUSE_RULES: HouseRules = {
  noticeDays: NOTICE_DAYS,
  rentDueDay: 5,
  lostKeyFine: LOST_KEY_FINE,
  suddenDepartureFee: "one_month",
};

/** A line check-out adds to the ledger; chargedOn = dueOn = the leave date, no period. */
export interface CheckOutItem {
  kind: "sudden_departure" | "damage" | "lost_key";
  description: string;
  amount: number;
  period: null;
  chargedOn: Day;
  dueOn: Day;
}

export interface CheckOutInput {
  leaveDate: Day;
  noticeDate: Day | null;
  /** The stay's rent on the leave date: the sudden-departure fee is one month of it. */
  currentRent: number;
  damages: { description: string; amount: number }[];
  keyLost: boolean;
  /** The admin waives the sudden-departure fee. */
  waive: boolean;
  /** The house rules on the day of the check-out (default: DEFAULT_HOUSE_RULES). */
  rules?: HouseRules;
}

export interface CheckOutCharges {
  sudden: boolean;
  /** True only when the departure was sudden and the fee was waived. */
  waived: boolean;
  suddenDepartureFee: number;
  /** Total of the damage items. */
  damages: number;
  lostKeyFine: number;
  items: CheckOutItem[];
}

export interface Settlement {
  depositApplied: number;
  creditRefunded: number;
  refund: number;
  stillOwed: number;
}

/** A departure is sudden without notice, or with fewer than `noticeDays` (the house rules') days from notice to leave. */
export function isSudden(noticeDate: Day | null, leaveDate: Day, noticeDays = NOTICE_DAYS): boolean {
  return noticeDate === null || daysBetween(noticeDate, leaveDate) < noticeDays;
}

/** The sudden-departure fee the house rules set: a month of the stay's current rent, or their fixed amount. */
export const suddenFeeOf = (rules: HouseRules, currentRent: number) =>
  rules.suddenDepartureFee === "one_month" ? currentRent : rules.suddenDepartureFee;

/** The check-out items: the sudden-departure fee when sudden (unless waived), each damage, the lost-key fine. */
export function checkOutCharges(input: CheckOutInput): CheckOutCharges {
  const rules = input.rules ?? DEFAULT_HOUSE_RULES;
  const sudden = isSudden(input.noticeDate, input.leaveDate, rules.noticeDays);
  const waived = sudden && input.waive;
  const suddenDepartureFee = sudden && !waived ? suddenFeeOf(rules, input.currentRent) : 0;
  const lostKeyFine = input.keyLost ? rules.lostKeyFine : 0;
  const on = input.leaveDate;
  const item = (kind: CheckOutItem["kind"], description: string, amount: number): CheckOutItem => ({
    kind,
    description,
    amount,
    period: null,
    chargedOn: on,
    dueOn: on,
  });
  const items = [
    ...(suddenDepartureFee > 0
      ? [item("sudden_departure", `Sudden departure (no ${rules.noticeDays} days' notice)`, suddenDepartureFee)]
      : []),
    ...input.damages.map((d) => item("damage", d.description, d.amount)),
    ...(lostKeyFine > 0 ? [item("lost_key", "Lost key", lostKeyFine)] : []),
  ];
  return { sudden, waived, suddenDepartureFee, damages: input.damages.reduce((sum, d) => sum + d.amount, 0), lostKeyFine, items };
}

/**
 * The deposit settles the balance before it: it pays what is owed, up to the deposit; a credit is
 * paid back; refund = deposit − depositApplied + creditRefunded; stillOwed = max(balance − deposit, 0).
 */
export function settle({ deposit, balanceBeforeDeposit }: { deposit: number; balanceBeforeDeposit: number }): Settlement {
  const depositApplied = Math.min(deposit, Math.max(balanceBeforeDeposit, 0));
  const creditRefunded = Math.max(-balanceBeforeDeposit, 0);
  return {
    depositApplied,
    creditRefunded,
    refund: deposit - depositApplied + creditRefunded,
    stillOwed: Math.max(balanceBeforeDeposit - deposit, 0),
  };
}
