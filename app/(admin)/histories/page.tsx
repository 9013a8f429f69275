import type { Metadata } from "next";
import type { Column, RowActions } from "@/components/data-table/data-table";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { ExportButton } from "@/components/data-table/export-button";
import { ListScreen } from "@/components/data-table/list-screen";
import { RecordList } from "@/components/data-table/record-list";
import { requireAdminPage } from "@/lib/auth/session";
import { listHistories } from "@/lib/services/histories";
import { listQueryOf } from "@/lib/validations/list";
import { formatNumber, formatPKR, orDash } from "@/lib/format";

export const metadata: Metadata = { title: "History" };

type History = Awaited<ReturnType<typeof listHistories>>["rows"][number];

const columns: Column<History>[] = [
  { header: "Total Students", cell: (row) => formatNumber(row.students), className: "tabular-nums" },
  { header: "Paid Amount", cell: (row) => formatPKR(row.paidAmount), className: "whitespace-nowrap tabular-nums" },
  { header: "Received Amount", cell: (row) => formatPKR(row.receivedAmount), className: "whitespace-nowrap tabular-nums" },
  { header: "Month", cell: (row) => orDash(row.month), className: "font-medium" },
];

const actions: RowActions<History> = {
  viewHref: (row) => `/histories/view-history/${row._id}`,
  editHref: (row) => `/histories/edit-history/${row._id}`,
  delete: (row) => deleteActionOf("history", row),
};

export default async function HistoriesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const query = listQueryOf(await searchParams);
  return (
    <ListScreen title="History" addHref="/histories/add-history" addLabel="Add History" searchPlaceholder="Search by month">
      <ExportButton list="histories" />
      <RecordList
        caption="Monthly histories"
        totalLabel="Total Histories"
        queryKey={`${query.page}:${query.searchTerm}`}
        load={() => listHistories(query)}
        columns={columns}
        actions={actions}
      />
    </ListScreen>
  );
}
