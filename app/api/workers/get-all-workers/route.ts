import { adminRoute, json } from "@/lib/server/http/route";
import { allWorkers } from "@/lib/server/services/workers";

// GET /api/workers/get-all-workers: every worker.
export const GET = adminRoute({ permission: "read" }, async () => {
  return json({ workers: await allWorkers() });
});
