import { adminRoute, json } from "@/lib/http/route";
import { deleteBooking } from "@/lib/services/bookings";

// DELETE /api/bookings/delete-booking/{id}: removes a booking and its payments.
export const DELETE = adminRoute({}, async ({ id, admin }) => {
  await deleteBooking(id, admin);
  return json({ message: "Booking deleted successfully!" });
});
