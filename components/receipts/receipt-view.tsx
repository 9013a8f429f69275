import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import "./receipt.css";
import { HostelContact } from "@/components/settings/hostel-contact";
import { Ltr } from "@/components/ui/ltr";
import { formatDate, formatPKR, orDash } from "@/lib/format";
import { balanceText, type Receipt } from "./receipt-data";

function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </div>
  );
}

/** The printable receipt of one payment; a void one is stamped VOID with its reason. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const t = useTranslations("receipts");
  const locale = useLocale();
  return (
    <article
      className="receipt mx-auto grid w-full max-w-xl gap-4 rounded-lg border bg-card p-4 shadow-sm sm:p-6"
      aria-labelledby="receipt-title"
    >
      <div className="receipt-head flex items-start justify-between gap-3 border-b-2 border-primary pb-3">
        <div className="min-w-0">
          <p className="text-lg font-bold tracking-tight text-primary">{receipt.hostel.name}</p>
          <HostelContact hostel={receipt.hostel} className="mb-1" />
          <h1 id="receipt-title" className="text-2xl font-semibold tracking-tight">
            {t("title")}
          </h1>
        </div>
        <dl className="grid shrink-0 gap-1 text-end">
          <Detail label={t("view.receiptNo")}>
            <Ltr className="font-mono">{receipt.receiptNo}</Ltr>
          </Detail>
          <Detail label={t("view.date")}>{formatDate(receipt.paidOn)}</Detail>
        </dl>
      </div>

      {receipt.voided ? (
        <div className="void-stamp rounded-md border-4 border-destructive px-4 py-2 text-center text-destructive">
          <p className="text-4xl font-black tracking-[0.3em] rtl:tracking-normal">{t("view.void")}</p>
          <p className="text-sm font-medium">{t("view.reason", { reason: receipt.voidReason ?? "" })}</p>
        </div>
      ) : null}

      <dl className="receipt-grid grid grid-cols-2 gap-x-4 gap-y-2">
        <Detail label={t("view.resident")} className="col-span-2">
          {receipt.residentName}
        </Detail>
        <Detail label={t("view.fatherName")}>{orDash(receipt.fatherName)}</Detail>
        <Detail label={t("view.room")}>{receipt.roomNumber ? <Ltr>{receipt.roomNumber}</Ltr> : orDash(receipt.roomNumber)}</Detail>
      </dl>

      <table className="w-full text-sm">
        <caption className="sr-only">{t("view.caption")}</caption>
        {receipt.lines.length > 0 ? (
          <thead className="border-b text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-1.5 text-start font-semibold">
                {t("view.for")}
              </th>
              <th scope="col" className="py-1.5 text-end font-semibold">
                {t("view.amount")}
              </th>
            </tr>
          </thead>
        ) : null}
        <tbody className="divide-y">
          {receipt.lines.map((line) => (
            <tr key={line.label}>
              <td className="py-1.5 pe-2">{line.label}</td>
              <td className="whitespace-nowrap py-1.5 text-end tabular-nums">{formatPKR(line.amount, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-foreground">
          <tr>
            <th scope="row" className="py-2 text-start font-semibold">
              {t("view.totalReceived")}
            </th>
            <td className="receipt-amount whitespace-nowrap py-2 text-end text-xl font-bold tabular-nums">
              {formatPKR(receipt.amount, locale)}
            </td>
          </tr>
        </tfoot>
      </table>

      <p className="receipt-words-box rounded-md bg-muted px-3 py-2 text-sm">
        <span className="text-muted-foreground">{t("view.inWords")}</span>
        <span className="receipt-words font-semibold">{receipt.amountInWords}</span>
      </p>

      <dl className="receipt-grid grid grid-cols-2 gap-x-4 gap-y-2">
        <Detail label={t("view.mode")}>{receipt.mode}</Detail>
        <Detail label={t("view.reference")}>{receipt.reference ? <Ltr>{receipt.reference}</Ltr> : orDash(receipt.reference)}</Detail>
        {receipt.balanceAfter !== null ? (
          <Detail label={t("view.balanceAfter")} className="col-span-2">
            {balanceText(receipt.balanceAfter, { t, locale })}
          </Detail>
        ) : null}
        {receipt.note ? (
          <Detail label={t("view.note")} className="col-span-2">
            {receipt.note}
          </Detail>
        ) : null}
      </dl>

      <div className="receipt-sign ms-auto mt-8 w-56 max-w-full border-t border-foreground pt-1.5 text-center text-sm">
        {t("view.receivedBy")}
        <span className="font-medium">{receipt.receivedBy}</span>
      </div>
    </article>
  );
}
