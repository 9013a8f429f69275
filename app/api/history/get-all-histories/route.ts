import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { allHistories } from "@/lib/services/histories";

// GET /api/history/get-all-histories: every monthly record.
export const GET = route(async (request) => {
  await requireAdmin(request);
  return json({ histories: await allHistories() });
});
