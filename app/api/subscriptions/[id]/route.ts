import { adminRoute, json } from "@/lib/server/http/route";
import { subscriptionUpdateSchema } from "@/lib/validations/extras";
import { updateSubscription } from "@/lib/server/services/extras";

// PUT /api/subscriptions/{id}: ends a subscription (`to`) or corrects its amount; 200 { subscription }.
export const PUT = adminRoute({ permission: "records.write", body: subscriptionUpdateSchema }, async ({ id, body, admin, updatedAt }) =>
  json({ subscription: await updateSubscription(id, body, admin, updatedAt) }),
);
