import { adminRoute, json } from "@/lib/server/http/route";
import { bookingUpdateSchema } from "@/lib/validations/bookings";
import { getBooking } from "@/lib/server/services/bookings";
import { updateBooking } from "@/lib/server/services/stay-changes";

// PUT /api/bookings/update-booking/{id} (JSON): changes the fields sent, by the rules of a stay's changes; paymentAmount > 0 records a payment.
export const PUT = adminRoute({ permission: "records.write", body: bookingUpdateSchema }, async ({ id, body, updatedAt, admin }) => {
  await updateBooking(id, body, updatedAt, admin);
  return json({ message: "Booking updated successfully!", data: await getBooking(id) });
});
