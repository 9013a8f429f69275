import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { bookingListQuerySchema, searchParamsOf } from "@/lib/validations/list";
import { listBookings } from "@/lib/services/bookings";

// GET /api/bookings/get-bookings?page=&limit=&searchTerm=: one page of bookings with their payment figures.
export const GET = route(async (request) => {
  await requireAdmin(request);
  const page = await listBookings(bookingListQuerySchema.parse(searchParamsOf(request)));
  const { rows: bookings, total: totalBookings, totalPages, currentPage, limit } = page;
  return json({ data: { bookings, totalPages, totalBookings, currentPage, limit } });
});
