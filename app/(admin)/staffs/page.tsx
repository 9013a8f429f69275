import type { Metadata } from "next";
import { Suspense } from "react";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { ListScreen, ListTotal, TableSpinner } from "@/components/data-table/list-screen";
import { requireAdminPage } from "@/lib/auth/session";
import { listStaff } from "@/lib/services/staff";
import { listQueryOf } from "@/lib/validations/list";
import { orDash } from "@/lib/format";
import { PAGE_SIZE } from "@/models/enums";

export const metadata: Metadata = { title: "Staff" };

type StaffMember = Awaited<ReturnType<typeof listStaff>>["rows"][number];

const columns: Column<StaffMember>[] = [
  { header: "Name", cell: (row) => row.fullName, className: "font-medium" },
  { header: "Email", cell: (row) => orDash(row.email) },
  { header: "Phone", cell: (row) => orDash(row.phone) },
  { header: "CNIC", cell: (row) => orDash(row.cnic) },
];

async function StaffTable({ page, searchTerm }: { page: number; searchTerm: string }) {
  const result = await listStaff({ page, searchTerm });
  return (
    <>
      <ListTotal label="Total Staff" total={result.total} />
      <DataTable
        caption="Staff"
        rows={result.rows}
        columns={columns}
        currentPage={result.currentPage}
        totalPages={result.totalPages}
        pageSize={PAGE_SIZE}
        actions={{
          viewHref: (row) => `/staffs/view-staff/${row._id}`,
          editHref: (row) => `/staffs/edit-staff/${row._id}`,
          delete: (row) => ({
            path: `/staffs/delete-staff/${row._id}`,
            successMessage: "Staff deleted successfully!",
            failureMessage: "Failed to delete the Staff. Please try again.",
          }),
        }}
      />
    </>
  );
}

export default async function StaffPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const { page, searchTerm } = listQueryOf(await searchParams);
  return (
    <ListScreen title="Staff" addHref="/staffs/add-staff" addLabel="Add Staff" searchPlaceholder="Search staff">
      <Suspense key={`${page}:${searchTerm}`} fallback={<TableSpinner />}>
        <StaffTable page={page} searchTerm={searchTerm} />
      </Suspense>
    </ListScreen>
  );
}
