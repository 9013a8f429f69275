import { adminRoute, json } from "@/lib/http/route";
import { transferSchema } from "@/lib/validations/stays";
import { transferStay } from "@/lib/services/stays";
import { getBooking } from "@/lib/services/bookings";

// POST /api/bookings/{id}/transfer: another room (or a new rent) from a day; 409 when that room has no bed.
export const POST = adminRoute({ body: transferSchema }, async ({ id, body, admin, updatedAt }) => {
  await transferStay(id, body, admin, updatedAt);
  return json({ booking: await getBooking(id) });
});
