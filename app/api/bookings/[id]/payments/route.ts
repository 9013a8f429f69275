import { adminRoute, json } from "@/lib/server/http/route";
import { paymentSchema } from "@/lib/validations/payments";
import { recordPayment } from "@/lib/server/services/payments";

// POST /api/bookings/{id}/payments: records a payment with its receipt number; 201 { payment, balance }.
export const POST = adminRoute({ permission: "records.write", body: paymentSchema }, async ({ id, body, admin }) =>
  json(await recordPayment(id, body, admin), 201),
);
