import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Column, RowActions } from "@/components/data-table/data-table";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { ExportButton } from "@/components/data-table/export-button";
import { ListScreen } from "@/components/data-table/list-screen";
import { RecordList } from "@/components/data-table/record-list";
import { RoomNumber } from "@/components/rooms/room-badges";
import { CompletenessTabs } from "@/components/customers/completeness-tabs";
import { IncompleteBadge } from "@/components/customers/customer-identity";
import { Ltr } from "@/components/ui/ltr";
import { requireAdminPage } from "@/lib/server/auth/session";
import { listStudents } from "@/lib/server/services/students";
import { listQueryOf } from "@/lib/validations/list";
import { studentListQuerySchema } from "@/lib/validations/students";
import { orDash } from "@/lib/format";
import type { SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customers");
  return { title: t("list.title") };
}

type Customer = Awaited<ReturnType<typeof listStudents>>["rows"][number];

/** A phone number, CNIC or e-mail, kept left to right inside an Urdu line; "—" when empty. */
const code = (value: string | null | undefined) => (value ? <Ltr>{value}</Ltr> : orDash(value));

const actions: RowActions<Customer> = {
  viewHref: (row) => `/customers/view-customer/${row._id}`,
  editHref: (row) => `/customers/edit-customer/${row._id}`,
  delete: (row) => deleteActionOf("customer", row),
};

export default async function CustomersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const t = await getTranslations("customers");
  const params = await searchParams;
  // `?complete=false` lists the incomplete customers (docs/register.md); anything unreadable lists all.
  const filter = studentListQuerySchema.shape.complete.safeParse(Array.isArray(params.complete) ? params.complete[0] : params.complete);
  const query = { ...listQueryOf(params), complete: filter.success ? filter.data : undefined };
  const columns: Column<Customer>[] = [
    {
      header: t("columns.name"),
      cell: (row) => (
        <>
          {row.studentName}
          <IncompleteBadge missing={row.missing} />
        </>
      ),
      className: "font-medium",
    },
    { header: t("columns.email"), cell: (row) => code(row.email) },
    { header: t("columns.phone"), cell: (row) => code(row.contactNumber) },
    { header: t("columns.cnic"), cell: (row) => code(row.cnic) },
    {
      header: t("columns.room"),
      cell: (row) =>
        row.currentRoom ? <RoomNumber roomNumber={row.currentRoom.roomNumber} isVip={row.currentRoom.isVip} /> : orDash(null),
    },
  ];
  return (
    <ListScreen title={t("list.title")} addHref="/customers/add-customer" addLabel={t("list.add")} searchPlaceholder={t("list.search")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CompletenessTabs incompleteOnly={query.complete === false} searchTerm={query.searchTerm} />
        <ExportButton list="customers" />
      </div>
      <RecordList
        caption={t("list.caption")}
        queryKey={`${query.page}:${query.searchTerm}:${String(query.complete)}`}
        load={() => listStudents(query)}
        columns={columns}
        actions={actions}
      />
    </ListScreen>
  );
}
