import { adminRoute, json } from "@/lib/server/http/route";
import { getWorker } from "@/lib/server/services/workers";

// GET /api/workers/get-worker/{id}: one worker.
export const GET = adminRoute({ permission: "read" }, async ({ id }) => {
  return json({ data: await getWorker(id) });
});
