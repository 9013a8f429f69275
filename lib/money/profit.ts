// The hostel's own money over a month (docs/bills.md, "Profit"): what came in split by what it paid,
// what went out, the deposits held apart, and the identity that ties them to the cash that moved.
import { periodOf, type Day, type Period } from "./days";
import type { Allocation } from "./ledger";

/** A payment received, split by what its allocations paid today ("rent", "Mess", …); the rest is advance. */
export interface ReceivedPayment {
  paidOn: Day;
  amount: number;
  paidFor: Record<string, number>;
}

/** A check-out's settlement, on its leave date. */
export interface SettledDeposit {
  on: Day;
  deposit: number;
  depositApplied: number;
  creditRefunded: number;
}

/** Everything that moved money, not voided; each counts in the month of its day. */
export interface HostelMoney {
  payments: ReceivedPayment[];
  /** A stay's security deposit, on its check-in day. */
  depositsReceived: { on: Day; amount: number }[];
  settlements: SettledDeposit[];
  expenses: { on: Day; category: string; amount: number }[];
  /** A salary at its net pay, on its payment day ("Staff" or "Worker" when known). */
  salaries: { on: Day; amount: number; employeeType?: string }[];
  /** A maintenance job at its total cost, on its payment day. */
  maintenance: { on: Day; amount: number }[];
}

export interface MonthProfit {
  month: Period;
  income: { byKind: Record<string, number>; advance: number; depositsKept: number; advanceRefunded: number; total: number };
  expenses: { byCategory: Record<string, number>; salaries: number; maintenance: number; total: number };
  profit: number;
  deposits: { received: number; kept: number; returned: number };
  moneyIn: number;
  moneyOut: number;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * What one allocation of a payment paid for, by the line it went to: its type's name for typed lines
 * (a late fee's type says "late_fee"), the kind of the month's rent or the stay for an untyped
 * adjustment, else the line's kind; a credit paid back is advance.
 */
export function paidForKey(
  allocation: Allocation,
  line: { kind: string; period: Period | null; typeKey: string | null } | undefined,
): string {
  if (!line || allocation.kind === "credit_refund") return "advance";
  if (line.typeKey) return line.typeKey;
  if (line.kind === "adjustment") return line.period === null ? "stay" : "rent";
  return line.kind;
}

/** Each payment's split: its allocations summed by `keyOf`; what is unallocated is advance. */
export function splitPayment(amount: number, allocations: Allocation[], keyOf: (allocation: Allocation) => string): Record<string, number> {
  const paidFor: Record<string, number> = {};
  for (const allocation of allocations) {
    const key = keyOf(allocation);
    paidFor[key] = (paidFor[key] ?? 0) + allocation.amount;
  }
  const rest = amount - sum(Object.values(paidFor));
  if (rest !== 0) paidFor.advance = (paidFor.advance ?? 0) + rest;
  return paidFor;
}

/** One month's figures (rule B8). */
export function monthProfit(money: HostelMoney, month: Period): MonthProfit {
  const inMonth = <T extends { on: Day }>(rows: T[]) => rows.filter((row) => periodOf(row.on) === month);
  const payments = money.payments.filter((payment) => periodOf(payment.paidOn) === month);
  const settlements = inMonth(money.settlements);

  const byKind: Record<string, number> = {};
  for (const payment of payments) {
    for (const [key, amount] of Object.entries(payment.paidFor)) byKind[key] = (byKind[key] ?? 0) + amount;
  }
  const advance = byKind.advance ?? 0;
  delete byKind.advance;
  const received = sum(payments.map((payment) => payment.amount));
  const depositsKept = sum(settlements.map((settlement) => settlement.depositApplied));
  const advanceRefunded = sum(settlements.map((settlement) => settlement.creditRefunded));

  const byCategory: Record<string, number> = {};
  for (const expense of inMonth(money.expenses)) byCategory[expense.category] = (byCategory[expense.category] ?? 0) + expense.amount;
  const salaries = sum(inMonth(money.salaries).map((salary) => salary.amount));
  const maintenance = sum(inMonth(money.maintenance).map((job) => job.amount));
  const expensesTotal = sum(Object.values(byCategory)) + salaries + maintenance;

  const incomeTotal = received + depositsKept - advanceRefunded;
  const deposits = {
    received: sum(inMonth(money.depositsReceived).map((deposit) => deposit.amount)),
    kept: depositsKept,
    returned: sum(settlements.map((settlement) => settlement.deposit - settlement.depositApplied)),
  };
  const refunds = sum(settlements.map((settlement) => settlement.deposit - settlement.depositApplied + settlement.creditRefunded));
  return {
    month,
    income: { byKind, advance, depositsKept, advanceRefunded, total: incomeTotal },
    expenses: { byCategory, salaries, maintenance, total: expensesTotal },
    profit: incomeTotal - expensesTotal,
    deposits,
    moneyIn: received + deposits.received,
    moneyOut: expensesTotal + refunds,
  };
}
