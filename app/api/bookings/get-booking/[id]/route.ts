import { adminRoute, json } from "@/lib/server/http/route";
import { getBooking } from "@/lib/server/services/bookings";

// GET /api/bookings/get-booking/{id}: one booking with its room and payment history.
export const GET = adminRoute({ permission: "read" }, async ({ id }) => {
  return json({ data: await getBooking(id) });
});
