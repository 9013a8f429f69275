import { adminRoute, json } from "@/lib/server/http/route";
import { getHistory } from "@/lib/server/services/histories";

// GET /api/history/get-history/{id}: one monthly record.
export const GET = adminRoute({ permission: "read" }, async ({ id }) => {
  return json({ data: await getHistory(id) });
});
