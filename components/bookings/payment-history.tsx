import { formatDate, formatPKR, monthName } from "@/lib/format";
import { paymentTime } from "./booking-figures";
import type { PaymentEntry } from "./types";

/** A booking's payments, oldest first: amount, date, time and the month they count for. */
export function PaymentHistory({ payments }: { payments: PaymentEntry[] }) {
  return (
    <section aria-labelledby="payment-history-title" className="grid gap-3">
      <h2 id="payment-history-title" className="text-lg font-semibold tracking-tight">
        Payment History
      </h2>
      {payments.length === 0 ? (
        <p className="rounded-lg border bg-card px-4 py-6 text-center text-sm text-muted-foreground">No payments recorded yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-card">
          <table className="w-full min-w-[420px] text-start text-sm">
            <thead className="bg-muted text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  #
                </th>
                <th scope="col" className="px-4 py-3 text-end font-semibold">
                  Amount
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Date
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Time
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Month
                </th>
              </tr>
            </thead>
            <tbody className="divide-y whitespace-nowrap">
              {payments.map((payment, index) => (
                <tr key={payment._id}>
                  <td className="px-4 py-2.5 tabular-nums text-muted-foreground">{index + 1}</td>
                  <td className="px-4 py-2.5 text-end font-medium tabular-nums">{formatPKR(payment.amount)}</td>
                  <td className="px-4 py-2.5 tabular-nums">{formatDate(payment.date)}</td>
                  <td className="px-4 py-2.5 tabular-nums">{paymentTime(payment.date, payment.time)}</td>
                  <td className="px-4 py-2.5">{monthName(payment.month)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
