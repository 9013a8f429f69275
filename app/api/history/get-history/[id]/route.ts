import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { getHistory } from "@/lib/services/histories";

// GET /api/history/get-history/{id}: one monthly record.
export const GET = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  return json({ data: await getHistory(await idParam(context)) });
});
