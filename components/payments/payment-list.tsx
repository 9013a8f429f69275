import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { NoData } from "@/components/data-table/no-data";
import { ModeReferenceRecordedByCells, ModeReferenceRecordedByList, struckIf, TableOrCards } from "@/components/data-table/table-or-cards";
import { Ltr } from "@/components/ui/ltr";
import { formatDate, formatPKR, paymentModeLabel } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";
import { PAYMENT_MODES } from "@/models/enums";
import type { PaymentListPage, PaymentListRow } from "@/lib/server/services/payment-list";

/** The figures above the list: what the matching receipts not voided add up to, in all and by mode. */
export function PaymentTotals({ page }: { page: PaymentListPage }) {
  const t = useTranslations("receiptsList.totals");
  const locale = useLocale() as Locale;
  return (
    <section aria-label={t("label")} className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-sm text-muted-foreground">
          {t("count", { count: page.count, from: formatDate(page.from), to: formatDate(page.to) })}
        </p>
        <p className="text-xs text-muted-foreground">{t("voidedNote")}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <div className="col-span-2 rounded-md bg-muted/60 p-3 sm:col-span-1">
          <dt className="text-xs font-medium text-muted-foreground">{t("total")}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="payments-total">
            {formatPKR(page.totals.amount, locale)}
          </dd>
        </div>
        {PAYMENT_MODES.map((mode) => (
          <div key={mode} className="rounded-md border p-3">
            <dt className="text-xs font-medium text-muted-foreground">{paymentModeLabel(mode, locale)}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`payments-total-${mode}`}>
              {formatPKR(page.totals.byMode[mode], locale)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const receiptLink = (row: PaymentListRow) => (
  <Link href={`/receipts/${row._id}`} className="font-medium text-primary underline-offset-4 hover:underline">
    <Ltr>{row.receiptNo}</Ltr>
  </Link>
);

/** "Void: entered twice" under a voided receipt. */
function VoidNote({ row }: { row: PaymentListRow }) {
  const t = useTranslations("receiptsList");
  if (!row.voided) return null;
  return <span className="block text-xs font-medium text-destructive no-underline">{t("voided", { reason: row.voidReason ?? "" })}</span>;
}

/**
 * Every receipt of the page: a table where the screen is wide enough, else one card per receipt, so
 * nothing needs sideways scrolling. Voided receipts are struck through with their reason.
 */
export function PaymentList({ page, filtered }: { page: PaymentListPage; filtered: boolean }) {
  const t = useTranslations("receiptsList");
  const locale = useLocale() as Locale;
  if (page.payments.length === 0) return <NoData text={filtered ? t("noMatch") : t("empty")} />;
  const headers = [
    t("columns.date"),
    t("columns.receiptNo"),
    t("columns.resident"),
    t("columns.room"),
    t("columns.amount"),
    t("columns.mode"),
    t("columns.reference"),
    t("columns.recordedBy"),
  ];
  return (
    <TableOrCards
      wideFrom="4xl"
      caption={t("caption")}
      headers={headers}
      rows={page.payments}
      tableRow={(row) => (
        <tr key={row._id} data-voided={row.voided || undefined} className="align-top hover:bg-muted/50">
          <td className={cn("whitespace-nowrap px-3 py-3 tabular-nums", struckIf(row))}>{formatDate(row.paidOn)}</td>
          <td className="whitespace-nowrap px-3 py-3">
            <span className={struckIf(row)}>{receiptLink(row)}</span>
            <VoidNote row={row} />
          </td>
          <td className={cn("px-3 py-3", struckIf(row))}>{row.studentName}</td>
          <td className={cn("whitespace-nowrap px-3 py-3", struckIf(row))}>{row.roomNumber ? <Ltr>{row.roomNumber}</Ltr> : "—"}</td>
          <td className={cn("whitespace-nowrap px-3 py-3 font-semibold tabular-nums", struckIf(row))}>{formatPKR(row.amount, locale)}</td>
          <ModeReferenceRecordedByCells row={row} locale={locale} />
        </tr>
      )}
      card={(row) => (
        <li key={row._id} data-voided={row.voided || undefined} className="grid gap-2 rounded-lg border bg-card p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className={struckIf(row)}>{receiptLink(row)}</p>
              <p className={cn("break-words font-medium", struckIf(row))}>{row.studentName}</p>
              <p className="text-xs text-muted-foreground">
                {formatDate(row.paidOn)}
                {row.roomNumber ? (
                  <>
                    {" · "}
                    <Ltr>{row.roomNumber}</Ltr>
                  </>
                ) : null}
              </p>
            </div>
            <p className={cn("shrink-0 text-end font-semibold tabular-nums", struckIf(row))}>{formatPKR(row.amount, locale)}</p>
          </div>
          <ModeReferenceRecordedByList
            row={row}
            locale={locale}
            labels={{ mode: t("columns.mode"), reference: t("columns.reference"), recordedBy: t("columns.recordedBy") }}
          />
          <VoidNote row={row} />
        </li>
      )}
      currentPage={page.currentPage}
      totalPages={page.totalPages}
    />
  );
}
