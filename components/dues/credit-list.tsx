import { useLocale, useTranslations } from "next-intl";
import { NoData } from "@/components/data-table/no-data";
import { Pagination } from "@/components/data-table/pagination";
import { Ltr } from "@/components/ui/ltr";
import { formatDate, formatPKR } from "@/lib/format";
import type { CreditRow } from "@/lib/server/services/dues";
import { residentLink, RoomAndResidentCells } from "./dues-list";

interface CreditListProps {
  rows: CreditRow[];
  total: { count: number; credit: number };
  currentPage: number;
  totalPages: number;
}

/** The residents in credit (paid ahead of what is due) and the amount held for each: a table when wide, else cards. */
export function CreditList({ rows, total, currentPage, totalPages }: CreditListProps) {
  const t = useTranslations("dues.credit");
  const stayT = useTranslations("stay");
  const locale = useLocale();
  if (rows.length === 0) return <NoData text={t("empty")} />;
  const status = (row: CreditRow) => stayT(`status.${row.status}`);
  return (
    <div className="@container grid gap-3">
      <p className="text-sm font-medium text-muted-foreground">
        {t.rich("hold", {
          count: total.count,
          total: formatPKR(total.credit, locale),
          amount: (chunks) => <span className="text-foreground">{chunks}</span>,
        })}
      </p>

      <div className="hidden rounded-lg border bg-card @3xl:block">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t("caption")}</caption>
          <thead className="bg-muted text-xs text-muted-foreground">
            <tr>
              {[t("columns.room"), t("columns.resident"), t("columns.status"), t("columns.held"), t("columns.lastPayment")].map((header) => (
                <th key={header} scope="col" className="px-3 py-3 font-semibold">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={row.bookingId} className="hover:bg-muted/50">
                <RoomAndResidentCells row={row} />
                <td className="px-3 py-3">{status(row)}</td>
                <td className="whitespace-nowrap px-3 py-3 font-semibold tabular-nums text-green-800">{formatPKR(row.credit, locale)}</td>
                <td className="whitespace-nowrap px-3 py-3 tabular-nums">{formatDate(row.lastPaymentOn)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 @3xl:hidden" aria-label={t("caption")}>
        {rows.map((row) => (
          <li key={row.bookingId} className="flex items-start justify-between gap-3 rounded-lg border bg-card p-4 shadow-sm">
            <div className="min-w-0">
              <p className="break-words">{residentLink(row)}</p>
              <p className="text-xs text-muted-foreground">
                <Ltr>{row.roomNumber}</Ltr> · <Ltr>{row.phone}</Ltr>
              </p>
              <p className="mt-1 text-xs text-muted-foreground">{status(row)}</p>
              <p className="text-xs text-muted-foreground">
                {t("columns.lastPayment")}: <Ltr className="tabular-nums text-foreground">{formatDate(row.lastPaymentOn)}</Ltr>
              </p>
            </div>
            <p className="shrink-0 text-end">
              <span className="block text-xs text-muted-foreground">{t("columns.held")}</span>
              <span className="font-semibold tabular-nums text-green-800">{formatPKR(row.credit, locale)}</span>
            </p>
          </li>
        ))}
      </ul>

      <Pagination currentPage={currentPage} totalPages={totalPages} />
    </div>
  );
}
