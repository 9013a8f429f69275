import { adminRoute, json } from "@/lib/server/http/route";
import { allBookings } from "@/lib/server/services/bookings";

// GET /api/bookings/get-all-bookings: every booking.
export const GET = adminRoute({ permission: "read" }, async () => {
  return json({ data: await allBookings() });
});
