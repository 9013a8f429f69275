import type { Metadata } from "next";
import { Suspense } from "react";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { ListScreen, ListTotal, TableSpinner } from "@/components/data-table/list-screen";
import { requireAdminPage } from "@/lib/auth/session";
import { listHistories } from "@/lib/services/histories";
import { listQueryOf } from "@/lib/validations/list";
import { formatNumber, formatPKR, orDash } from "@/lib/format";
import { PAGE_SIZE } from "@/models/enums";

export const metadata: Metadata = { title: "History" };

type History = Awaited<ReturnType<typeof listHistories>>["rows"][number];

const columns: Column<History>[] = [
  { header: "Total Students", cell: (row) => formatNumber(row.students), className: "tabular-nums" },
  { header: "Paid Amount", cell: (row) => formatPKR(row.paidAmount), className: "whitespace-nowrap tabular-nums" },
  { header: "Received Amount", cell: (row) => formatPKR(row.receivedAmount), className: "whitespace-nowrap tabular-nums" },
  { header: "Month", cell: (row) => orDash(row.month), className: "font-medium" },
];

async function HistoriesTable({ page, searchTerm }: { page: number; searchTerm: string }) {
  const result = await listHistories({ page, searchTerm });
  return (
    <>
      <ListTotal label="Total Histories" total={result.total} />
      <DataTable
        caption="Monthly histories"
        rows={result.rows}
        columns={columns}
        currentPage={result.currentPage}
        totalPages={result.totalPages}
        pageSize={PAGE_SIZE}
        actions={{
          viewHref: (row) => `/histories/view-history/${row._id}`,
          editHref: (row) => `/histories/edit-history/${row._id}`,
          delete: (row) => ({
            path: `/history/delete-history/${row._id}`,
            successMessage: "History deleted successfully!",
            failureMessage: "Failed to delete the History. Please try again.",
          }),
        }}
      />
    </>
  );
}

export default async function HistoriesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const { page, searchTerm } = listQueryOf(await searchParams);
  return (
    <ListScreen title="History" addHref="/histories/add-history" addLabel="Add History" searchPlaceholder="Search by month">
      <Suspense key={`${page}:${searchTerm}`} fallback={<TableSpinner />}>
        <HistoriesTable page={page} searchTerm={searchTerm} />
      </Suspense>
    </ListScreen>
  );
}
