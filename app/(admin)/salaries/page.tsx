import type { Metadata } from "next";
import type { Column, RowActions } from "@/components/data-table/data-table";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { ExportButton } from "@/components/data-table/export-button";
import { ListScreen } from "@/components/data-table/list-screen";
import { RecordList } from "@/components/data-table/record-list";
import { requireAdminPage } from "@/lib/auth/session";
import { listSalaries } from "@/lib/services/salaries";
import { listQueryOf } from "@/lib/validations/list";
import { formatPKR } from "@/lib/format";

export const metadata: Metadata = { title: "Salaries" };

type Salary = Awaited<ReturnType<typeof listSalaries>>["rows"][number];

const columns: Column<Salary>[] = [
  { header: "Employee Name", cell: (row) => row.fullName, className: "font-medium" },
  { header: "Type", cell: (row) => row.employeeType },
  { header: "Basic Salary", cell: (row) => formatPKR(row.basicSalary), className: "tabular-nums whitespace-nowrap" },
];

const actions: RowActions<Salary> = {
  viewHref: (row) => `/salaries/view-salary/${row._id}`,
  editHref: (row) => `/salaries/edit-salary/${row._id}`,
  // The original panel's toasts spoke of a student here (a slip): they speak of the salary.
  delete: (row) => deleteActionOf("salary", row),
};

export default async function SalariesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const query = listQueryOf(await searchParams);
  return (
    <ListScreen title="Salaries" addHref="/salaries/add-salary" addLabel="Add Salary" searchPlaceholder="Search salaries">
      <ExportButton list="salaries" />
      <RecordList
        caption="Salaries"
        totalLabel="Total Salaries"
        queryKey={`${query.page}:${query.searchTerm}`}
        load={() => listSalaries(query)}
        columns={columns}
        actions={actions}
      />
    </ListScreen>
  );
}
