import type { Metadata } from "next";
import type { Column, RowActions } from "@/components/data-table/data-table";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { ExportButton } from "@/components/data-table/export-button";
import { ListScreen } from "@/components/data-table/list-screen";
import { RecordList } from "@/components/data-table/record-list";
import { requireAdminPage } from "@/lib/auth/session";
import { listBookings } from "@/lib/services/bookings";
import { bookingListQueryOf } from "@/lib/validations/list";
import { humanize } from "@/lib/format";

export const metadata: Metadata = { title: "Bookings" };

type Booking = Awaited<ReturnType<typeof listBookings>>["rows"][number];

const columns: Column<Booking>[] = [
  { header: "Customer Name", cell: (row) => row.studentName, className: "font-medium" },
  { header: "Room No", cell: (row) => (row.room.isVip ? `${row.room.roomNumber} (VIP)` : row.room.roomNumber) },
  { header: "Room Type", cell: (row) => humanize(row.room.roomType) },
  { header: "Floor No", cell: (row) => humanize(row.room.floorNumber) },
];

const actions: RowActions<Booking> = {
  viewHref: (row) => `/bookings/view-booking/${row._id}`,
  editHref: (row) => `/bookings/edit-booking/${row._id}`,
  delete: (row) => deleteActionOf("booking", row),
};

export default async function BookingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const query = bookingListQueryOf(await searchParams);
  return (
    <ListScreen title="Bookings" addHref="/bookings/add-bookings" addLabel="Add Booking" searchPlaceholder="Search by customer or room">
      <ExportButton list="bookings" />
      {/* Unlike the other lists, bookings number their rows by the server's page size, `limit`, which the API lets a client choose. */}
      <RecordList
        caption="Bookings"
        queryKey={`${query.page}:${query.limit}:${query.searchTerm}`}
        load={() => listBookings(query)}
        columns={columns}
        actions={actions}
      />
    </ListScreen>
  );
}
