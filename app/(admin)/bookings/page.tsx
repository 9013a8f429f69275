import type { Metadata } from "next";
import { Suspense } from "react";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { ListScreen, TableSpinner } from "@/components/data-table/list-screen";
import { requireAdminPage } from "@/lib/auth/session";
import { listBookings } from "@/lib/services/bookings";
import { bookingListQuerySchema } from "@/lib/validations/list";
import { humanize } from "@/lib/format";
import { PAGE_SIZE } from "@/models/enums";

export const metadata: Metadata = { title: "Bookings" };

type Booking = Awaited<ReturnType<typeof listBookings>>["rows"][number];

const columns: Column<Booking>[] = [
  { header: "Customer Name", cell: (row) => row.studentName, className: "font-medium" },
  { header: "Room No", cell: (row) => (row.room.isVip ? `${row.room.roomNumber} (VIP)` : row.room.roomNumber) },
  { header: "Room Type", cell: (row) => humanize(row.room.roomType) },
  { header: "Floor No", cell: (row) => humanize(row.room.floorNumber) },
];

async function BookingsTable({ page, searchTerm, limit }: { page: number; searchTerm: string; limit: number }) {
  const result = await listBookings({ page, searchTerm, limit });
  return (
    <DataTable
      caption="Bookings"
      rows={result.rows}
      columns={columns}
      currentPage={result.currentPage}
      totalPages={result.totalPages}
      // Bookings number their rows by the server's page size (spec section 2).
      pageSize={result.limit}
      actions={{
        viewHref: (row) => `/bookings/view-booking/${row._id}`,
        editHref: (row) => `/bookings/edit-booking/${row._id}`,
        delete: (row) => ({
          path: `/bookings/delete-booking/${row._id}`,
          successMessage: "Booking deleted successfully!",
          failureMessage: "Failed to delete the booking. Please try again.",
        }),
      }}
    />
  );
}

export default async function BookingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const query = await searchParams;
  const parsed = bookingListQuerySchema.safeParse({ page: first(query.page), searchTerm: first(query.searchTerm), limit: first(query.limit) });
  const { page, searchTerm, limit } = parsed.success ? parsed.data : { page: 1, searchTerm: "", limit: PAGE_SIZE };
  return (
    <ListScreen title="Bookings" addHref="/bookings/add-bookings" addLabel="Add Booking" searchPlaceholder="Search by customer or room">
      <Suspense key={`${page}:${limit}:${searchTerm}`} fallback={<TableSpinner />}>
        <BookingsTable page={page} searchTerm={searchTerm} limit={limit} />
      </Suspense>
    </ListScreen>
  );
}
