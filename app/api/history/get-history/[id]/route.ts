import { adminRoute, json } from "@/lib/http/route";
import { getHistory } from "@/lib/services/histories";

// GET /api/history/get-history/{id}: one monthly record.
export const GET = adminRoute({ permission: "read" }, async ({ id }) => {
  return json({ data: await getHistory(id) });
});
