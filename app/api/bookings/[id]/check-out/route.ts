import { adminRoute, json } from "@/lib/server/http/route";
import { checkOutSchema } from "@/lib/validations/stays";
import { checkOut } from "@/lib/server/services/stay-changes";
import { getBooking } from "@/lib/server/services/bookings";

// POST /api/bookings/{id}/check-out: rent to the leave date, fees and damages, then the deposit settles; again → 409.
export const POST = adminRoute({ permission: "records.write", body: checkOutSchema }, async ({ id, body, admin, updatedAt }) => {
  const settlement = await checkOut(id, body, admin, updatedAt);
  return json({ booking: await getBooking(id), settlement });
});
