import { useLocale, useTranslations } from "next-intl";
import { formatPKR, formatYearMonth, monthName, paymentModeLabel } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";
import type { ModeFilter } from "@/lib/validations/dashboard";

export interface MonthIncome {
  /** YYYY-MM */
  month: string;
  amount: number;
}

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * 'YYYY-MM' → ['Jan', '26']: the bar's label, month over year on a phone, 'Jan 26' on a wider screen.
 * Urdu has no short month names: the month is written in full ('جنوری').
 */
function shortMonth(yearMonth: string, locale: Locale): [string, string] {
  const [year = "", month = ""] = yearMonth.split("-");
  const name = locale === "ur" ? monthName(Number(month), locale) : SHORT_MONTHS[Number(month) - 1];
  return [name ?? month, year.slice(2)];
}

/** The axis' step: 1, 2, 2.5 or 5 times a power of ten, giving about four grid lines. */
function axisStep(max: number): number {
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10;
  return Math.max(1, step * power);
}

// The axis' amounts: '10K', '2.5M'; in Urdu '10 ہزار', '2.5 لاکھ' (Western digits, as the panel writes them).
const compact: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 }),
  ur: new Intl.NumberFormat("ur-PK", { notation: "compact", maximumFractionDigits: 1, numberingSystem: "latn" }),
};

interface IncomeChartProps {
  months: MonthIncome[];
  /** Which payments the figures count: all of them, or those of one mode. */
  mode: ModeFilter;
}

/**
 * Income per month as plain bars drawn on the server (no chart library, no script). The bars are
 * for the eye; screen readers get the same figures as a table.
 */
export function IncomeChart({ months, mode }: IncomeChartProps) {
  const t = useTranslations("dashboard.chart");
  const locale = useLocale();
  const urdu = locale === "ur";
  const max = Math.max(0, ...months.map((entry) => entry.amount));
  const step = max > 0 ? axisStep(max) : 0;
  const top = max > 0 ? Math.ceil(max / step) * step : 0;
  const ticks = top > 0 ? Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step) : [0];
  const total = months.reduce((sum, entry) => sum + entry.amount, 0);
  const current = months.at(-1);
  const scope = mode === "all" ? t("allPayments") : t("modePayments", { mode: paymentModeLabel(mode, locale).toLowerCase() });

  return (
    <section
      aria-labelledby="income-chart-title"
      className="relative flex min-w-0 flex-col gap-4 rounded-lg border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <div>
          <h2 id="income-chart-title" className="text-base font-semibold">
            {t("title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("subtitle", { scope })}</p>
        </div>
        <dl className="flex gap-6 text-sm">
          <div>
            <dt className="text-muted-foreground">{t("thisMonth")}</dt>
            <dd className="font-semibold tabular-nums">{formatPKR(current?.amount ?? 0, locale)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("twelveMonths")}</dt>
            <dd className="font-semibold tabular-nums">{formatPKR(total, locale)}</dd>
          </div>
        </dl>
      </div>

      <div aria-hidden="true" className="flex flex-col gap-2">
        <div className="relative flex h-48 sm:h-56">
          {/* Grid lines with their amounts; the bars' area starts after the labels (right of them, left in Urdu). */}
          <div className="pointer-events-none absolute inset-0">
            {ticks.map((tick) => (
              <div
                key={tick}
                className="absolute inset-x-0 flex translate-y-1/2 items-center gap-2"
                style={{ bottom: `${top > 0 ? (tick / top) * 100 : 0}%` }}
              >
                <span
                  className={cn(
                    "shrink-0 text-end text-[11px] leading-none text-muted-foreground tabular-nums",
                    urdu ? "w-14 whitespace-nowrap" : "w-8",
                  )}
                >
                  {compact[locale].format(tick)}
                </span>
                <span className="h-px flex-1 bg-border" />
              </div>
            ))}
          </div>
          {max === 0 ? (
            <p
              className={cn(
                "absolute inset-y-0 end-0 flex items-center justify-center px-2 text-center text-sm text-muted-foreground",
                urdu ? "start-16" : "start-10",
              )}
            >
              {t("empty")}
            </p>
          ) : null}
          <div className={cn("relative flex min-w-0 flex-1 items-end gap-1 sm:gap-2", urdu ? "ms-16" : "ms-10")}>
            {months.map((entry, index) => {
              const isCurrent = index === months.length - 1;
              const height = top > 0 ? (entry.amount / top) * 100 : 0;
              return (
                <div
                  key={entry.month}
                  data-month={entry.month}
                  className="group relative flex h-full min-w-0 flex-1 items-end justify-center"
                >
                  <div
                    className={cn(
                      "relative w-full max-w-12 rounded-t-sm transition-colors",
                      isCurrent ? "bg-primary" : "bg-primary/45 group-hover:bg-primary/70",
                      entry.amount > 0 && "min-h-[3px]",
                    )}
                    style={{ height: `${height}%` }}
                  >
                    <span
                      className={cn(
                        "pointer-events-none absolute bottom-full z-10 mb-1.5 hidden whitespace-nowrap rounded-md bg-foreground px-2 py-1 text-xs text-background shadow-md group-hover:block",
                        // Kept inside the card: the first bars' tips open towards the end, the last ones' towards the
                        // start (in Urdu the bars run from right to left, so these mirror); the others are centred.
                        index < 3 ? "start-0" : index >= months.length - 3 ? "end-0" : "start-1/2 -translate-x-1/2 rtl:translate-x-1/2",
                      )}
                    >
                      {formatYearMonth(entry.month, locale)}: {formatPKR(entry.amount, locale)}
                    </span>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
        <div className={cn("flex gap-1 sm:gap-2", urdu ? "ms-16" : "ms-10")}>
          {months.map((entry, index) => {
            const [month, year] = shortMonth(entry.month, locale);
            return (
              <span
                key={entry.month}
                className={cn(
                  "flex min-w-0 flex-1 flex-col items-center text-[11px] leading-tight text-muted-foreground max-sm:odd:invisible md:justify-center md:text-xs",
                  // Urdu month names are long: they stay over the year at every width.
                  !urdu && "md:flex-row md:gap-1",
                  index === months.length - 1 && "font-semibold text-foreground",
                )}
              >
                <span>{month}</span>
                <span>{year}</span>
              </span>
            );
          })}
        </div>
      </div>

      {/* The wrapper hides the table: a table ignores the 1px width that sr-only gives it. */}
      <div className="sr-only">
        <table>
          <caption>{t("caption", { scope })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("month")}</th>
              <th scope="col">{t("income")}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((entry) => (
              <tr key={entry.month} data-month={entry.month}>
                <th scope="row">{formatYearMonth(entry.month, locale)}</th>
                <td>{formatPKR(entry.amount, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
