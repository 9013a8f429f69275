import { adminRoute, json } from "@/lib/server/http/route";
import { allHistories } from "@/lib/server/services/histories";

// GET /api/history/get-all-histories: every monthly record.
export const GET = adminRoute({ permission: "read" }, async () => {
  return json({ histories: await allHistories() });
});
