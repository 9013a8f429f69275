import { adminRoute, json } from "@/lib/server/http/route";
import { oneOffChargeSchema } from "@/lib/validations/extras";
import { addOneOffCharge } from "@/lib/server/services/extras";

// POST /api/bookings/{id}/charges: a one-off extra (a guest night, laundry); 201 { charge, balance }.
export const POST = adminRoute({ permission: "records.write", body: oneOffChargeSchema }, async ({ id, body, admin }) =>
  json(await addOneOffCharge(id, body, admin), 201),
);
