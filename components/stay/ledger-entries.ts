import type { Day } from "@/lib/money";
import { formatDate, formatPKR, formatYearMonth, ltr } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import type { AdjustmentCause } from "@/lib/server/services/adjustment-causes";
import type { StayT } from "./stay-facts";
import type { LedgerCharge, LedgerPayment, StayLedger } from "./types";

/**
 * One line of the ledger: `amount` is what it adds to the balance (payments and the deposit take away).
 * A charge keeps its stored description (English, or what the admin typed for a damage); the deposit
 * and refund lines are named where they are shown, in the page's language.
 */
type LedgerLine =
  | {
      key: string;
      date: Day;
      type: "charge";
      kind: string;
      period: string | null;
      description: string;
      cause: AdjustmentCause | null;
      amount: number;
      charge: LedgerCharge;
    }
  | { key: string; date: Day; type: "deposit"; amount: number }
  | { key: string; date: Day; type: "refund"; amount: number }
  | { key: string; date: Day; type: "payment"; payment: LedgerPayment; amount: number };

/** A ledger line with the balance after it. */
export type LedgerEntry = LedgerLine & { balance: number };

const ORDER = { charge: 0, payment: 1, deposit: 2, refund: 3 } as const;

/**
 * Charges, payments and the check-out's deposit lines in date order (on one day: charges, then payments,
 * then the deposit), each with the balance after it. A voided payment is listed and changes nothing,
 * so the last balance is the ledger's own.
 */
export function ledgerEntries(
  ledger: Pick<StayLedger, "asOf" | "payments" | "settlement"> & { charges: (LedgerCharge & { cause?: AdjustmentCause | null })[] },
): LedgerEntry[] {
  const { settlement } = ledger;
  const settled = settlement && settlement.leaveDate <= ledger.asOf ? settlement : null;
  const lines: LedgerLine[] = [
    ...ledger.charges.map((charge) => ({
      key: charge._id,
      date: charge.chargedOn,
      type: "charge" as const,
      kind: charge.kind,
      period: charge.period,
      description: charge.description,
      cause: charge.cause ?? null,
      amount: charge.amount,
      charge,
    })),
    ...ledger.payments.map((payment) => ({
      key: payment._id,
      date: payment.paidOn,
      type: "payment" as const,
      payment,
      amount: payment.voided ? 0 : -payment.amount,
    })),
    ...(settled && settled.depositApplied > 0
      ? [{ key: "deposit", date: settled.leaveDate, type: "deposit" as const, amount: -settled.depositApplied }]
      : []),
    ...(settled && settled.creditRefunded > 0
      ? [{ key: "refund", date: settled.leaveDate, type: "refund" as const, amount: settled.creditRefunded }]
      : []),
  ];
  const sorted = lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) =>
      a.line.date < b.line.date ? -1 : a.line.date > b.line.date ? 1 : ORDER[a.line.type] - ORDER[b.line.type] || a.index - b.index,
    );
  let balance = 0;
  return sorted.map(({ line }) => {
    balance += line.amount;
    return { ...line, balance };
  });
}

/**
 * An adjustment's words from its cause ("Moved to Room 8 on 15-11-2026"), in the page's language, with
 * the month it corrects when that is another than the cause's own; null when its cause is unknown.
 */
export function adjustmentText(t: StayT, locale: Locale, cause: AdjustmentCause | null, period: string | null): string | null {
  if (!cause) return null;
  // A room number never breaks across lines ("Room 18"), and keeps its left-to-right order inside Urdu words.
  const roomNumber = "room" in cause ? cause.room.replace(/ /g, "\u00a0") : "";
  const room = locale === "ur" && roomNumber ? ltr(roomNumber) : roomNumber;
  const date = formatDate(cause.date);
  const what =
    cause.kind === "rentChange"
      ? t("ledger.causes.rentChange", { rent: formatPKR(cause.rent, locale), date })
      : t(`ledger.causes.${cause.kind}`, { room, date });
  return period && period !== cause.date.slice(0, 7) ? t("ledger.causes.forMonth", { what, month: formatYearMonth(period, locale) }) : what;
}
