// Notice, check-out items and the deposit settlement (README.md: "Notice", "Check-out", "Deposit").
import { daysBetween, type Day } from "./days";

/** Days of written notice the house asks for before leaving. */
export const NOTICE_DAYS = 10;
/** The fine for a lost key, in rupees. */
export const LOST_KEY_FINE = 500;

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

/** A departure is sudden without notice, or with fewer than NOTICE_DAYS days from notice to leave. */
export function isSudden(noticeDate: Day | null, leaveDate: Day): boolean {
  return noticeDate === null || daysBetween(noticeDate, leaveDate) < NOTICE_DAYS;
}

/** The check-out items: one month's current rent when sudden (unless waived), each damage, the lost-key fine. */
export function checkOutCharges(input: CheckOutInput): CheckOutCharges {
  const sudden = isSudden(input.noticeDate, input.leaveDate);
  const waived = sudden && input.waive;
  const suddenDepartureFee = sudden && !waived ? input.currentRent : 0;
  const lostKeyFine = input.keyLost ? LOST_KEY_FINE : 0;
  const on = input.leaveDate;
  const item = (kind: CheckOutItem["kind"], description: string, amount: number): CheckOutItem => ({ kind, description, amount, period: null, chargedOn: on, dueOn: on });
  const items = [
    ...(suddenDepartureFee > 0 ? [item("sudden_departure", "Sudden departure (no 10 days' notice)", suddenDepartureFee)] : []),
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
