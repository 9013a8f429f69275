import { adminRoute, json } from "@/lib/server/http/route";
import { cancelSchema } from "@/lib/validations/stays";
import { cancelStay } from "@/lib/server/services/stay-changes";
import { getBooking } from "@/lib/server/services/bookings";

// POST /api/bookings/{id}/cancel: calls off a reserved stay; the deposit and any advance are refunded.
export const POST = adminRoute({ permission: "records.write", body: cancelSchema }, async ({ id, body, admin, updatedAt }) => {
  const settlement = await cancelStay(id, body.reason, admin, updatedAt);
  return json({ booking: await getBooking(id), settlement });
});
