import Link from "next/link";
import { LogOut } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { RecordPaymentButton } from "@/components/payments/record-payment-dialog";
import { paymentModeName } from "@/components/payments/payment-modes";
import { buttonVariants } from "@/components/ui/button";
import { Ltr } from "@/components/ui/ltr";
import { formatDate, formatNumber, formatPKR, monthName } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Day, HouseRules } from "@/lib/money";
import { cn } from "@/lib/utils";
import { stay as englishStay } from "@/messages/en/stay";
import { GiveNoticeButton } from "./give-notice-dialog";
import { rulesOfSettlement, SUDDEN_DEPARTURE_LINE } from "./house-rules";
import { adjustmentText, ledgerEntries, type LedgerEntry } from "./ledger-entries";
import { AddChargeButton, CorrectChargeButton, type ExtraChoice } from "./extras-buttons";
import { correctableLines, typedLineText, type Correction, type ExtrasT } from "./extras-lines";
import { MoveRoomButton } from "./move-room-dialog";
import { SettlementFigures, noticeSummary } from "./settlement-figures";
import { Facts, noticeText, statusLabel, type StayT } from "./stay-facts";
import type { Booking, LedgerCharge, LedgerPayment, StayLedger } from "./types";
import { VoidPaymentButton } from "./void-payment-dialog";
import { WithdrawMoveButton } from "./withdraw-move-button";
import { IfCan } from "@/components/auth/access";
import { ColumnHeads } from "@/components/ui/column-heads";

/** "PKR 23,194 owed", "PKR 2,806 credit" or "PKR 0". */
const balanceText = (t: StayT, locale: Locale, balance: number) =>
  balance > 0
    ? t("ledger.owed", { amount: formatPKR(balance, locale) })
    : balance < 0
      ? t("ledger.credit", { amount: formatPKR(-balance, locale) })
      : formatPKR(0, locale);

// The descriptions the server stores in English (lib/server/services/stays.ts, bookings.ts, lib/money/settlement.ts);
// the sudden-departure line names its days (SUDDEN_DEPARTURE_LINE).
const FIXED_LINES = ["stay", "stayAdjustment", "lostKey"] as const;

/** 'April' → 4, or null. */
const monthNumber = (name: string) => {
  const index = Array.from({ length: 12 }, (_, month) => monthName(month + 1)).indexOf(name);
  return index < 0 ? null : index + 1;
};

/**
 * A charge's description in the page's language: in English as stored; in Urdu the server's own
 * wordings ("Rent for April 2026", "Cancelled: Stay"...) are translated, and a damage keeps the words
 * the admin typed (as does any description not recognised).
 */
function chargeText(t: StayT, locale: Locale, kind: string | null, description: string): string {
  if (locale !== "ur" || kind === "damage") return description;
  const cancelled = /^Cancelled: ([\s\S]+)$/.exec(description);
  if (cancelled) return t("ledger.lines.cancelled", { what: chargeText(t, locale, null, cancelled[1]!) });
  const monthly = /^(Rent|Adjustment) for (\w+) (\d{4})$/.exec(description);
  const month = monthly ? monthNumber(monthly[2]!) : null;
  if (monthly && month) {
    return t(monthly[1] === "Rent" ? "ledger.lines.rentFor" : "ledger.lines.adjustmentFor", {
      month: `${monthName(month, locale)} ${monthly[3]}`,
    });
  }
  const sudden = SUDDEN_DEPARTURE_LINE.exec(description);
  if (sudden) return t("ledger.lines.suddenDeparture", { days: Number(sudden[1]) });
  const fixed = FIXED_LINES.find((line) => englishStay.ledger.lines[line] === description);
  return fixed ? t(`ledger.lines.${fixed}`) : description;
}

interface LedgerSectionProps {
  booking: Booking;
  ledger: StayLedger;
  today: Day;
  /** The house rules as saved (getSettings()): the notice the Give notice dialog asks for, a settled stay's summary. */
  houseRules: HouseRules;
  oneOffTypes?: ExtraChoice[];
}

/**
 * The booking view's ledger, at the top of the booking: the balance owed now and what can be done next
 * (record a payment, add a one-off charge, give notice, check out, move room), then what the stay was
 * charged and paid, in date order, an owner's Reverse or Waive beside a line that may be corrected.
 */
export function LedgerSection({ booking, ledger, today, houseRules, oneOffTypes = [] }: LedgerSectionProps) {
  const t = useTranslations("stay");
  const tx = useTranslations("extras");
  const locale = useLocale();
  const corrections = correctableLines(ledger.charges);
  const { status, settlement } = ledger;
  const balance = ledger.totals.balance;
  const live = status === "active" || status === "notice";
  const entries = ledgerEntries(ledger);
  const stay = { bookingId: booking._id, updatedAt: booking.updatedAt };
  // A move dated ahead can be withdrawn until its day (lib/money/README.md, rule 14).
  const lastRoom = booking.rooms.at(-1);
  const pendingMove =
    booking.rooms.length > 1 && lastRoom && lastRoom.from > today && status !== "checked_out" && status !== "cancelled"
      ? { roomNumber: lastRoom.roomNumber, from: lastRoom.from }
      : null;

  return (
    <section
      aria-labelledby="ledger-title"
      className="mx-auto grid w-full max-w-4xl gap-5 rounded-lg border bg-card p-4 shadow-sm sm:p-8 print:hidden"
    >
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div className="grid gap-1">
          <h2 id="ledger-title" className="text-xl font-semibold tracking-tight">
            {t("ledger.title")}
          </h2>
          {/* What is owed now leads the booking: the ledger's balance, not the agreed term's remaining amount. */}
          <dl>
            <dt className="text-xs font-medium text-muted-foreground">{t("ledger.balanceNow")}</dt>
            <dd
              className={cn(
                "text-2xl font-bold tabular-nums sm:text-3xl",
                balance > 0 ? "text-destructive" : balance < 0 && "text-success",
              )}
            >
              {balance === 0 ? t("ledger.nothingOwed") : balanceText(t, locale, balance)}
            </dd>
          </dl>
        </div>
        <div className="flex flex-wrap gap-2">
          {status !== "cancelled" && (status !== "checked_out" || balance > 0) ? (
            <RecordPaymentButton bookingId={booking._id} owed={Math.max(balance, 0)} residentName={booking.studentName} />
          ) : null}
          {status !== "cancelled" && oneOffTypes.length ? (
            <AddChargeButton bookingId={booking._id} types={oneOffTypes} today={today} />
          ) : null}
          {live ? (
            <GiveNoticeButton
              {...stay}
              today={today}
              noticeDays={houseRules.noticeDays}
              notice={status === "notice" ? { noticeDate: booking.noticeDate, leaveDate: booking.leaveDate } : null}
            />
          ) : null}
          {live ? (
            <IfCan permission="records.write">
              <Link href={`/bookings/check-out/${booking._id}`} className={buttonVariants({ variant: "outline" })}>
                <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
                {t("ledger.checkOut")}
              </Link>
            </IfCan>
          ) : null}
          {live || status === "reserved" ? (
            <MoveRoomButton {...stay} today={today} currentRoomId={booking.selectedRoom} leaveDate={booking.leaveDate} />
          ) : null}
          {pendingMove ? <WithdrawMoveButton bookingId={booking._id} move={pendingMove} /> : null}
        </div>
      </div>

      <Facts
        className="lg:grid-cols-4"
        items={[
          [t("facts.status"), statusLabel(t, status)],
          [t("facts.monthlyRent"), formatPKR(ledger.monthlyRent, locale)],
          [t("facts.deposit"), formatPKR(ledger.deposit, locale)],
          [t("facts.notice"), noticeText(t, booking)],
        ]}
      />

      {status === "checked_out" && settlement ? (
        <div className="grid gap-2 rounded-md border bg-muted/40 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">{t("ledger.checkedOutOn", { date: formatDate(settlement.leaveDate) })}</h3>
            <Link href={`/bookings/settlement/${booking._id}`} className={buttonVariants({ variant: "link", className: "h-auto p-0" })}>
              {t("ledger.settlementSlip")}
            </Link>
          </div>
          <p className="text-sm text-muted-foreground">
            {noticeSummary(t, locale, settlement, rulesOfSettlement(houseRules, settlement, ledger.charges))}
          </p>
          <SettlementFigures figures={settlement} className="sm:max-w-sm" />
        </div>
      ) : null}
      {status === "cancelled" && settlement ? (
        <p className="text-sm">{t("ledger.cancelledRefund", { amount: formatPKR(settlement.refund, locale) })}</p>
      ) : null}

      {entries.length === 0 ? (
        <p className="rounded-md border px-4 py-6 text-center text-sm text-muted-foreground">{t("ledger.empty")}</p>
      ) : (
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t("ledger.caption")}</caption>
          <thead className="border-b text-xs text-muted-foreground">
            <tr>
              <ColumnHeads
                cell="py-2 pe-3 font-semibold"
                columns={[
                  { label: t("ledger.date"), className: "hidden sm:table-cell" },
                  { label: t("ledger.details") },
                  { label: t("ledger.amount"), className: "text-end" },
                  { label: t("ledger.balance"), className: "pe-0 text-end" },
                ]}
              />
            </tr>
          </thead>
          <tbody className="divide-y">
            {entries.map((entry) => (
              <LedgerRow
                key={entry.key}
                entry={entry}
                t={t}
                tx={tx}
                locale={locale}
                settled={status === "checked_out"}
                correction={corrections.get(entry.key)}
              />
            ))}
          </tbody>
        </table>
      )}
      <p className="text-end font-semibold">{t("ledger.balanceToday", { balance: balanceText(t, locale, balance) })}</p>
    </section>
  );
}

function LedgerRow({
  entry,
  t,
  tx,
  locale,
  settled,
  correction,
}: {
  entry: LedgerEntry;
  t: StayT;
  tx: ExtrasT;
  locale: Locale;
  settled: boolean;
  correction?: Correction;
}) {
  const voided = entry.type === "payment" && entry.payment.voided;
  const shown = entry.type === "payment" ? -entry.payment.amount : entry.amount;
  const received = (entry.type === "payment" && !voided) || entry.type === "deposit";
  return (
    <tr className={cn("align-top", voided && "text-muted-foreground")}>
      <td className="hidden whitespace-nowrap py-2 pe-3 tabular-nums sm:table-cell">{formatDate(entry.date)}</td>
      <td className="py-2 pe-3">
        <span className="block text-xs tabular-nums text-muted-foreground sm:hidden">{formatDate(entry.date)}</span>
        {entry.type === "payment" ? (
          <PaymentDetails payment={entry.payment} t={t} locale={locale} settled={settled} />
        ) : entry.type === "deposit" ? (
          t("ledger.lines.depositApplied")
        ) : entry.type === "refund" ? (
          t("ledger.lines.creditRefunded")
        ) : entry.charge.typeId ? (
          // An extra, its adjustments and late fees name their type and month ("Mess — October 2026").
          <TypedLine charge={entry.charge} what={typedLineText(tx, locale, entry.charge)} t={t} correction={correction} />
        ) : (
          (adjustmentText(t, locale, entry.cause, entry.period) ?? chargeText(t, locale, entry.kind, entry.description))
        )}
      </td>
      <td className={cn("whitespace-nowrap py-2 pe-3 text-end tabular-nums", voided && "line-through", received && "text-success")}>
        <Ltr>{formatNumber(shown)}</Ltr>
      </td>
      <td className="whitespace-nowrap py-2 text-end font-medium tabular-nums">
        <Ltr>{formatNumber(entry.balance)}</Ltr>
      </td>
    </tr>
  );
}

/** A typed line's words, the reason of a reversal or waiver, and an owner's Reverse or Waive while the line may be corrected. */
function TypedLine({ charge, what, t, correction }: { charge: LedgerCharge; what: string; t: StayT; correction?: Correction }) {
  return (
    <div className="grid gap-0.5">
      <span>{what}</span>
      {charge.reason ? <span className="text-xs">{t("ledger.reason", { reason: charge.reason })}</span> : null}
      {correction ? (
        <span>
          <CorrectChargeButton how={correction} charge={{ _id: charge._id, what, amount: charge.amount }} />
        </span>
      ) : null}
    </div>
  );
}

function PaymentDetails({ payment, t, locale, settled }: { payment: LedgerPayment; t: StayT; locale: Locale; settled: boolean }) {
  const mode = paymentModeName(payment.mode, locale);
  return (
    <div className="grid gap-0.5">
      <span>
        <span className={cn(payment.voided && "line-through")}>
          {t("ledger.payment", { mode })}
          {payment.reference ? (
            <>
              {" ("}
              <Ltr>{payment.reference}</Ltr>
              {")"}
            </>
          ) : null}
        </span>
        {payment.voided ? (
          <span className="ms-2 rounded bg-destructive/10 px-1.5 py-0.5 text-xs font-semibold text-destructive">
            {t("ledger.voidBadge")}
          </span>
        ) : null}
      </span>
      <span className="flex flex-wrap items-center gap-x-3 text-xs">
        <Link href={`/receipts/${payment._id}`} className="font-medium text-primary underline-offset-4 hover:underline">
          <Ltr>{payment.receiptNo}</Ltr>
        </Link>
        {payment.voided ? null : (
          // Voiding is an owner's act (docs/accounts.md): the others are told whom to ask.
          <IfCan
            permission="money.correct"
            otherwise={
              <IfCan permission="records.write">
                <span className="text-muted-foreground">{t("void.askOwner")}</span>
              </IfCan>
            }
          >
            <VoidPaymentButton payment={{ _id: payment._id, receiptNo: payment.receiptNo, amount: payment.amount }} settled={settled} />
          </IfCan>
        )}
      </span>
      {payment.voided && payment.voidReason ? <span className="text-xs">{t("ledger.reason", { reason: payment.voidReason })}</span> : null}
    </div>
  );
}
