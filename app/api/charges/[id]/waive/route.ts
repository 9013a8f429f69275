import { adminRoute, json } from "@/lib/server/http/route";
import { chargeCorrectionSchema } from "@/lib/validations/extras";
import { correctCharge } from "@/lib/server/services/extras";

// POST /api/charges/{id}/waive: an owner's waiver of a late fee, with a reason; 200 { charge }, again 409.
export const POST = adminRoute({ permission: "money.correct", body: chargeCorrectionSchema }, async ({ id, body, admin }) =>
  json(await correctCharge(id, "waive", body.reason, admin)),
);
