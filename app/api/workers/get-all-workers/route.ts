import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { allWorkers } from "@/lib/services/workers";

// GET /api/workers/get-all-workers: every worker.
export const GET = route(async (request) => {
  await requireAdmin(request);
  return json({ workers: await allWorkers() });
});
