import Link from "next/link";
import { LogOut } from "lucide-react";
import { RecordPaymentButton } from "@/components/payments/record-payment-dialog";
import { paymentModeName } from "@/components/payments/payment-modes";
import { buttonVariants } from "@/components/ui/button";
import { formatDate, formatNumber, formatPKR } from "@/lib/format";
import type { Day } from "@/lib/money";
import { cn } from "@/lib/utils";
import { GiveNoticeButton } from "./give-notice-dialog";
import { ledgerEntries, type LedgerEntry } from "./ledger-entries";
import { MoveRoomButton } from "./move-room-dialog";
import { SettlementFigures, noticeSummary } from "./settlement-figures";
import { Facts, noticeText, statusLabel } from "./stay-facts";
import type { Booking, LedgerPayment, StayLedger } from "./types";
import { VoidPaymentButton } from "./void-payment-dialog";

/** "PKR 23,194 owed", "PKR 2,806 credit" or "PKR 0". */
const balanceText = (balance: number) => (balance > 0 ? `${formatPKR(balance)} owed` : balance < 0 ? `${formatPKR(-balance)} credit` : formatPKR(0));

/** The booking view's ledger: what the stay was charged and paid, in date order, and what can be done next. */
export function LedgerSection({ booking, ledger, today }: { booking: Booking; ledger: StayLedger; today: Day }) {
  const { status, settlement } = ledger;
  const balance = ledger.totals.balance;
  const live = status === "active" || status === "notice";
  const entries = ledgerEntries(ledger);
  const stay = { bookingId: booking._id, updatedAt: booking.updatedAt };

  return (
    <section aria-labelledby="ledger-title" className="mx-auto grid w-full max-w-4xl gap-5 rounded-lg border bg-card p-4 shadow-sm sm:p-8 print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ledger-title" className="text-xl font-semibold tracking-tight">
          Ledger
        </h2>
        <div className="flex flex-wrap gap-2">
          {status !== "cancelled" && (status !== "checked_out" || balance > 0) ? (
            <RecordPaymentButton bookingId={booking._id} owed={Math.max(balance, 0)} residentName={booking.studentName} />
          ) : null}
          {live ? <GiveNoticeButton {...stay} today={today} notice={status === "notice" ? { noticeDate: booking.noticeDate, leaveDate: booking.leaveDate } : null} /> : null}
          {live ? (
            <Link href={`/bookings/check-out/${booking._id}`} className={buttonVariants({ variant: "outline" })}>
              <LogOut aria-hidden="true" />
              Check out
            </Link>
          ) : null}
          {live || status === "reserved" ? <MoveRoomButton {...stay} today={today} currentRoomId={booking.selectedRoom} /> : null}
        </div>
      </div>

      <Facts
        className="lg:grid-cols-5"
        items={[
          ["Status", statusLabel(status)],
          ["Monthly rent", formatPKR(ledger.monthlyRent)],
          ["Deposit", formatPKR(ledger.deposit)],
          ["Notice", noticeText(booking)],
          ["Balance", balanceText(balance)],
        ]}
      />

      {status === "checked_out" && settlement ? (
        <div className="grid gap-2 rounded-md border bg-muted/40 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">Checked out on {formatDate(settlement.leaveDate)}</h3>
            <Link href={`/bookings/settlement/${booking._id}`} className={buttonVariants({ variant: "link", className: "h-auto p-0" })}>
              Settlement slip
            </Link>
          </div>
          <p className="text-sm text-muted-foreground">{noticeSummary(settlement.noticeDate, settlement.leaveDate, settlement.waived)}</p>
          <SettlementFigures figures={settlement} className="sm:max-w-sm" />
        </div>
      ) : null}
      {status === "cancelled" && settlement ? <p className="text-sm">Cancelled before check-in: {formatPKR(settlement.refund)} refunded.</p> : null}

      {entries.length === 0 ? (
        <p className="rounded-md border px-4 py-6 text-center text-sm text-muted-foreground">No charges or payments yet.</p>
      ) : (
        <table className="w-full text-start text-sm">
          <caption className="sr-only">Charges and payments in date order, with the balance after each</caption>
          <thead className="border-b text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="hidden py-2 pe-3 font-semibold sm:table-cell">
                Date
              </th>
              <th scope="col" className="py-2 pe-3 font-semibold">
                Details
              </th>
              <th scope="col" className="py-2 pe-3 text-end font-semibold">
                Amount (PKR)
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                Balance (PKR)
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {entries.map((entry) => (
              <LedgerRow key={entry.key} entry={entry} />
            ))}
          </tbody>
        </table>
      )}
      <p className="text-end font-semibold">Balance today: {balanceText(balance)}</p>
    </section>
  );
}

function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const voided = entry.type === "payment" && entry.payment.voided;
  const shown = entry.type === "payment" ? -entry.payment.amount : entry.amount;
  const received = (entry.type === "payment" && !voided) || entry.type === "deposit";
  return (
    <tr className={cn("align-top", voided && "text-muted-foreground")}>
      <td className="hidden whitespace-nowrap py-2 pe-3 tabular-nums sm:table-cell">{formatDate(entry.date)}</td>
      <td className="py-2 pe-3">
        <span className="block text-xs tabular-nums text-muted-foreground sm:hidden">{formatDate(entry.date)}</span>
        {entry.type === "payment" ? <PaymentDetails payment={entry.payment} /> : entry.description}
      </td>
      <td className={cn("whitespace-nowrap py-2 pe-3 text-end tabular-nums", voided && "line-through", received && "text-success")}>{formatNumber(shown)}</td>
      <td className="whitespace-nowrap py-2 text-end font-medium tabular-nums">{formatNumber(entry.balance)}</td>
    </tr>
  );
}

function PaymentDetails({ payment }: { payment: LedgerPayment }) {
  return (
    <div className="grid gap-0.5">
      <span>
        <span className={cn(payment.voided && "line-through")}>
          Payment, {paymentModeName(payment.mode)}
          {payment.reference ? ` (${payment.reference})` : ""}
        </span>
        {payment.voided ? <span className="ms-2 rounded bg-destructive/10 px-1.5 py-0.5 text-xs font-semibold text-destructive">Void</span> : null}
      </span>
      <span className="flex flex-wrap items-center gap-x-3 text-xs">
        <Link href={`/receipts/${payment._id}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {payment.receiptNo}
        </Link>
        {payment.voided ? null : <VoidPaymentButton payment={{ _id: payment._id, receiptNo: payment.receiptNo, amount: payment.amount }} />}
      </span>
      {payment.voided && payment.voidReason ? <span className="text-xs">Reason: {payment.voidReason}</span> : null}
    </div>
  );
}
