import type { Metadata } from "next";
import type { Column, RowActions } from "@/components/data-table/data-table";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { ExportButton } from "@/components/data-table/export-button";
import { ListScreen } from "@/components/data-table/list-screen";
import { RecordList } from "@/components/data-table/record-list";
import { requireAdminPage } from "@/lib/auth/session";
import { listWorkers } from "@/lib/services/workers";
import { listQueryOf } from "@/lib/validations/list";
import { orDash } from "@/lib/format";

export const metadata: Metadata = { title: "Workers" };

type Worker = Awaited<ReturnType<typeof listWorkers>>["rows"][number];

const columns: Column<Worker>[] = [
  { header: "Name", cell: (row) => row.fullName, className: "font-medium" },
  { header: "Email", cell: (row) => orDash(row.email) },
  { header: "Phone", cell: (row) => orDash(row.phone) },
  { header: "CNIC", cell: (row) => orDash(row.cnic) },
];

const actions: RowActions<Worker> = {
  viewHref: (row) => `/workers/view-worker/${row._id}`,
  editHref: (row) => `/workers/edit-worker/${row._id}`,
  delete: (row) => deleteActionOf("worker", row),
};

export default async function WorkersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const query = listQueryOf(await searchParams);
  return (
    <ListScreen title="Workers" addHref="/workers/add-workers" addLabel="Add Worker" searchPlaceholder="Search workers">
      <ExportButton list="workers" />
      <RecordList
        caption="Workers"
        totalLabel="Total Workers"
        queryKey={`${query.page}:${query.searchTerm}`}
        load={() => listWorkers(query)}
        columns={columns}
        actions={actions}
      />
    </ListScreen>
  );
}
