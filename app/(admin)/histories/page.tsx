import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { Column, RowActions } from "@/components/data-table/data-table";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { ExportButton } from "@/components/data-table/export-button";
import { ListScreen } from "@/components/data-table/list-screen";
import { RecordList } from "@/components/data-table/record-list";
import { requireAdminPage } from "@/lib/server/auth/session";
import { listHistories } from "@/lib/server/services/histories";
import { listQueryOf } from "@/lib/validations/list";
import { formatNumber, formatPKR } from "@/lib/format";
import { historyMonthText } from "@/lib/history-month";
import type { SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("histories");
  return { title: t("titles.list") };
}

type History = Awaited<ReturnType<typeof listHistories>>["rows"][number];

const actions: RowActions<History> = {
  viewHref: (row) => `/histories/view-history/${row._id}`,
  editHref: (row) => `/histories/edit-history/${row._id}`,
  delete: (row) => deleteActionOf("history", row),
};

export default async function HistoriesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const [t, locale] = await Promise.all([getTranslations("histories"), getLocale()]);
  const query = listQueryOf(await searchParams);
  const columns: Column<History>[] = [
    { header: t("columns.students"), cell: (row) => formatNumber(row.students), className: "tabular-nums" },
    { header: t("columns.paidAmount"), cell: (row) => formatPKR(row.paidAmount, locale), className: "whitespace-nowrap tabular-nums" },
    {
      header: t("columns.receivedAmount"),
      cell: (row) => formatPKR(row.receivedAmount, locale),
      className: "whitespace-nowrap tabular-nums",
    },
    { header: t("columns.month"), cell: (row) => historyMonthText(row.month, locale), className: "font-medium" },
  ];
  return (
    <ListScreen title={t("titles.list")} addHref="/histories/add-history" addLabel={t("list.add")} searchPlaceholder={t("list.search")}>
      <ExportButton list="histories" />
      <RecordList
        caption={t("list.caption")}
        totalLabel={t("list.total")}
        queryKey={`${query.page}:${query.searchTerm}`}
        load={() => listHistories(query)}
        columns={columns}
        actions={actions}
      />
    </ListScreen>
  );
}
