import { useLocale, useTranslations } from "next-intl";
import "@/components/ui/print-sheet.css";
import "./month-bills.css";
import { PrintedOn } from "@/components/bookings/printed-on";
import { Ltr } from "@/components/ui/ltr";
import { formatDate, formatNumber, formatPKR, formatYearMonth } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import type { BillJson } from "./bill-types";
import { formatRate } from "./rate";

/** A reading of the month with the bill it made, as the readings' service gives it. */
export interface MonthBill {
  _id: string;
  roomNumber: string;
  readOn: string;
  reading: number;
  replaced: boolean;
  oldMeterFinal: number | null;
  previous: { readOn: string; reading: number } | null;
  bill: BillJson | null;
}

interface MonthBillsProps {
  hostelName: string;
  month: string;
  bills: MonthBill[];
  total: number;
  printedOn: string;
  timeZone: string;
}

/** The month's electricity bills on A4: each room's readings, units, rate and bill, and each stay's share. */
export function MonthBills({ hostelName, month, bills, total, printedOn, timeZone }: MonthBillsProps) {
  const t = useTranslations("electricity.print");
  const locale = useLocale() as Locale;
  const monthName = formatYearMonth(month, locale);
  return (
    <article
      aria-labelledby="bills-title"
      className="month-bills print-sheet mx-auto grid w-full max-w-3xl gap-5 rounded-lg border bg-card p-4 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-2 border-b-2 border-primary pb-3">
        <div>
          <p className="text-sm font-semibold text-primary">{hostelName}</p>
          <h1 id="bills-title" className="text-2xl font-bold tracking-tight">
            {t("ofMonth", { month: monthName })}
          </h1>
        </div>
        {bills.length ? (
          <p className="text-sm">
            {t("total")}: <span className="font-semibold tabular-nums">{formatPKR(total, locale)}</span>
          </p>
        ) : null}
      </div>

      {bills.length === 0 ? <p className="text-muted-foreground">{t("none", { month: monthName })}</p> : null}

      {bills.map((reading) => (
        <RoomBill key={reading._id} reading={reading} bill={reading.bill!} locale={locale} />
      ))}

      <p className="text-sm text-muted-foreground">
        {t("printedOn")} <PrintedOn initial={printedOn} timeZone={timeZone} />
      </p>
    </article>
  );
}

function RoomBill({ reading, bill, locale }: { reading: MonthBill; bill: BillJson; locale: Locale }) {
  const t = useTranslations("electricity.print");
  const head = "border-b px-2 py-1.5 font-semibold";
  const value = "whitespace-nowrap border-b px-2 py-1.5 text-end tabular-nums";
  return (
    <section aria-labelledby={`bill-${reading._id}`} className="room-bill grid gap-2">
      <h2 id={`bill-${reading._id}`} className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-1 font-semibold">
        <span>{reading.roomNumber}</span>
        <span className="tabular-nums">{formatPKR(bill.amount, locale)}</span>
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4 print:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">{t("readings")}</dt>
          <dd className="tabular-nums">
            <Ltr>{t("fromTo", { from: formatNumber(reading.previous?.reading), to: formatNumber(reading.reading) })}</Ltr>
            {reading.replaced ? (
              <span className="block text-xs text-muted-foreground">{t("replaced", { final: formatNumber(reading.oldMeterFinal) })}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("period")}</dt>
          <dd className="tabular-nums">
            <Ltr>
              <span className="whitespace-nowrap">{formatDate(bill.from)}</span> –{" "}
              <span className="whitespace-nowrap">{formatDate(bill.to)}</span>
            </Ltr>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("units")}</dt>
          <dd className="tabular-nums">{formatNumber(bill.units)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("rate")}</dt>
          <dd className="tabular-nums">{formatRate(bill.rate, locale)}</dd>
        </div>
      </dl>
      {bill.shares.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("nobody")}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr>
              <th scope="col" className={`${head} text-start`}>
                {t("resident")}
              </th>
              <th scope="col" className={`${head} text-end`}>
                {t("bedDays")}
              </th>
              <th scope="col" className={`${head} text-end`}>
                {t("share")}
              </th>
            </tr>
          </thead>
          <tbody>
            {bill.shares.map((share) => (
              <tr key={share.bookingId}>
                <td className="border-b px-2 py-1.5">{share.studentName}</td>
                <td className={value}>{share.bedDays}</td>
                <td className={value}>{formatPKR(share.amount, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
