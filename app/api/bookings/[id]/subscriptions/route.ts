import { adminRoute, json } from "@/lib/server/http/route";
import { subscriptionSchema } from "@/lib/validations/extras";
import { listSubscriptions, subscribe } from "@/lib/server/services/extras";

// GET /api/bookings/{id}/subscriptions: the stay's monthly extras; { subscriptions }.
export const GET = adminRoute({ permission: "read" }, async ({ id }) => json({ subscriptions: await listSubscriptions(id) }));

// POST /api/bookings/{id}/subscriptions: subscribes the stay to a monthly type; 201 { subscription }.
export const POST = adminRoute({ permission: "records.write", body: subscriptionSchema }, async ({ id, body, admin }) =>
  json({ subscription: await subscribe(id, body, admin) }, 201),
);
