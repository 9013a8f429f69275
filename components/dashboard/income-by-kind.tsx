import Link from "next/link";
import { PieChart } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { FigureTable, incomeRows } from "@/components/reports/profit-view";
import { formatYearMonth } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { profitReport } from "@/lib/server/services/profit";
import { hostelTime } from "@/lib/time";

/** This month's income by what was paid (rent, each extra, late fees, …), as the profit report counts it (docs/bills.md, "Profit"). */
export async function IncomeByKindCard() {
  const [t, tProfit, locale] = await Promise.all([
    getTranslations("dashboard.incomeByKind"),
    getTranslations("reports.profit"),
    getLocale() as Promise<Locale>,
  ]);
  const month = hostelTime(new Date()).yearMonth;
  const [figures] = (await profitReport({ from: month, to: month })).months;
  const rows = figures ? incomeRows(figures, (kind) => tProfit(`kinds.${kind}` as Parameters<typeof tProfit>[0]), tProfit("total")) : [];
  return (
    <section aria-labelledby="income-by-kind-title" className="flex flex-col gap-3 rounded-lg border bg-card p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="income-by-kind-title" className="text-base font-semibold">
            {t("title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("subtitle", { month: formatYearMonth(month, locale) })}</p>
        </div>
        <span
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800"
          aria-hidden="true"
        >
          <PieChart className="h-5 w-5" />
        </span>
      </div>
      {rows.length > 1 ? (
        <FigureTable caption={t("subtitle", { month: formatYearMonth(month, locale) })} rows={rows} locale={locale} captionHidden />
      ) : (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      )}
      <Link href={`/reports/profit?month=${month}`} className="mt-auto text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t("report")}
      </Link>
    </section>
  );
}
