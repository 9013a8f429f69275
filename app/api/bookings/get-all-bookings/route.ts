import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { allBookings } from "@/lib/services/bookings";

// GET /api/bookings/get-all-bookings: every booking.
export const GET = route(async (request) => {
  await requireAdmin(request);
  return json({ data: await allBookings() });
});
