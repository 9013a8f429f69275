import type { Metadata } from "next";
import type { Column, RowActions } from "@/components/data-table/data-table";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { ExportButton } from "@/components/data-table/export-button";
import { ListScreen } from "@/components/data-table/list-screen";
import { RecordList } from "@/components/data-table/record-list";
import { requireAdminPage } from "@/lib/auth/session";
import { listStudents } from "@/lib/services/students";
import { listQueryOf } from "@/lib/validations/list";
import { orDash } from "@/lib/format";

export const metadata: Metadata = { title: "Customers" };

type Customer = Awaited<ReturnType<typeof listStudents>>["rows"][number];

const columns: Column<Customer>[] = [
  { header: "Name", cell: (row) => row.studentName, className: "font-medium" },
  { header: "Email", cell: (row) => orDash(row.email) },
  { header: "Phone", cell: (row) => orDash(row.contactNumber) },
  { header: "CNIC", cell: (row) => orDash(row.cnic) },
];

const actions: RowActions<Customer> = {
  viewHref: (row) => `/customers/view-customer/${row._id}`,
  editHref: (row) => `/customers/edit-customer/${row._id}`,
  delete: (row) => deleteActionOf("customer", row),
};

export default async function CustomersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const query = listQueryOf(await searchParams);
  return (
    <ListScreen title="Customers" addHref="/customers/add-customer" addLabel="Add Customer" searchPlaceholder="Search customers">
      <ExportButton list="customers" />
      <RecordList
        caption="Customers"
        queryKey={`${query.page}:${query.searchTerm}`}
        load={() => listStudents(query)}
        columns={columns}
        actions={actions}
      />
    </ListScreen>
  );
}
