import { adminRoute, json } from "@/lib/server/http/route";
import { voidReadingSchema } from "@/lib/validations/readings";
import { voidReading } from "@/lib/server/services/readings";

// POST /api/readings/{id}/void: voids a room's last reading with a reason, its shares reversed; 200 { reading }. Again, or an earlier reading → 409.
export const POST = adminRoute({ permission: "money.correct", body: voidReadingSchema }, async ({ id, body, admin }) =>
  json(await voidReading(id, body.reason, admin)),
);
