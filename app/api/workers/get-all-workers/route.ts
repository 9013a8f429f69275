import { adminRoute, json } from "@/lib/http/route";
import { allWorkers } from "@/lib/services/workers";

// GET /api/workers/get-all-workers: every worker.
export const GET = adminRoute({ permission: "read" }, async () => {
  return json({ workers: await allWorkers() });
});
