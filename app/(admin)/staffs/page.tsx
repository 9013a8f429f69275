import type { Metadata } from "next";
import type { Column, RowActions } from "@/components/data-table/data-table";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { ExportButton } from "@/components/data-table/export-button";
import { ListScreen } from "@/components/data-table/list-screen";
import { RecordList } from "@/components/data-table/record-list";
import { requireAdminPage } from "@/lib/auth/session";
import { listStaff } from "@/lib/services/staff";
import { listQueryOf } from "@/lib/validations/list";
import { orDash } from "@/lib/format";

export const metadata: Metadata = { title: "Staff" };

type StaffMember = Awaited<ReturnType<typeof listStaff>>["rows"][number];

const columns: Column<StaffMember>[] = [
  { header: "Name", cell: (row) => row.fullName, className: "font-medium" },
  { header: "Email", cell: (row) => orDash(row.email) },
  { header: "Phone", cell: (row) => orDash(row.phone) },
  { header: "CNIC", cell: (row) => orDash(row.cnic) },
];

const actions: RowActions<StaffMember> = {
  viewHref: (row) => `/staffs/view-staff/${row._id}`,
  editHref: (row) => `/staffs/edit-staff/${row._id}`,
  delete: (row) => deleteActionOf("staff", row),
};

export default async function StaffPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const query = listQueryOf(await searchParams);
  return (
    <ListScreen title="Staff" addHref="/staffs/add-staff" addLabel="Add Staff" searchPlaceholder="Search staff">
      <ExportButton list="staffs" />
      <RecordList
        caption="Staff"
        totalLabel="Total Staff"
        queryKey={`${query.page}:${query.searchTerm}`}
        load={() => listStaff(query)}
        columns={columns}
        actions={actions}
      />
    </ListScreen>
  );
}
