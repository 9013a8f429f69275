import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { Column, RowActions } from "@/components/data-table/data-table";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { ExportButton } from "@/components/data-table/export-button";
import { ListScreen } from "@/components/data-table/list-screen";
import { RecordList } from "@/components/data-table/record-list";
import { MaintenanceStatusBadge } from "@/components/maintenance/status-badge";
import { requireAdminPage } from "@/lib/server/auth/session";
import { listMaintenance } from "@/lib/server/services/maintenance";
import { listQueryOf } from "@/lib/validations/list";
import { formatDate, formatPKR, orDash } from "@/lib/format";
import type { SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("maintenance");
  return { title: t("titles.list") };
}

type Job = Awaited<ReturnType<typeof listMaintenance>>["rows"][number];

const actions: RowActions<Job> = {
  viewHref: (row) => `/maintenances/view-maintenance/${row._id}`,
  editHref: (row) => `/maintenances/edit-maintenance/${row._id}`,
  delete: (row) => deleteActionOf("maintenance", row),
};

// The original panel kept the page while typing a search here (a slip): it resets to page 1 like every list.
export default async function MaintenancesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const [t, locale] = await Promise.all([getTranslations("maintenance"), getLocale()]);
  const query = listQueryOf(await searchParams);
  const columns: Column<Job>[] = [
    { header: t("columns.title"), cell: (row) => row.title, className: "min-w-40 font-medium" },
    { header: t("columns.totalCost"), cell: (row) => formatPKR(row.totalCost, locale), className: "whitespace-nowrap tabular-nums" },
    { header: t("columns.status"), cell: (row) => <MaintenanceStatusBadge status={row.status} /> },
    { header: t("columns.paidBy"), cell: (row) => orDash(row.paidBy) },
    { header: t("columns.date"), cell: (row) => formatDate(row.workStartDate), className: "whitespace-nowrap tabular-nums" },
  ];
  return (
    <ListScreen
      title={t("titles.list")}
      addHref="/maintenances/add-maintenances"
      addLabel={t("list.add")}
      searchPlaceholder={t("list.search")}
    >
      <ExportButton list="maintenances" />
      <RecordList
        caption={t("list.caption")}
        queryKey={`${query.page}:${query.searchTerm}`}
        load={() => listMaintenance(query)}
        columns={columns}
        actions={actions}
      />
    </ListScreen>
  );
}
