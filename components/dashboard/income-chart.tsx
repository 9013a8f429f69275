import { formatPKR, formatYearMonth } from "@/lib/format";
import { cn } from "@/lib/utils";

export interface MonthIncome {
  /** YYYY-MM */
  month: string;
  amount: number;
}

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'YYYY-MM' → ['Jan', '26']: the bar's label, month over year on a phone, 'Jan 26' on a wider screen. */
function shortMonth(yearMonth: string): [string, string] {
  const [year = "", month = ""] = yearMonth.split("-");
  return [SHORT_MONTHS[Number(month) - 1] ?? month, year.slice(2)];
}

/** The axis' step: 1, 2, 2.5 or 5 times a power of ten, giving about four grid lines. */
function axisStep(max: number): number {
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10;
  return Math.max(1, step * power);
}

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

interface IncomeChartProps {
  months: MonthIncome[];
  /** Which payments the figures count: 'All', 'Cash' or 'Bank Transfer'. */
  modeLabel: string;
}

/**
 * Income per month as plain bars drawn on the server (no chart library, no script). The bars are
 * for the eye; screen readers get the same figures as a table.
 */
export function IncomeChart({ months, modeLabel }: IncomeChartProps) {
  const max = Math.max(0, ...months.map((entry) => entry.amount));
  const step = max > 0 ? axisStep(max) : 0;
  const top = max > 0 ? Math.ceil(max / step) * step : 0;
  const ticks = top > 0 ? Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step) : [0];
  const total = months.reduce((sum, entry) => sum + entry.amount, 0);
  const current = months.at(-1);
  const scope = modeLabel === "All" ? "all payments" : `${modeLabel.toLowerCase()} payments`;

  return (
    <section aria-labelledby="income-chart-title" className="relative flex min-w-0 flex-col gap-4 rounded-lg border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <div>
          <h2 id="income-chart-title" className="text-base font-semibold">
            Income by month
          </h2>
          <p className="text-sm text-muted-foreground">Last 12 months, {scope}</p>
        </div>
        <dl className="flex gap-6 text-sm">
          <div>
            <dt className="text-muted-foreground">This month</dt>
            <dd className="font-semibold tabular-nums">{formatPKR(current?.amount ?? 0)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">12 months</dt>
            <dd className="font-semibold tabular-nums">{formatPKR(total)}</dd>
          </div>
        </dl>
      </div>

      <div aria-hidden="true" className="flex flex-col gap-2">
        <div className="relative flex h-48 sm:h-56">
          {/* Grid lines with their amounts; the bars' area starts right of the labels. */}
          <div className="pointer-events-none absolute inset-0">
            {ticks.map((tick) => (
              <div
                key={tick}
                className="absolute inset-x-0 flex translate-y-1/2 items-center gap-2"
                style={{ bottom: `${top > 0 ? (tick / top) * 100 : 0}%` }}
              >
                <span className="w-8 shrink-0 text-end text-[11px] leading-none text-muted-foreground tabular-nums">{compact.format(tick)}</span>
                <span className="h-px flex-1 bg-border" />
              </div>
            ))}
          </div>
          {max === 0 ? (
            <p className="absolute inset-y-0 start-10 end-0 flex items-center justify-center px-2 text-center text-sm text-muted-foreground">No income recorded in these months</p>
          ) : null}
          <div className="relative ms-10 flex min-w-0 flex-1 items-end gap-1 sm:gap-2">
            {months.map((entry, index) => {
              const isCurrent = index === months.length - 1;
              const height = top > 0 ? (entry.amount / top) * 100 : 0;
              return (
                <div key={entry.month} data-month={entry.month} className="group relative flex h-full min-w-0 flex-1 items-end justify-center">
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
                        // Kept inside the card: the first bars' tips open rightwards, the last ones' leftwards.
                        index < 3 ? "start-0" : index >= months.length - 3 ? "end-0" : "start-1/2 -translate-x-1/2 rtl:translate-x-1/2",
                      )}
                    >
                      {formatYearMonth(entry.month)}: {formatPKR(entry.amount)}
                    </span>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
        <div className="ms-10 flex gap-1 sm:gap-2">
          {months.map((entry, index) => {
            const [month, year] = shortMonth(entry.month);
            return (
              <span
                key={entry.month}
                className={cn(
                  "flex min-w-0 flex-1 flex-col items-center text-[11px] leading-tight text-muted-foreground max-sm:odd:invisible md:flex-row md:justify-center md:gap-1 md:text-xs",
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
          <caption>Income by month, last 12 months, {scope}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Income</th>
            </tr>
          </thead>
          <tbody>
            {months.map((entry) => (
              <tr key={entry.month} data-month={entry.month}>
                <th scope="row">{formatYearMonth(entry.month)}</th>
                <td>{formatPKR(entry.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
