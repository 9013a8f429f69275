import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { Column, RowActions } from "@/components/data-table/data-table";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { ExportButton } from "@/components/data-table/export-button";
import { ListScreen } from "@/components/data-table/list-screen";
import { RecordList } from "@/components/data-table/record-list";
import { requireAdminPage } from "@/lib/server/auth/session";
import { listSalaries } from "@/lib/server/services/salaries";
import { listQueryOf } from "@/lib/validations/list";
import { formatPKR, formatYearMonth } from "@/lib/format";
import type { SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("salaries");
  return { title: t("titles.list") };
}

type Salary = Awaited<ReturnType<typeof listSalaries>>["rows"][number];

const actions: RowActions<Salary> = {
  viewHref: (row) => `/salaries/view-salary/${row._id}`,
  editHref: (row) => `/salaries/edit-salary/${row._id}`,
  // The original panel's toasts spoke of a student here (a slip): they speak of the salary.
  delete: (row) => deleteActionOf("salary", row),
};

export default async function SalariesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const [t, locale] = await Promise.all([getTranslations("salaries"), getLocale()]);
  const query = listQueryOf(await searchParams);
  const columns: Column<Salary>[] = [
    { header: t("columns.employeeName"), cell: (row) => row.fullName, className: "font-medium" },
    { header: t("columns.type"), cell: (row) => t(`types.${row.employeeType}`) },
    { header: t("columns.basicSalary"), cell: (row) => formatPKR(row.basicSalary, locale), className: "tabular-nums whitespace-nowrap" },
    { header: t("columns.month"), cell: (row) => formatYearMonth(row.salaryMonth, locale), className: "whitespace-nowrap" },
    { header: t("columns.netPay"), cell: (row) => formatPKR(row.netSalary, locale), className: "tabular-nums whitespace-nowrap" },
  ];
  return (
    <ListScreen title={t("titles.list")} addHref="/salaries/add-salary" addLabel={t("list.add")} searchPlaceholder={t("list.search")}>
      <ExportButton list="salaries" />
      <RecordList
        caption={t("list.caption")}
        totalLabel={t("list.total")}
        queryKey={`${query.page}:${query.searchTerm}`}
        load={() => listSalaries(query)}
        columns={columns}
        actions={actions}
      />
    </ListScreen>
  );
}
