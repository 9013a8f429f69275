import { adminRoute, json } from "@/lib/server/http/route";
import { noticeSchema } from "@/lib/validations/stays";
import { giveNotice, withdrawNotice } from "@/lib/server/services/stay-changes";
import { getBooking } from "@/lib/server/services/bookings";

// POST /api/bookings/{id}/notice: written notice with the planned leave date; changes no charge.
export const POST = adminRoute({ permission: "records.write", body: noticeSchema }, async ({ id, body, admin, updatedAt }) => {
  await giveNotice(id, body, admin, updatedAt);
  return json({ booking: await getBooking(id) });
});

// DELETE /api/bookings/{id}/notice: withdraws the notice.
export const DELETE = adminRoute({ permission: "records.write" }, async ({ id, admin }) => {
  await withdrawNotice(id, admin);
  return json({ booking: await getBooking(id) });
});
