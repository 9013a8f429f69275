import { useLocale, useTranslations } from "next-intl";
import { NoData } from "@/components/data-table/no-data";
import { TableOrCards } from "@/components/data-table/table-or-cards";
import { Ltr } from "@/components/ui/ltr";
import { formatDate, formatPKR } from "@/lib/format";
import type { CreditRow } from "@/lib/server/services/dues";
import { ResidentCardHeading, RoomAndResidentCells } from "./dues-list";

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
    <TableOrCards
      wideFrom="3xl"
      caption={t("caption")}
      headers={[t("columns.room"), t("columns.resident"), t("columns.status"), t("columns.held"), t("columns.lastPayment")]}
      rows={rows}
      tableRow={(row) => (
        <tr key={row.bookingId} className="hover:bg-muted/50">
          <RoomAndResidentCells row={row} />
          <td className="px-3 py-3">{status(row)}</td>
          <td className="whitespace-nowrap px-3 py-3 font-semibold tabular-nums text-green-800">{formatPKR(row.credit, locale)}</td>
          <td className="whitespace-nowrap px-3 py-3 tabular-nums">{formatDate(row.lastPaymentOn)}</td>
        </tr>
      )}
      card={(row) => (
        <li key={row.bookingId} className="rounded-lg border bg-card p-4 shadow-sm">
          <ResidentCardHeading
            row={row}
            amountLabel={t("columns.held")}
            amount={<span className="font-semibold tabular-nums text-green-800">{formatPKR(row.credit, locale)}</span>}
          >
            <p className="mt-1 text-xs text-muted-foreground">{status(row)}</p>
            <p className="text-xs text-muted-foreground">
              {t("columns.lastPayment")}: <Ltr className="tabular-nums text-foreground">{formatDate(row.lastPaymentOn)}</Ltr>
            </p>
          </ResidentCardHeading>
        </li>
      )}
      currentPage={currentPage}
      totalPages={totalPages}
    >
      <p className="text-sm font-medium text-muted-foreground">
        {t.rich("hold", {
          count: total.count,
          total: formatPKR(total.credit, locale),
          amount: (chunks) => <span className="text-foreground">{chunks}</span>,
        })}
      </p>
    </TableOrCards>
  );
}
