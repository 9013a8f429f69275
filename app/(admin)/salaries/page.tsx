import type { Metadata } from "next";
import { Suspense } from "react";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { ListScreen, ListTotal, TableSpinner } from "@/components/data-table/list-screen";
import { requireAdminPage } from "@/lib/auth/session";
import { listSalaries } from "@/lib/services/salaries";
import { listQueryOf } from "@/lib/validations/list";
import { formatPKR } from "@/lib/format";
import { PAGE_SIZE } from "@/models/enums";

export const metadata: Metadata = { title: "Salaries" };

type Salary = Awaited<ReturnType<typeof listSalaries>>["rows"][number];

const columns: Column<Salary>[] = [
  { header: "Employee Name", cell: (row) => row.fullName, className: "font-medium" },
  { header: "Type", cell: (row) => row.employeeType },
  { header: "Basic Salary", cell: (row) => formatPKR(row.basicSalary), className: "tabular-nums whitespace-nowrap" },
];

async function SalariesTable({ page, searchTerm }: { page: number; searchTerm: string }) {
  const result = await listSalaries({ page, searchTerm });
  return (
    <>
      <ListTotal label="Total Salaries" total={result.total} />
      <DataTable
        caption="Salaries"
        rows={result.rows}
        columns={columns}
        currentPage={result.currentPage}
        totalPages={result.totalPages}
        pageSize={PAGE_SIZE}
        actions={{
          viewHref: (row) => `/salaries/view-salary/${row._id}`,
          editHref: (row) => `/salaries/edit-salary/${row._id}`,
          // The spec's toasts speak of a student here; DESIGN.md: they speak of the salary.
          delete: (row) => ({
            path: `/salary/delete-salary/${row._id}`,
            successMessage: "Salary deleted successfully!",
            failureMessage: "Failed to delete the salary. Please try again.",
          }),
        }}
      />
    </>
  );
}

export default async function SalariesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const { page, searchTerm } = listQueryOf(await searchParams);
  return (
    <ListScreen title="Salaries" addHref="/salaries/add-salary" addLabel="Add Salary" searchPlaceholder="Search salaries">
      <Suspense key={`${page}:${searchTerm}`} fallback={<TableSpinner />}>
        <SalariesTable page={page} searchTerm={searchTerm} />
      </Suspense>
    </ListScreen>
  );
}
