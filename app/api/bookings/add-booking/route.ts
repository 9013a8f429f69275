import { json, readJson, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { bookingSchema } from "@/lib/validations/bookings";
import { createBooking } from "@/lib/services/bookings";

// POST /api/bookings/add-booking (JSON): books a bed in a room that has one left (409 when full).
export const POST = route(async (request) => {
  await requireAdmin(request);
  const booking = await createBooking(bookingSchema.parse(await readJson(request)));
  return json({ message: "Booking created successfully!", data: booking }, 201);
});
