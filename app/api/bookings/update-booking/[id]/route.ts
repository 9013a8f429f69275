import { json, readJson, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { bookingUpdateSchema } from "@/lib/validations/bookings";
import { updateBooking } from "@/lib/services/bookings";

// PUT /api/bookings/update-booking/{id} (JSON): changes the fields sent; paymentAmount > 0 records a payment.
export const PUT = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  const id = await idParam(context);
  const booking = await updateBooking(id, bookingUpdateSchema.parse(await readJson(request)));
  return json({ message: "Booking updated successfully!", data: booking });
});
