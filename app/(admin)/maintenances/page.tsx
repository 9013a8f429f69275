import type { Metadata } from "next";
import type { Column, RowActions } from "@/components/data-table/data-table";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { ExportButton } from "@/components/data-table/export-button";
import { ListScreen } from "@/components/data-table/list-screen";
import { RecordList } from "@/components/data-table/record-list";
import { MaintenanceStatusBadge } from "@/components/maintenance/status-badge";
import { requireAdminPage } from "@/lib/auth/session";
import { listMaintenance } from "@/lib/services/maintenance";
import { listQueryOf } from "@/lib/validations/list";
import { formatIsoDay, formatPKR, orDash } from "@/lib/format";

export const metadata: Metadata = { title: "Maintenance" };

type Job = Awaited<ReturnType<typeof listMaintenance>>["rows"][number];

const columns: Column<Job>[] = [
  { header: "Title", cell: (row) => row.title, className: "min-w-40 font-medium" },
  { header: "Total Cost", cell: (row) => formatPKR(row.totalCost), className: "whitespace-nowrap tabular-nums" },
  { header: "Status", cell: (row) => <MaintenanceStatusBadge status={row.status} /> },
  { header: "Paid By", cell: (row) => orDash(row.paidBy) },
  { header: "Date", cell: (row) => formatIsoDay(row.workStartDate), className: "whitespace-nowrap tabular-nums" },
];

const actions: RowActions<Job> = {
  viewHref: (row) => `/maintenances/view-maintenance/${row._id}`,
  editHref: (row) => `/maintenances/edit-maintenance/${row._id}`,
  delete: (row) => deleteActionOf("maintenance", row),
};

// The original panel kept the page while typing a search here (a slip): it resets to page 1 like every list.
export default async function MaintenancesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const query = listQueryOf(await searchParams);
  return (
    <ListScreen title="Maintenance" addHref="/maintenances/add-maintenances" addLabel="Add Maintenance" searchPlaceholder="Search maintenance">
      <ExportButton list="maintenances" />
      <RecordList
        caption="Maintenance"
        queryKey={`${query.page}:${query.searchTerm}`}
        load={() => listMaintenance(query)}
        columns={columns}
        actions={actions}
      />
    </ListScreen>
  );
}
