import { adminRoute, json } from "@/lib/server/http/route";
import { bookingListQuerySchema } from "@/lib/validations/list";
import { listBookings } from "@/lib/server/services/bookings";

// GET /api/bookings/get-bookings?page=&limit=&searchTerm=: one page of bookings with their payment figures.
export const GET = adminRoute({ permission: "read", query: bookingListQuerySchema }, async ({ query }) => {
  const page = await listBookings(query);
  const { rows: bookings, total: totalBookings, totalPages, currentPage, limit } = page;
  return json({ data: { bookings, totalPages, totalBookings, currentPage, limit } });
});
