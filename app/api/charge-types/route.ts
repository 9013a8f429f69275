import { adminRoute, json } from "@/lib/server/http/route";
import { chargeTypeSchema } from "@/lib/validations/settings";
import { createChargeType, getChargeTypes } from "@/lib/server/services/settings";

// GET /api/charge-types: every charge type in creation order; { chargeTypes }.
export const GET = adminRoute({ permission: "read" }, async () => json({ chargeTypes: await getChargeTypes() }));

// POST /api/charge-types (owners): a new type; 201 { chargeType }, 409 for a name already used.
export const POST = adminRoute({ permission: "settings", body: chargeTypeSchema }, async ({ body, admin }) =>
  json({ chargeType: await createChargeType(body, admin) }, 201),
);
