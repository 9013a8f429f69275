import type { Metadata } from "next";
import { Suspense } from "react";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { ListScreen, TableSpinner } from "@/components/data-table/list-screen";
import { RoomNumber, RoomStatusBadge } from "@/components/rooms/room-badges";
import { requireAdminPage } from "@/lib/auth/session";
import { listRooms } from "@/lib/services/rooms";
import { listQueryOf } from "@/lib/validations/list";
import { humanize } from "@/lib/format";
import { PAGE_SIZE } from "@/models/enums";

export const metadata: Metadata = { title: "Rooms" };

type Room = Awaited<ReturnType<typeof listRooms>>["rows"][number];

const columns: Column<Room>[] = [
  { header: "Room No", cell: (row) => <RoomNumber roomNumber={row.roomNumber} isVip={row.isVip} className="font-medium" /> },
  { header: "Floor No", cell: (row) => humanize(row.floorNumber) },
  { header: "Total Capacity", cell: (row) => row.capacity, className: "tabular-nums" },
  { header: "Remaining Capacity", cell: (row) => row.remainingCapacity, className: "tabular-nums" },
  { header: "Room Status", cell: (row) => <RoomStatusBadge status={row.roomStatus} /> },
];

async function RoomsTable({ page, searchTerm }: { page: number; searchTerm: string }) {
  const result = await listRooms({ page, searchTerm });
  return (
    <DataTable
      caption="Rooms"
      rows={result.rows}
      columns={columns}
      currentPage={result.currentPage}
      totalPages={result.totalPages}
      pageSize={PAGE_SIZE}
      actions={{
        viewHref: (row) => `/rooms/view-room/${row._id}`,
        editHref: (row) => `/rooms/edit-room/${row._id}`,
        delete: (row) => ({
          path: `/rooms/delete-room/${row._id}`,
          successMessage: "Room deleted successfully!",
          failureMessage: "Failed to delete the room. Please try again.",
        }),
      }}
    />
  );
}

export default async function RoomsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const { page, searchTerm } = listQueryOf(await searchParams);
  return (
    <ListScreen title="Rooms" addHref="/rooms/add-rooms" addLabel="Add Room" searchPlaceholder="Search rooms">
      <Suspense key={`${page}:${searchTerm}`} fallback={<TableSpinner />}>
        <RoomsTable page={page} searchTerm={searchTerm} />
      </Suspense>
    </ListScreen>
  );
}
