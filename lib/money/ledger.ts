// Allocation of a stay's payments to its charges as of a day (README.md: "Allocation").
// Pure: every figure the ledger, the dues list and a payment's allocations show comes from here.
import { daysBetween, type Day, type Period } from "./days";

/** What a charge is for. */
export type ChargeKind = "rent" | "stay" | "sudden_departure" | "damage" | "lost_key" | "adjustment" | "extra" | "late_fee";

/** An issued charge. `amount` may be negative for adjustments; `seq` is the issue order. */
export interface ChargeLine {
  id: string;
  kind: ChargeKind;
  period: Period | null;
  amount: number;
  chargedOn: Day;
  dueOn: Day;
  seq: number;
  /**
   * Lines paid as one amount share a group: a month's rent and its adjustments by default; extras and
   * late fees get theirs from `chargeGroup` (extras.ts). Unset: the default.
   */
  group?: string;
  /** Charges due the same day are paid by rank, then issue order: rent 0, extras by type, late fees last. */
  rank?: number;
}

/** A recorded payment; `seq` is the recording order. */
export interface PaymentLine {
  id: string;
  amount: number;
  paidOn: Day;
  seq: number;
  voided: boolean;
}

/** A stored check-out settlement: the deposit applied (a credit) and the credit paid back, both on `on`. */
export interface SettlementLine {
  on: Day;
  depositApplied: number;
  creditRefunded: number;
}

/** Part of a source (payment, credit, deposit) that pays a charge, or the refunded credit (chargeId null). */
export interface Allocation {
  chargeId: string | null;
  period: Period | null;
  kind: ChargeKind | "credit_refund";
  amount: number;
}

/** A charge as of `asOf`: counted when chargedOn ≤ asOf; paid + outstanding = its share of its group. */
export type AllocatedCharge = ChargeLine & { counted: boolean; paid: number; outstanding: number };

/** A payment as of `asOf`: counted when not voided and paidOn ≤ asOf; allocations + unallocated = amount when counted. */
export type AllocatedPayment = PaymentLine & { counted: boolean; allocations: Allocation[]; unallocated: number };

/** The credit of a group that nets below zero, spent like a payment dated at the group's chargedOn. */
export interface GroupCredit {
  chargeIds: string[];
  period: Period | null;
  on: Day;
  amount: number;
  allocations: Allocation[];
  unallocated: number;
}

export interface LedgerView {
  asOf: Day;
  /** Every charge given, in issue order. */
  charges: AllocatedCharge[];
  /** Every payment given, in recording order. */
  payments: AllocatedPayment[];
  /** Credits of groups that net below zero. */
  credits: GroupCredit[];
  /** The deposit applied at check-out, when the settlement counts (on ≤ asOf). */
  deposit: { on: Day; amount: number; allocations: Allocation[]; unallocated: number } | null;
  /** The credit refunded at check-out, when the settlement counts: it is paid out of the credit. */
  creditRefund: { on: Day; amount: number; paid: number; outstanding: number } | null;
  /** balance = charged − paid − depositApplied + creditRefunded (negative: advance credit). */
  totals: { charged: number; paid: number; depositApplied: number; creditRefunded: number; balance: number };
  /** Σ outstanding = max(balance, 0). */
  outstanding: number;
  /** Credit nothing has used yet = max(−balance, 0). */
  advance: number;
  /** Periods with an outstanding line, sorted. */
  unpaidPeriods: Period[];
  /** The oldest dueOn with something outstanding, or null. */
  oldestDueOn: Day | null;
  /** Whether something outstanding was due before asOf. */
  overdue: boolean;
  /** asOf − oldestDueOn when overdue, else 0. */
  daysOverdue: number;
}

// A group is paid as one amount: a period's rent line and its adjustments, or any other line alone.
interface Group {
  lines: ChargeLine[];
  net: number;
  dueOn: Day;
  chargedOn: Day;
  rank: number;
  seq: number;
  id: string;
  allocated: number;
  /** Each positive line's slice [start, end) of the group's net, in issue order. */
  shares: { line: ChargeLine; start: number; end: number }[];
}

interface Source {
  on: Day;
  rank: number; // same day: group credits, then payments, then the deposit
  seq: number;
  id: string;
  amount: number;
  allocations: Allocation[];
  unallocated: number;
}

/** Compares two sort keys element by element. */
function byKey(a: (string | number)[], b: (string | number)[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

function groupsOf(charges: ChargeLine[]): Group[] {
  const groups = new Map<string, ChargeLine[]>();
  for (const line of charges) {
    const key =
      line.group ??
      ((line.kind === "rent" || line.kind === "adjustment") && line.period !== null ? `period:${line.period}` : `line:${line.id}`);
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.values()].map((lines) => {
    const net = lines.reduce((sum, line) => sum + line.amount, 0);
    let cursor = 0;
    const shares = lines.map((line) => {
      const share = line.amount > 0 ? Math.min(line.amount, Math.max(net - cursor, 0)) : 0;
      cursor += share;
      return { line, start: cursor - share, end: cursor };
    });
    const first = lines[0]!;
    return {
      lines,
      net,
      dueOn: first.dueOn,
      chargedOn: first.chargedOn,
      rank: first.rank ?? 0,
      seq: first.seq,
      id: first.id,
      allocated: 0,
      shares,
    };
  });
}

/**
 * Allocates as of `asOf`: charges with chargedOn ≤ asOf and non-voided payments with paidOn ≤ asOf
 * count (and the settlement, when on ≤ asOf). Groups with a positive net are paid oldest first by
 * (dueOn, issue order), the refunded credit last; sources are spent in order of (date, then group
 * credits, payments by recording order, the deposit). Each source fills the oldest unpaid group, so a
 * group's paid amount depends only on the total of the sources: backdating or voiding a payment
 * changes which payment pays what, and the totals only by the voided amount.
 */
export function allocate(charges: ChargeLine[], payments: PaymentLine[], asOf: Day, settlement: SettlementLine | null = null): LedgerView {
  const countedCharges = charges.filter((c) => c.chargedOn <= asOf).sort((a, b) => byKey([a.seq, a.id], [b.seq, b.id]));
  const groups = groupsOf(countedCharges);
  const settled = settlement !== null && settlement.on <= asOf ? settlement : null;

  const queue = groups.filter((g) => g.net > 0).sort((a, b) => byKey([a.dueOn, a.rank, a.seq, a.id], [b.dueOn, b.rank, b.seq, b.id]));
  const refund = settled && settled.creditRefunded > 0 ? { on: settled.on, amount: settled.creditRefunded, paid: 0 } : null;

  const source = (on: Day, rank: number, seq: number, id: string, amount: number): Source => ({
    on,
    rank,
    seq,
    id,
    amount,
    allocations: [],
    unallocated: amount,
  });
  const credits = groups.filter((g) => g.net < 0).map((g) => ({ group: g, source: source(g.chargedOn, 0, g.seq, g.id, -g.net) }));
  const paymentSources = new Map<string, Source>();
  for (const p of payments) if (!p.voided && p.paidOn <= asOf) paymentSources.set(p.id, source(p.paidOn, 1, p.seq, p.id, p.amount));
  const depositSource = settled && settled.depositApplied > 0 ? source(settled.on, 2, 0, "", settled.depositApplied) : null;

  const sources = [...credits.map((c) => c.source), ...paymentSources.values(), ...(depositSource ? [depositSource] : [])];
  sources.sort((a, b) => byKey([a.on, a.rank, a.seq, a.id], [b.on, b.rank, b.seq, b.id]));

  let next = 0;
  for (const s of sources) {
    while (s.unallocated > 0 && next < queue.length) {
      const group = queue[next]!;
      const take = Math.min(s.unallocated, group.net - group.allocated);
      const [from, to] = [group.allocated, group.allocated + take];
      for (const { line, start, end } of group.shares) {
        const amount = Math.min(to, end) - Math.max(from, start);
        if (amount > 0) s.allocations.push({ chargeId: line.id, period: line.period, kind: line.kind, amount });
      }
      group.allocated = to;
      s.unallocated -= take;
      if (group.allocated === group.net) next++;
    }
    if (s.unallocated > 0 && refund && refund.paid < refund.amount) {
      const take = Math.min(s.unallocated, refund.amount - refund.paid);
      s.allocations.push({ chargeId: null, period: null, kind: "credit_refund", amount: take });
      refund.paid += take;
      s.unallocated -= take;
    }
  }

  const shareOf = new Map<string, { paid: number; outstanding: number }>();
  for (const group of groups) {
    for (const { line, start, end } of group.shares) {
      const paid = Math.min(Math.max(group.allocated - start, 0), end - start);
      shareOf.set(line.id, { paid, outstanding: end - start - paid });
    }
  }
  const allocatedCharges: AllocatedCharge[] = [...charges]
    .sort((a, b) => byKey([a.seq, a.id], [b.seq, b.id]))
    .map((c) => ({ ...c, counted: c.chargedOn <= asOf, ...(c.chargedOn <= asOf ? shareOf.get(c.id)! : { paid: 0, outstanding: 0 }) }));
  const allocatedPayments: AllocatedPayment[] = [...payments]
    .sort((a, b) => byKey([a.seq, a.id], [b.seq, b.id]))
    .map((p) => {
      const s = paymentSources.get(p.id);
      return { ...p, counted: s !== undefined, allocations: s?.allocations ?? [], unallocated: s?.unallocated ?? 0 };
    });

  const charged = countedCharges.reduce((sum, c) => sum + c.amount, 0);
  const paid = [...paymentSources.values()].reduce((sum, s) => sum + s.amount, 0);
  const depositApplied = settled?.depositApplied ?? 0;
  const creditRefunded = settled?.creditRefunded ?? 0;
  const balance = charged - paid - depositApplied + creditRefunded;

  const owing = allocatedCharges.filter((c) => c.outstanding > 0);
  const dueDays = [...owing.map((c) => c.dueOn), ...(refund && refund.paid < refund.amount ? [refund.on] : [])].sort();
  const oldestDueOn = dueDays[0] ?? null;
  const overdue = oldestDueOn !== null && oldestDueOn < asOf;

  return {
    asOf,
    charges: allocatedCharges,
    payments: allocatedPayments,
    credits: credits.map(({ group, source: s }) => ({
      chargeIds: group.lines.map((l) => l.id),
      period: group.lines[0]!.period,
      on: s.on,
      amount: s.amount,
      allocations: s.allocations,
      unallocated: s.unallocated,
    })),
    deposit: depositSource
      ? {
          on: depositSource.on,
          amount: depositSource.amount,
          allocations: depositSource.allocations,
          unallocated: depositSource.unallocated,
        }
      : null,
    creditRefund: refund ? { on: refund.on, amount: refund.amount, paid: refund.paid, outstanding: refund.amount - refund.paid } : null,
    totals: { charged, paid, depositApplied, creditRefunded, balance },
    outstanding: Math.max(balance, 0),
    advance: Math.max(-balance, 0),
    unpaidPeriods: [...new Set(owing.flatMap((c) => (c.period === null ? [] : [c.period])))].sort(),
    oldestDueOn,
    overdue,
    daysOverdue: overdue && oldestDueOn !== null ? daysBetween(oldestDueOn, asOf) : 0,
  };
}
