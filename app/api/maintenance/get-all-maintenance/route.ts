import { adminRoute, json } from "@/lib/http/route";
import { allMaintenance } from "@/lib/services/maintenance";

// GET /api/maintenance/get-all-maintenance: every maintenance job.
export const GET = adminRoute({ permission: "read" }, async () => {
  return json({ maintenance: await allMaintenance() });
});
