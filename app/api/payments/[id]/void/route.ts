import { adminRoute, json } from "@/lib/server/http/route";
import { voidPaymentSchema } from "@/lib/validations/payments";
import { voidPayment } from "@/lib/server/services/payments";

// POST /api/payments/{id}/void: voids a payment with a reason (it keeps its receipt number); again → 409.
export const POST = adminRoute({ permission: "money.correct", body: voidPaymentSchema }, async ({ id, body, admin }) =>
  json({ payment: await voidPayment(id, body.reason, admin) }),
);
