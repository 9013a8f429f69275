import type { Metadata } from "next";
import type { Column, RowActions } from "@/components/data-table/data-table";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { ExportButton } from "@/components/data-table/export-button";
import { ListScreen } from "@/components/data-table/list-screen";
import { RecordList } from "@/components/data-table/record-list";
import { RoomNumber, RoomStatusBadge } from "@/components/rooms/room-badges";
import { requireAdminPage } from "@/lib/auth/session";
import { listRooms } from "@/lib/services/rooms";
import { listQueryOf } from "@/lib/validations/list";
import { humanize } from "@/lib/format";

export const metadata: Metadata = { title: "Rooms" };

type Room = Awaited<ReturnType<typeof listRooms>>["rows"][number];

const columns: Column<Room>[] = [
  { header: "Room No", cell: (row) => <RoomNumber roomNumber={row.roomNumber} isVip={row.isVip} className="font-medium" /> },
  { header: "Floor No", cell: (row) => humanize(row.floorNumber) },
  { header: "Total Capacity", cell: (row) => row.capacity, className: "tabular-nums" },
  { header: "Remaining Capacity", cell: (row) => row.remainingCapacity, className: "tabular-nums" },
  { header: "Room Status", cell: (row) => <RoomStatusBadge status={row.roomStatus} /> },
];

const actions: RowActions<Room> = {
  viewHref: (row) => `/rooms/view-room/${row._id}`,
  editHref: (row) => `/rooms/edit-room/${row._id}`,
  delete: (row) => deleteActionOf("room", row),
};

export default async function RoomsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const query = listQueryOf(await searchParams);
  return (
    <ListScreen title="Rooms" addHref="/rooms/add-rooms" addLabel="Add Room" searchPlaceholder="Search rooms">
      <ExportButton list="rooms" />
      <RecordList
        caption="Rooms"
        queryKey={`${query.page}:${query.searchTerm}`}
        load={() => listRooms(query)}
        columns={columns}
        actions={actions}
      />
    </ListScreen>
  );
}
