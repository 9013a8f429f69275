import { useLocale, useTranslations } from "next-intl";
import { formatDate, formatPKR, monthName } from "@/lib/format";
import { receivedTime } from "./booking-figures";
import type { PaymentEntry } from "./types";
import { ColumnHeads } from "@/components/ui/column-heads";

/** A booking's payments, oldest first: amount, the day it was received (and the time, when recorded that day), and its month. */
export function PaymentHistory({ payments }: { payments: PaymentEntry[] }) {
  const t = useTranslations("bookings.history");
  const locale = useLocale();
  return (
    <section aria-labelledby="payment-history-title" className="grid gap-3">
      <h2 id="payment-history-title" className="text-lg font-semibold tracking-tight">
        {t("title")}
      </h2>
      {payments.length === 0 ? (
        <p className="rounded-lg border bg-card px-4 py-6 text-center text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-card">
          <table className="w-full min-w-[420px] text-start text-sm">
            <thead className="bg-muted text-xs text-muted-foreground">
              <tr>
                <ColumnHeads
                  cell="px-4 py-3 font-semibold"
                  columns={[
                    { label: t("number") },
                    { label: t("amount"), className: "text-end" },
                    { label: t("date") },
                    { label: t("time") },
                    { label: t("month") },
                  ]}
                />
              </tr>
            </thead>
            <tbody className="divide-y whitespace-nowrap">
              {payments.map((payment, index) => (
                <tr key={payment._id}>
                  <td className="px-4 py-2.5 tabular-nums text-muted-foreground">{index + 1}</td>
                  <td className="px-4 py-2.5 text-end font-medium tabular-nums">{formatPKR(payment.amount, locale)}</td>
                  <td className="px-4 py-2.5 tabular-nums">{formatDate(payment.paidOn)}</td>
                  <td className="px-4 py-2.5 tabular-nums">{receivedTime(payment, locale)}</td>
                  <td className="px-4 py-2.5">{monthName(Number(payment.paidOn.slice(5, 7)), locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
