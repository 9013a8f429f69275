import { adminRoute, json } from "@/lib/http/route";
import { bookingSchema } from "@/lib/validations/bookings";
import { createBooking } from "@/lib/services/bookings";

// POST /api/bookings/add-booking (JSON): books a bed in a room that has one left (409 when full).
export const POST = adminRoute({ body: bookingSchema }, async ({ body, admin }) => {
  const booking = await createBooking(body, admin);
  return json({ message: "Booking created successfully!", data: booking }, 201);
});
