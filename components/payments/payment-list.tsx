import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { NoData } from "@/components/data-table/no-data";
import { Pagination } from "@/components/data-table/pagination";
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
  const struck = (row: PaymentListRow) => (row.voided ? "text-muted-foreground line-through" : undefined);
  const headers = [t("columns.date"), t("columns.receiptNo"), t("columns.resident"), t("columns.room"), t("columns.amount"), t("columns.mode"), t("columns.reference"), t("columns.recordedBy")];
  return (
    <div className="@container grid gap-3">
      <div className="hidden rounded-lg border bg-card @4xl:block">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t("caption")}</caption>
          <thead className="bg-muted text-xs text-muted-foreground">
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col" className="px-3 py-3 text-start font-semibold">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {page.payments.map((row) => (
              <tr key={row._id} data-voided={row.voided || undefined} className="align-top hover:bg-muted/50">
                <td className={cn("whitespace-nowrap px-3 py-3 tabular-nums", struck(row))}>{formatDate(row.paidOn)}</td>
                <td className="whitespace-nowrap px-3 py-3">
                  <span className={struck(row)}>{receiptLink(row)}</span>
                  <VoidNote row={row} />
                </td>
                <td className={cn("px-3 py-3", struck(row))}>{row.studentName}</td>
                <td className={cn("whitespace-nowrap px-3 py-3", struck(row))}>{row.roomNumber ? <Ltr>{row.roomNumber}</Ltr> : "—"}</td>
                <td className={cn("whitespace-nowrap px-3 py-3 font-semibold tabular-nums", struck(row))}>{formatPKR(row.amount, locale)}</td>
                <td className={cn("whitespace-nowrap px-3 py-3", struck(row))}>{paymentModeLabel(row.mode, locale)}</td>
                <td className={cn("px-3 py-3 break-all", struck(row))}>{row.reference ? <Ltr>{row.reference}</Ltr> : "—"}</td>
                <td className={cn("px-3 py-3", struck(row))}>{row.recordedBy?.username || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 @4xl:hidden" aria-label={t("caption")}>
        {page.payments.map((row) => (
          <li key={row._id} data-voided={row.voided || undefined} className="grid gap-2 rounded-lg border bg-card p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className={struck(row)}>{receiptLink(row)}</p>
                <p className={cn("break-words font-medium", struck(row))}>{row.studentName}</p>
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
              <p className={cn("shrink-0 text-end font-semibold tabular-nums", struck(row))}>{formatPKR(row.amount, locale)}</p>
            </div>
            <dl className={cn("grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm", struck(row))}>
              <dt className="text-muted-foreground">{t("columns.mode")}</dt>
              <dd>{paymentModeLabel(row.mode, locale)}</dd>
              {row.reference ? (
                <>
                  <dt className="text-muted-foreground">{t("columns.reference")}</dt>
                  <dd className="break-all">
                    <Ltr>{row.reference}</Ltr>
                  </dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">{t("columns.recordedBy")}</dt>
              <dd>{row.recordedBy?.username || "—"}</dd>
            </dl>
            <VoidNote row={row} />
          </li>
        ))}
      </ul>

      <Pagination currentPage={page.currentPage} totalPages={page.totalPages} />
    </div>
  );
}
