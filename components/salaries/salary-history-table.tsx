import { useLocale, useTranslations } from "next-intl";
import { formatPKR, formatYearMonth } from "@/lib/format";
import { formatPaymentDate } from "./salary-dates";

export interface SalaryHistoryRow {
  _id: string;
  basicSalary: number;
  allowances: number;
  deductions: number;
  netSalary: number;
  salaryMonth: string;
  paymentDate: Date | string;
}

const HEADERS = ["basicSalary", "allowances", "deductions", "netSalary", "month", "paymentDate"] as const;

/** A salary's history, one row per save, oldest first: amounts in PKR, the month as 'April 2025' (Urdu 'اپریل 2025'). */
export function SalaryHistoryTable({ entries }: { entries: SalaryHistoryRow[] }) {
  const t = useTranslations("salaries.history");
  const locale = useLocale();
  return (
    <section aria-labelledby="salary-history-heading" className="grid gap-3 border-t p-4 sm:p-6">
      <h2 id="salary-history-heading" className="text-lg font-semibold tracking-tight">
        {t("title")}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table aria-labelledby="salary-history-heading" className="w-full min-w-[640px] text-start text-sm">
            <thead className="bg-muted text-xs text-muted-foreground">
              <tr>
                {HEADERS.map((header) => (
                  <th key={header} scope="col" className="px-4 py-3 font-semibold">
                    {t(header)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {entries.map((entry) => (
                <tr key={entry._id}>
                  <td className="whitespace-nowrap px-4 py-3 tabular-nums">{formatPKR(entry.basicSalary, locale)}</td>
                  <td className="whitespace-nowrap px-4 py-3 tabular-nums">{formatPKR(entry.allowances, locale)}</td>
                  <td className="whitespace-nowrap px-4 py-3 tabular-nums">{formatPKR(entry.deductions, locale)}</td>
                  <td className="whitespace-nowrap px-4 py-3 font-medium tabular-nums">{formatPKR(entry.netSalary, locale)}</td>
                  <td className="whitespace-nowrap px-4 py-3">{formatYearMonth(entry.salaryMonth, locale)}</td>
                  <td className="whitespace-nowrap px-4 py-3 tabular-nums">{formatPaymentDate(entry.paymentDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
