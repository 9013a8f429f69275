import { adminRoute, json } from "@/lib/server/http/route";
import { bookingSchema } from "@/lib/validations/bookings";
import { getBooking } from "@/lib/server/services/bookings";
import { createBooking } from "@/lib/server/services/stay-changes";

// POST /api/bookings/add-booking (JSON): books a bed in a room that has one left (409 when full).
export const POST = adminRoute({ permission: "records.write", body: bookingSchema }, async ({ body, admin }) => {
  const id = await createBooking(body, admin);
  return json({ message: "Booking created successfully!", data: await getBooking(id) }, 201);
});
