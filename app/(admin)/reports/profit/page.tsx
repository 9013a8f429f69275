import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Download } from "lucide-react";
import { MonthProfitView, MonthsProfitView } from "@/components/reports/profit-view";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PrintButton } from "@/components/ui/print-button";
import { requireAdminPage } from "@/lib/server/auth/session";
import { formatYearMonth } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { serverText } from "@/lib/i18n/server-text";
import { profitReport } from "@/lib/server/services/profit";
import { hostelToday } from "@/lib/server/services/stays";
import { profitQuerySchema, type ProfitQuery } from "@/lib/validations/reports";
import { periodOf } from "@/lib/money";
import { firstOf, type SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("reports.profit");
  return { title: t("title") };
}

/**
 * Profit (docs/bills.md, "Profit"): one month in detail, or a range of months as a chart and a table.
 * Everything is rendered on the server; the months are chosen with a plain GET form.
 */
export default async function ProfitPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const params = await searchParams;
  const [t, tServer, locale] = await Promise.all([
    getTranslations("reports.profit"),
    getTranslations("server"),
    getLocale() as Promise<Locale>,
  ]);
  const thisMonth = periodOf(hostelToday());
  const parsed = profitQuerySchema.safeParse({ month: firstOf(params.month), from: firstOf(params.from), to: firstOf(params.to) });
  const query: ProfitQuery = parsed.success ? parsed.data : { from: thisMonth, to: thisMonth };
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => serverText(issue.message, tServer as never, locale));
  const { months } = await profitReport(query);
  const single = query.from === query.to;
  const exportQuery = new URLSearchParams({ from: query.from, to: query.to }).toString();

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-sm text-muted-foreground print:hidden">{t("intro")}</p>
      </div>
      <form method="get" className="flex flex-wrap items-end gap-3 print:hidden">
        <div className="grid gap-1.5">
          <Label htmlFor="profit-from">{t("from")}</Label>
          <Input id="profit-from" name="from" type="month" defaultValue={query.from} className="w-44" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="profit-to">{t("to")}</Label>
          <Input id="profit-to" name="to" type="month" defaultValue={query.to} className="w-44" />
        </div>
        <button type="submit" className={buttonVariants()}>
          {t("show")}
        </button>
        <div className="flex gap-2 sm:ms-auto">
          <PrintButton label={t("print")} />
          <a href={`/api/export/profit?${exportQuery}`} download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" />
            {t("exportCsv")}
          </a>
        </div>
      </form>
      {problems.length ? (
        <ul role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <h2 className="text-lg font-semibold">
        {single
          ? t("monthTitle", { month: formatYearMonth(query.from, locale) })
          : t("rangeTitle", { from: formatYearMonth(query.from, locale), to: formatYearMonth(query.to, locale) })}
      </h2>
      {months.every((month) => month.moneyIn === 0 && month.moneyOut === 0) ? (
        <p className="text-sm text-muted-foreground">{t("nothing")}</p>
      ) : null}
      {single ? <MonthProfitView month={months[0]!} /> : <MonthsProfitView months={months} />}
    </div>
  );
}
