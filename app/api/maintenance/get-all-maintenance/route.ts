import { adminRoute, json } from "@/lib/server/http/route";
import { allMaintenance } from "@/lib/server/services/maintenance";

// GET /api/maintenance/get-all-maintenance: every maintenance job.
export const GET = adminRoute({ permission: "read" }, async () => {
  return json({ maintenance: await allMaintenance() });
});
