import { useLocale, useTranslations } from "next-intl";
import { NoData } from "@/components/data-table/no-data";
import { ModeReferenceRecordedByCells, ModeReferenceRecordedByList, struckIf, TableOrCards } from "@/components/data-table/table-or-cards";
import { formatDate, formatPKR, formatYearMonth } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";
import type { ExpenseApi, ExpenseListPage } from "@/lib/server/services/expenses";
import { VoidExpenseButton } from "./void-expense-button";

// The /expenses screen's figures and rows, rendered on the server; only the Void button is client code.

/** The matching expenses' total (voided ones left out, every page) and their count. */
export function ExpenseTotals({ page, month }: { page: ExpenseListPage; month: string | undefined }) {
  const t = useTranslations("expenses.totals");
  const locale = useLocale() as Locale;
  return (
    <section aria-label={t("label")} className="flex flex-wrap items-end justify-between gap-3 rounded-lg border bg-card p-4">
      <div>
        <p className="text-xs font-medium text-muted-foreground">
          {month ? t("total", { month: formatYearMonth(month, locale) }) : t("totalAll")}
        </p>
        <p className="text-2xl font-semibold tabular-nums" data-testid="expenses-total">
          {formatPKR(page.total, locale)}
        </p>
      </div>
      <div className="text-end text-sm text-muted-foreground">
        <p data-testid="expenses-count">{t("count", { count: page.count })}</p>
        <p className="text-xs">{t("voidedNote")}</p>
      </div>
    </section>
  );
}

interface ListProps {
  page: ExpenseListPage;
  filtered: boolean;
  /** The settings' categories today: an expense whose category was removed since says so. */
  categories: string[];
  /** The signed-in administrator may void (an owner). */
  canVoid: boolean;
  /** The month shown, undefined for every month. */
  month: string | undefined;
}

/**
 * Every expense of the page: a table where the screen is wide enough, else one card each, so nothing
 * scrolls sideways at 360 px. Voided ones are struck through with their reason.
 */
export function ExpenseList({ page, filtered, categories, canVoid, month }: ListProps) {
  const t = useTranslations("expenses");
  const locale = useLocale() as Locale;
  if (page.expenses.length === 0) return <NoData text={filtered ? t("noMatch") : month ? t("empty") : t("emptyAll")} />;
  const known = new Set(categories.map((name) => name.trim().toLowerCase()));
  const category = (row: ExpenseApi) => (
    <>
      {row.category}
      {known.has(row.category.trim().toLowerCase()) ? null : (
        <span className="block text-xs font-normal text-muted-foreground no-underline">({t("notInSettings")})</span>
      )}
    </>
  );
  const voidNote = (row: ExpenseApi) =>
    row.voided ? <span className="block text-xs font-medium text-destructive">{t("voided", { reason: row.voidReason ?? "" })}</span> : null;
  const bill = (row: ExpenseApi) =>
    row.picture ? (
      <a
        href={`/uploads/${row.picture}`}
        target="_blank"
        rel="noopener"
        className="text-primary underline-offset-4 hover:underline"
        aria-label={t("billOf", { paidTo: row.paidTo })}
      >
        {t("bill")}
      </a>
    ) : null;
  const action = (row: ExpenseApi) =>
    canVoid && !row.voided ? (
      <VoidExpenseButton expense={{ _id: row._id, category: row.category, paidTo: row.paidTo, amount: row.amount }} />
    ) : null;
  const headers = [
    t("columns.date"),
    t("columns.category"),
    t("columns.paidTo"),
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
      trailingHeader={
        <th scope="col" className="px-3 py-3">
          <span className="sr-only">{t("bill")}</span>
        </th>
      }
      rows={page.expenses}
      tableRow={(row) => (
        <tr key={row._id} data-voided={row.voided || undefined} className="align-top hover:bg-muted/50">
          <td className={cn("whitespace-nowrap px-3 py-3 tabular-nums", struckIf(row))}>{formatDate(row.spentOn)}</td>
          <td className="px-3 py-3">
            <span className={cn("font-medium", struckIf(row))}>{category(row)}</span>
            {voidNote(row)}
          </td>
          <td className="px-3 py-3">
            <span className={struckIf(row)}>{row.paidTo}</span>
            {row.note ? <span className={cn("block text-xs text-muted-foreground", struckIf(row))}>{row.note}</span> : null}
          </td>
          <td className={cn("whitespace-nowrap px-3 py-3 font-semibold tabular-nums", struckIf(row))}>{formatPKR(row.amount, locale)}</td>
          <ModeReferenceRecordedByCells row={row} locale={locale} />
          <td className="whitespace-nowrap px-3 py-3 text-end">
            <span className="inline-flex items-center gap-3">
              {bill(row)}
              {action(row)}
            </span>
          </td>
        </tr>
      )}
      card={(row) => (
        <li key={row._id} data-voided={row.voided || undefined} className="grid gap-2 rounded-lg border bg-card p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className={cn("break-words font-medium", struckIf(row))}>{category(row)}</p>
              <p className={cn("break-words", struckIf(row))}>{row.paidTo}</p>
              <p className="text-xs text-muted-foreground tabular-nums">{formatDate(row.spentOn)}</p>
            </div>
            <p className={cn("shrink-0 text-end font-semibold tabular-nums", struckIf(row))}>{formatPKR(row.amount, locale)}</p>
          </div>
          <ModeReferenceRecordedByList
            row={row}
            locale={locale}
            labels={{ mode: t("columns.mode"), reference: t("columns.reference"), recordedBy: t("columns.recordedBy") }}
            between={
              row.note ? (
                <>
                  <dt className="text-muted-foreground">{t("columns.note")}</dt>
                  <dd className="break-words">{row.note}</dd>
                </>
              ) : null
            }
          />
          {voidNote(row)}
          {row.picture || (canVoid && !row.voided) ? (
            <div className="flex items-center gap-4 text-sm">
              {bill(row)}
              {action(row)}
            </div>
          ) : null}
        </li>
      )}
      currentPage={page.currentPage}
      totalPages={page.totalPages}
    />
  );
}
