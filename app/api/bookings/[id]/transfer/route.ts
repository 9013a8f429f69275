import { adminRoute, json } from "@/lib/server/http/route";
import { transferSchema } from "@/lib/validations/stays";
import { transferStay, withdrawTransfer } from "@/lib/server/services/stay-changes";
import { getBooking } from "@/lib/server/services/bookings";

// POST /api/bookings/{id}/transfer: another room (or a new rent) from a day up to 366 days ahead; 409 when that room has no bed.
export const POST = adminRoute({ permission: "records.write", body: transferSchema }, async ({ id, body, admin, updatedAt }) => {
  await transferStay(id, body, admin, updatedAt);
  return json({ booking: await getBooking(id) });
});

// DELETE /api/bookings/{id}/transfer: withdraws a move dated ahead; 409 when none is pending.
export const DELETE = adminRoute({ permission: "records.write" }, async ({ id, admin }) => {
  await withdrawTransfer(id, admin);
  return json({ booking: await getBooking(id) });
});
