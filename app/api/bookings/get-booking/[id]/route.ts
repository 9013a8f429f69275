import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { getBooking } from "@/lib/services/bookings";

// GET /api/bookings/get-booking/{id}: one booking with its room and payment history.
export const GET = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  return json({ data: await getBooking(await idParam(context)) });
});
