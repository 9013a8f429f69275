import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { deleteBooking } from "@/lib/services/bookings";

// DELETE /api/bookings/delete-booking/{id}: removes a booking and its payments.
export const DELETE = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  await deleteBooking(await idParam(context));
  return json({ message: "Booking deleted successfully!" });
});
