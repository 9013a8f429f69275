import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { Column, RowActions } from "@/components/data-table/data-table";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { ExportButton } from "@/components/data-table/export-button";
import { ListScreen } from "@/components/data-table/list-screen";
import { RecordList } from "@/components/data-table/record-list";
import { RoomNumber, RoomStatusBadge } from "@/components/rooms/room-badges";
import { requireAdminPage } from "@/lib/server/auth/session";
import { listRooms } from "@/lib/server/services/rooms";
import { listQueryOf } from "@/lib/validations/list";
import { formatPKR, orDash } from "@/lib/format";
import type { SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("rooms");
  return { title: t("list.title") };
}

type Room = Awaited<ReturnType<typeof listRooms>>["rows"][number];

const actions: RowActions<Room> = {
  viewHref: (row) => `/rooms/view-room/${row._id}`,
  editHref: (row) => `/rooms/edit-room/${row._id}`,
  delete: (row) => deleteActionOf("room", row),
};

export default async function RoomsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const [t, locale] = await Promise.all([getTranslations("rooms"), getLocale()]);
  const query = listQueryOf(await searchParams);
  const columns: Column<Room>[] = [
    { header: t("columns.roomNo"), cell: (row) => <RoomNumber roomNumber={row.roomNumber} isVip={row.isVip} className="font-medium" /> },
    { header: t("columns.floorNo"), cell: (row) => (row.floorNumber ? t(`floors.${row.floorNumber}`) : orDash(row.floorNumber)) },
    { header: t("columns.totalCapacity"), cell: (row) => row.capacity, className: "tabular-nums" },
    { header: t("columns.remainingCapacity"), cell: (row) => row.remainingCapacity, className: "tabular-nums" },
    { header: t("columns.roomStatus"), cell: (row) => <RoomStatusBadge status={row.roomStatus} /> },
    { header: t("columns.roomType"), cell: (row) => (row.roomType ? t(`types.${row.roomType}`) : orDash(row.roomType)) },
    { header: t("columns.monthlyRent"), cell: (row) => formatPKR(row.monthlyRent, locale), className: "tabular-nums whitespace-nowrap" },
  ];
  return (
    <ListScreen title={t("list.title")} addHref="/rooms/add-rooms" addLabel={t("list.add")} searchPlaceholder={t("list.search")}>
      <ExportButton list="rooms" />
      <RecordList
        caption={t("list.caption")}
        queryKey={`${query.page}:${query.searchTerm}`}
        load={() => listRooms(query)}
        columns={columns}
        actions={actions}
      />
    </ListScreen>
  );
}
