import { getLocale, getTranslations } from "next-intl/server";
import { formatPKR, formatYearMonth } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import type { MonthProfit } from "@/lib/money";
import { cn } from "@/lib/utils";

// The profit report's figures (docs/bills.md, "Profit"), rendered on the server: one month's income,
// expenses and deposits in detail, or a table and a bar chart of a range of months.

const BASE_KINDS = ["rent", "stay", "late_fee", "sudden_departure", "damage", "lost_key"] as const;

export type Row = { label: string; amount: number; strong?: boolean };

/** Labelled amounts, a row each; the caption only for screen readers when the heading above says it. */
export function FigureTable({
  caption,
  rows,
  locale,
  captionHidden = false,
}: {
  caption: string;
  rows: Row[];
  locale: Locale;
  captionHidden?: boolean;
}) {
  return (
    <table className="w-full text-sm">
      <caption className={captionHidden ? "sr-only" : "pb-2 text-start text-base font-semibold"}>{caption}</caption>
      <tbody className="divide-y">
        {rows.map((row) => (
          <tr key={row.label} className={cn(row.strong && "font-semibold")}>
            <th scope="row" className={cn("py-1.5 pe-3 text-start", row.strong ? "font-semibold" : "font-normal")}>
              {row.label}
            </th>
            <td className="whitespace-nowrap py-1.5 text-end tabular-nums">{formatPKR(row.amount, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Income rows: the panel's own kinds by name, then each extra type by its name, advance, deposits kept, advance paid back. */
export function incomeRows(month: MonthProfit, kindName: (kind: string) => string, total: string): Row[] {
  const { byKind } = month.income;
  const extras = Object.keys(byKind)
    .filter((key) => !(BASE_KINDS as readonly string[]).includes(key))
    .sort();
  return [
    ...BASE_KINDS.filter((kind) => byKind[kind]).map((kind) => ({ label: kindName(kind), amount: byKind[kind]! })),
    ...extras.map((name) => ({ label: name, amount: byKind[name]! })),
    ...(month.income.advance ? [{ label: kindName("advance"), amount: month.income.advance }] : []),
    ...(month.income.depositsKept ? [{ label: kindName("depositsKept"), amount: month.income.depositsKept }] : []),
    ...(month.income.advanceRefunded ? [{ label: kindName("advanceRefunded"), amount: -month.income.advanceRefunded }] : []),
    { label: total, amount: month.income.total, strong: true },
  ];
}

export async function MonthProfitView({ month }: { month: MonthProfit }) {
  const [t, locale] = await Promise.all([getTranslations("reports.profit"), getLocale() as Promise<Locale>]);
  const kindName = (kind: string) => t(`kinds.${kind}` as Parameters<typeof t>[0]);
  const { expenses, deposits } = month;
  const cards = [
    { label: t("income"), amount: month.income.total },
    { label: t("expenses"), amount: expenses.total },
    {
      label: month.profit < 0 ? t("loss") : t("profit"),
      amount: month.profit,
      tone: month.profit < 0 ? "text-destructive" : "text-success",
    },
    { label: t("moneyIn"), amount: month.moneyIn },
    { label: t("moneyOut"), amount: month.moneyOut },
  ];
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 print:grid-cols-5">
        {cards.map((card) => (
          <div key={card.label} className="rounded-lg border bg-card p-3">
            <dt className="text-xs font-medium text-muted-foreground">{card.label}</dt>
            <dd className={cn("text-lg font-bold tabular-nums", card.tone)}>
              {formatPKR(card.tone ? Math.abs(card.amount) : card.amount, locale)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-5 md:grid-cols-2 print:grid-cols-2">
        <section className="rounded-lg border bg-card p-4">
          <FigureTable caption={t("incomeCaption")} rows={incomeRows(month, kindName, t("total"))} locale={locale} />
        </section>
        <section className="rounded-lg border bg-card p-4">
          <FigureTable
            caption={t("expensesCaption")}
            locale={locale}
            rows={[
              ...Object.entries(expenses.byCategory)
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([category, amount]) => ({ label: category, amount })),
              ...(expenses.salaries ? [{ label: t("salaries"), amount: expenses.salaries }] : []),
              ...(expenses.maintenance ? [{ label: t("maintenance"), amount: expenses.maintenance }] : []),
              { label: t("total"), amount: expenses.total, strong: true },
            ]}
          />
        </section>
        <section className="rounded-lg border bg-card p-4 md:col-span-2 print:col-span-2">
          <FigureTable
            caption={t("depositsCaption")}
            locale={locale}
            rows={[
              { label: t("deposits.received"), amount: deposits.received },
              { label: t("deposits.kept"), amount: deposits.kept },
              { label: t("deposits.returned"), amount: deposits.returned },
            ]}
          />
        </section>
      </div>
      <p className="text-xs text-muted-foreground">
        {t("identity", {
          moneyIn: formatPKR(month.moneyIn, locale),
          moneyOut: formatPKR(month.moneyOut, locale),
          profit: formatPKR(month.profit, locale),
          received: formatPKR(deposits.received, locale),
          kept: formatPKR(deposits.kept, locale),
          returned: formatPKR(deposits.returned, locale),
        })}
      </p>
    </div>
  );
}

/** A range of months: a bar per month (profit up, loss down), then the table with its totals. */
export async function MonthsProfitView({ months }: { months: MonthProfit[] }) {
  const [t, locale] = await Promise.all([getTranslations("reports.profit"), getLocale() as Promise<Locale>]);
  const largest = Math.max(1, ...months.map((month) => Math.abs(month.profit)));
  const total = (pick: (month: MonthProfit) => number) => months.reduce((sum, month) => sum + pick(month), 0);
  const columns: [string, (month: MonthProfit) => number][] = [
    [t("income"), (month) => month.income.total],
    [t("expenses"), (month) => month.expenses.total],
    [t("profit"), (month) => month.profit],
    [t("table.depositsReceived"), (month) => month.deposits.received],
    [t("moneyIn"), (month) => month.moneyIn],
    [t("moneyOut"), (month) => month.moneyOut],
  ];
  return (
    <div className="grid gap-5">
      <figure className="rounded-lg border bg-card p-4">
        <figcaption className="pb-3 text-sm font-semibold">{t("chart")}</figcaption>
        <div className="flex h-40 items-stretch gap-1" aria-hidden="true">
          {months.map((month) => {
            const bar = { height: `${(Math.abs(month.profit) / largest) * 100}%` };
            return (
              <div
                key={month.month}
                className="flex min-w-0 flex-1 flex-col"
                title={`${formatYearMonth(month.month, locale)}: ${formatPKR(month.profit, locale)}`}
              >
                <div className="flex flex-1 items-end border-b">
                  {month.profit > 0 ? <div className="w-full rounded-t bg-success" style={bar} /> : null}
                </div>
                <div className="flex flex-1 items-start">
                  {month.profit < 0 ? <div className="w-full rounded-b bg-destructive" style={bar} /> : null}
                </div>
              </div>
            );
          })}
        </div>
      </figure>
      <div className="overflow-x-auto rounded-lg border bg-card">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">{t("table.caption")}</caption>
          <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t("table.month")}
              </th>
              {columns.map(([label]) => (
                <th key={label} scope="col" className="px-3 py-2 text-end font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {formatYearMonth(month.month, locale)}
                </th>
                {columns.map(([label, pick]) => (
                  <td
                    key={label}
                    className={cn("px-3 py-2 text-end tabular-nums", label === t("profit") && pick(month) < 0 && "text-destructive")}
                  >
                    {formatPKR(pick(month), locale)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t font-semibold">
            <tr>
              <th scope="row" className="px-3 py-2 text-start">
                {t("total")}
              </th>
              {columns.map(([label, pick]) => (
                <td key={label} className="px-3 py-2 text-end tabular-nums">
                  {formatPKR(total(pick), locale)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
