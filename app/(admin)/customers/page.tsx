import type { Metadata } from "next";
import { Suspense } from "react";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { ListScreen, TableSpinner } from "@/components/data-table/list-screen";
import { requireAdminPage } from "@/lib/auth/session";
import { listStudents } from "@/lib/services/students";
import { listQueryOf } from "@/lib/validations/list";
import { orDash } from "@/lib/format";
import { PAGE_SIZE } from "@/models/enums";

export const metadata: Metadata = { title: "Customers" };

type Customer = Awaited<ReturnType<typeof listStudents>>["rows"][number];

const columns: Column<Customer>[] = [
  { header: "Name", cell: (row) => row.studentName, className: "font-medium" },
  { header: "Email", cell: (row) => orDash(row.email) },
  { header: "Phone", cell: (row) => orDash(row.contactNumber) },
  { header: "CNIC", cell: (row) => orDash(row.cnic) },
];

async function CustomersTable({ page, searchTerm }: { page: number; searchTerm: string }) {
  const result = await listStudents({ page, searchTerm });
  return (
    <DataTable
      caption="Customers"
      rows={result.rows}
      columns={columns}
      currentPage={result.currentPage}
      totalPages={result.totalPages}
      pageSize={PAGE_SIZE}
      actions={{
        viewHref: (row) => `/customers/view-customer/${row._id}`,
        editHref: (row) => `/customers/edit-customer/${row._id}`,
        delete: (row) => ({
          path: `/students/delete-student/${row._id}`,
          successMessage: "Customer deleted successfully!",
          failureMessage: "Failed to delete the customer. Please try again.",
        }),
      }}
    />
  );
}

export default async function CustomersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const { page, searchTerm } = listQueryOf(await searchParams);
  return (
    <ListScreen title="Customers" addHref="/customers/add-customer" addLabel="Add Customer" searchPlaceholder="Search customers">
      <Suspense key={`${page}:${searchTerm}`} fallback={<TableSpinner />}>
        <CustomersTable page={page} searchTerm={searchTerm} />
      </Suspense>
    </ListScreen>
  );
}
