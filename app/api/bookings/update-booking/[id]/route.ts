import { adminRoute, json } from "@/lib/http/route";
import { bookingUpdateSchema } from "@/lib/validations/bookings";
import { updateBooking } from "@/lib/services/bookings";

// PUT /api/bookings/update-booking/{id} (JSON): changes the fields sent; paymentAmount > 0 records a payment.
export const PUT = adminRoute({ body: bookingUpdateSchema }, async ({ id, body, updatedAt, admin }) => {
  const booking = await updateBooking(id, body, updatedAt, admin);
  return json({ message: "Booking updated successfully!", data: booking });
});
