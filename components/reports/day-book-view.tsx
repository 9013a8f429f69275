import { getLocale, getTranslations } from "next-intl/server";
import { formatDate, formatPKR, paymentModeLabel } from "@/lib/format";
import { clockTime } from "@/lib/format-time";
import type { Locale } from "@/lib/i18n/locales";
import type { DayBook, DayBookEntry, DayBookMode } from "@/lib/server/services/daybook";
import { hostelTime } from "@/lib/time";
import { ColumnHeads } from "@/components/ui/column-heads";

// The day book (docs/bills.md, rule B7), rendered on the server: the day's movements, then the totals
// per mode and per administrator. Laid out to print on A4.

/** Kinds dated by a day only (a check-in's deposit, a job's payment date) show no time. */
const DAY_ONLY: readonly DayBookEntry["kind"][] = ["deposit", "maintenance"];

export async function DayBookView({ book }: { book: DayBook }) {
  const [t, locale] = await Promise.all([getTranslations("reports.daybook"), getLocale() as Promise<Locale>]);
  const mode = (value: DayBookMode) => (value === "other" ? t("modeOther") : paymentModeLabel(value, locale));
  const money = (amount: number) => (amount ? formatPKR(amount, locale) : "");
  const time = (entry: DayBookEntry) => {
    if (DAY_ONLY.includes(entry.kind)) return "—";
    const clock = hostelTime(new Date(entry.at));
    return clockTime(Number(clock.time.slice(0, 2)), Number(clock.time.slice(3, 5)), locale);
  };
  const modes = (Object.entries(book.totals.byMode) as [DayBookMode, { in: number; out: number }][]).filter(
    ([, sums]) => sums.in || sums.out,
  );
  const date = formatDate(book.date);

  if (book.entries.length === 0)
    return <p className="rounded-md border px-4 py-6 text-center text-sm text-muted-foreground">{t("nothing")}</p>;
  return (
    <div className="grid gap-5">
      <div className="overflow-x-auto rounded-lg border bg-card print:overflow-visible print:border-0">
        <table className="w-full min-w-[44rem] text-sm print:min-w-0 print:text-xs">
          <caption className="sr-only">{t("caption", { date })}</caption>
          <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
            <tr>
              {(["time", "what", "details", "mode", "in", "out", "by"] as const).map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-3 py-2 font-semibold ${column === "in" || column === "out" ? "text-end" : "text-start"}`}
                >
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {book.entries.map((entry, index) => (
              <tr key={`${entry.kind}-${index}`} className="break-inside-avoid">
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{time(entry)}</td>
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {t(`kinds.${entry.kind}`)}
                </th>
                <td className="px-3 py-2">{entry.description}</td>
                <td className="whitespace-nowrap px-3 py-2">{mode(entry.mode)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums text-success">{money(entry.amountIn)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums text-destructive">{money(entry.amountOut)}</td>
                <td className="px-3 py-2">{entry.recordedBy?.username ?? t("unknownAdmin")}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t font-semibold">
            <tr>
              <th scope="row" colSpan={4} className="px-3 py-2 text-start">
                {t("total")}
              </th>
              <td className="px-3 py-2 text-end tabular-nums">{formatPKR(book.totals.in, locale)}</td>
              <td className="px-3 py-2 text-end tabular-nums">{formatPKR(book.totals.out, locale)}</td>
              <td className="px-3 py-2 text-xs font-normal text-muted-foreground">
                {t("net")}: {formatPKR(book.totals.in - book.totals.out, locale)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="grid gap-5 md:grid-cols-2 print:grid-cols-2">
        <section className="rounded-lg border bg-card p-4 break-inside-avoid">
          <h2 className="pb-2 font-semibold">{t("byMode")}</h2>
          <table className="w-full text-sm">
            <thead className="text-xs text-muted-foreground">
              <tr>
                <ColumnHeads
                  cell="py-1 font-semibold"
                  columns={[
                    { label: t("columns.mode"), className: "text-start" },
                    { label: t("columns.in"), className: "text-end" },
                    { label: t("columns.out"), className: "text-end" },
                  ]}
                />
              </tr>
            </thead>
            <tbody className="divide-y">
              {modes.map(([name, sums]) => (
                <tr key={name}>
                  <th scope="row" className="py-1.5 text-start font-medium">
                    {mode(name)}
                  </th>
                  <td className="py-1.5 text-end tabular-nums">{formatPKR(sums.in, locale)}</td>
                  <td className="py-1.5 text-end tabular-nums">{formatPKR(sums.out, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className="rounded-lg border bg-card p-4 break-inside-avoid">
          <h2 className="pb-2 font-semibold">{t("byAdmin")}</h2>
          <ul className="grid gap-3 text-sm">
            {book.totals.byAdmin.map((admin) => (
              <li key={admin._id ?? ""} className="grid gap-0.5">
                <p className="font-medium">
                  <bdi>{admin.username || t("unknownAdmin")}</bdi>: {formatPKR(admin.in, locale)} / {formatPKR(admin.out, locale)}
                </p>
                {(Object.entries(admin.byMode) as [DayBookMode, { in: number; out: number }][])
                  .filter(([, sums]) => sums.in || sums.out)
                  .map(([name, sums]) => (
                    <p key={name} className="text-xs text-muted-foreground">
                      {t("adminLine", { mode: mode(name), in: formatPKR(sums.in, locale), out: formatPKR(sums.out, locale) })}
                    </p>
                  ))}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
