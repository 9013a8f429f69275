import { adminRoute, json } from "@/lib/server/http/route";
import { chargeTypeUpdateSchema } from "@/lib/validations/settings";
import { updateChargeType } from "@/lib/server/services/settings";

// PUT /api/charge-types/{id} (owners): the fields sent change; a type is turned off with active=false,
// never deleted. 200 { chargeType }.
export const PUT = adminRoute({ permission: "settings", body: chargeTypeUpdateSchema }, async ({ id, body, updatedAt, admin }) =>
  json({ chargeType: await updateChargeType(id, body, updatedAt, admin) }),
);
