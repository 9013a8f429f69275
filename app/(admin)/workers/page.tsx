import type { Metadata } from "next";
import { Suspense } from "react";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { ListScreen, ListTotal, TableSpinner } from "@/components/data-table/list-screen";
import { requireAdminPage } from "@/lib/auth/session";
import { listWorkers } from "@/lib/services/workers";
import { listQueryOf } from "@/lib/validations/list";
import { orDash } from "@/lib/format";
import { PAGE_SIZE } from "@/models/enums";

export const metadata: Metadata = { title: "Workers" };

type Worker = Awaited<ReturnType<typeof listWorkers>>["rows"][number];

const columns: Column<Worker>[] = [
  { header: "Name", cell: (row) => row.fullName, className: "font-medium" },
  { header: "Email", cell: (row) => orDash(row.email) },
  { header: "Phone", cell: (row) => orDash(row.phone) },
  { header: "CNIC", cell: (row) => orDash(row.cnic) },
];

async function WorkersTable({ page, searchTerm }: { page: number; searchTerm: string }) {
  const result = await listWorkers({ page, searchTerm });
  return (
    <>
      <ListTotal label="Total Workers" total={result.total} />
      <DataTable
        caption="Workers"
        rows={result.rows}
        columns={columns}
        currentPage={result.currentPage}
        totalPages={result.totalPages}
        pageSize={PAGE_SIZE}
        actions={{
          viewHref: (row) => `/workers/view-worker/${row._id}`,
          editHref: (row) => `/workers/edit-worker/${row._id}`,
          delete: (row) => ({
            path: `/workers/delete-worker/${row._id}`,
            successMessage: "Worker deleted successfully!",
            failureMessage: "Failed to delete the worker. Please try again.",
          }),
        }}
      />
    </>
  );
}

export default async function WorkersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const { page, searchTerm } = listQueryOf(await searchParams);
  return (
    <ListScreen title="Workers" addHref="/workers/add-workers" addLabel="Add Worker" searchPlaceholder="Search workers">
      <Suspense key={`${page}:${searchTerm}`} fallback={<TableSpinner />}>
        <WorkersTable page={page} searchTerm={searchTerm} />
      </Suspense>
    </ListScreen>
  );
}
