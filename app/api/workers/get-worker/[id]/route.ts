import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { getWorker } from "@/lib/services/workers";

// GET /api/workers/get-worker/{id}: one worker.
export const GET = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  return json({ data: await getWorker(await idParam(context)) });
});
